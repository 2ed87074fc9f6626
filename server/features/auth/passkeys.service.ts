import type { FastifyBaseLogger } from 'fastify';
import type { AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AddPasskeyBody, LoginPasskeyBody } from '../../../contract/passkeys.js';
import type { Passkey, SecondFactorProofBody, SessionUser } from '../../../contract/users.js';
import * as authRepository from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { queueFactorAddedMail } from './factor-added-mail.js';
import { assertNewFactorProof, assertOwnerProof } from './owner-proof.js';
import { acceptPasskeyAnswer } from './passkey-assertion.js';
import * as passkeys from './passkeys.repository.js';
import { webAuthnLibrary } from './webauthn-library.js';
import { recordCodeFailure, secondFactorErrors, sessionFor, type SecondFactorAccount, type SecondFactorChange } from './second-factor.checks.js';
import { CHALLENGE_LIFETIME_MS, signChallenge, verifyChallenge, webAuthnChallengeOf } from './second-factor-secrets.js';
import { afterFactorRemoved, recoveryCodesForNewFactor, spendLoginChallenge, takeLoginChallenge } from './second-factor.service.js';
import * as repository from './second-factor.repository.js';

/** Who the passkeys belong to: the site's host name, its name, and the page origins it is used from. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The relying party of the site at `publicUrl`. Vite's dev server (`npm run dev`) serves the pages
 * from its own port, so in development that origin is accepted too.
 */
export function relyingPartyFor(publicUrl: string, name: string, nodeEnv: string): RelyingParty {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (nodeEnv === 'development') origins.push(`${url.protocol}//${url.hostname}:5173`);
  return { id: url.hostname, name, origins };
}

const toPasskey = (row: passkeys.StoredPasskey): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * The browser's creation options for a new passkey of the account, and the ticket to send back
 * with it: only to the owner's proof (owner-proof.ts), so a stolen session cannot add its own passkey.
 */
export async function startPasskeyRegistration(deps: AuthDeps, account: SecondFactorAccount, proof: SecondFactorProofBody, log?: FastifyBaseLogger) {
  await assertNewFactorProof(deps, account, proof, log);
  const user = await authRepository.findUserById(deps.db, account.id);
  if (!user) throw secondFactorErrors.passkeyTicketExpired();
  const existing = await passkeys.listPasskeys(deps.db, account.id);
  const { token, challenge } = signChallenge(deps.secondFactor.keys, user, Date.now(), 'passkey-registration');
  const { relyingParty } = deps.secondFactor;
  const { generateRegistrationOptions } = await webAuthnLibrary();
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: user.email,
    userDisplayName: user.name,
    userID: Buffer.from(user.id.replace(/-/g, ''), 'hex'),
    // Bytes: a string here would be taken as text and encoded once more.
    challenge: new Uint8Array(Buffer.from(webAuthnChallengeOf(deps.secondFactor.keys, challenge), 'base64url')),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: CHALLENGE_LIFETIME_MS,
  });
  return { options, ticket: token };
}

/**
 * Stores the passkey the browser made for the ticket's challenge, on the ticket's account (signed
 * in, no session ended since). Answers the recovery codes when it is the account's first factor,
 * and a new session proven with a second factor; the account's other sessions end and the owner is mailed.
 */
export async function addPasskey(
  deps: AuthDeps,
  account: SecondFactorAccount,
  body: AddPasskeyBody,
  origin: SecondFactorChange['origin'],
  log: FastifyBaseLogger,
): Promise<{ passkey: Passkey; recoveryCodes: string[]; session: SessionUser }> {
  const ticket = verifyChallenge(deps.secondFactor.keys, body.ticket, Date.now(), 'passkey-registration');
  if (!ticket || ticket.sub !== account.id) throw secondFactorErrors.passkeyTicketExpired();
  const { relyingParty } = deps.secondFactor;
  let registration;
  try {
    const { verifyRegistrationResponse } = await webAuthnLibrary();
    const verified = await verifyRegistrationResponse({
      response: body.credential as RegistrationResponseJSON,
      expectedChallenge: webAuthnChallengeOf(deps.secondFactor.keys, ticket),
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.id,
      requireUserVerification: false,
    });
    registration = verified.verified ? verified.registrationInfo : undefined;
  } catch (error) {
    log.info({ err: error instanceof Error ? error.message : String(error) }, 'passkey: registration refused');
  }
  if (!registration) throw secondFactorErrors.passkeyRegistrationRefused();
  const { credential } = registration;

  return deps.db.transaction(async (tx) => {
    await repository.lockAccount(tx, account.id);
    const user = await authRepository.findUserById(tx, account.id);
    if (!user || user.sessionVersion !== ticket.ver) throw secondFactorErrors.passkeyTicketExpired();
    const before = await repository.secondFactorsOf(tx, account.id);
    const stored = await passkeys.insertPasskey(tx, {
      userId: account.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? body.credential.response.transports ?? [],
      name: body.name,
    });
    if (!stored) throw secondFactorErrors.passkeyAlreadyAdded();
    const recoveryCodes = await recoveryCodesForNewFactor(deps, tx, account.id, before.any);
    await deps.secondFactor.recordChange?.(tx, { account, change: 'added', method: 'passkey', name: stored.name, origin });
    const renewed = await repository.bumpSessionVersion(tx, account.id);
    await queueFactorAddedMail(deps, tx, renewed, { method: 'passkey', name: stored.name }, log);
    return { passkey: toPasskey(stored), recoveryCodes, session: sessionFor(deps, renewed, true) };
  });
}

/**
 * The login's second step with a passkey: the challenge's tries and the account's wrong-code
 * count apply as to codes; the passkey must be the account's, sign this challenge, and move its
 * counter on (a cloned authenticator would not).
 */
export async function loginWithPasskey(deps: AuthDeps, body: LoginPasskeyBody, log: FastifyBaseLogger): Promise<SessionUser> {
  const { challenge, user, tries } = await takeLoginChallenge(deps, body.challenge);
  const refuse = async (reason: string) => {
    await recordCodeFailure(deps, user.id);
    log.info({ userId: user.id, tries, reason }, 'second factor: passkey refused');
    return secondFactorErrors.passkeyRefused();
  };
  const answer = await acceptPasskeyAnswer(deps, user.id, challenge, body.credential);
  if (!answer.accepted) {
    // The same answer sent again is a replay, not a guess: refused without counting.
    if (answer.replay) throw secondFactorErrors.passkeyRefused();
    throw await refuse(answer.reason);
  }
  await spendLoginChallenge(deps, challenge);
  return sessionFor(deps, user, true);
}

/** Removes one of the account's passkeys, proven by the password or a current code; answers a new session. */
export async function removePasskey(
  deps: AuthDeps,
  account: SecondFactorAccount,
  passkeyId: string,
  body: SecondFactorProofBody,
  origin: SecondFactorChange['origin'],
  log?: FastifyBaseLogger,
): Promise<{ session: SessionUser }> {
  const owned = await passkeys.listPasskeys(deps.db, account.id);
  if (!owned.some((passkey) => passkey.id === passkeyId)) throw secondFactorErrors.passkeyNotFound();
  await assertOwnerProof(deps, account, body, log);
  return deps.db.transaction(async (tx) => {
    await repository.lockAccount(tx, account.id);
    const removed = await passkeys.deletePasskey(tx, account.id, passkeyId);
    if (!removed) throw secondFactorErrors.passkeyNotFound();
    return afterFactorRemoved(deps, tx, { account, method: 'passkey', name: removed.name, origin });
  });
}
