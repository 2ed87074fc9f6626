import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { company } from '../../../contract/catalogues/company.js';
import type {
  ConfirmSecondFactorBody,
  LoginSecondFactorBody,
  SecondFactorChallenge,
  SecondFactorEnrolment,
  SecondFactorProofBody,
  SecondFactorStatus,
  SessionUser,
} from '../../../contract/users.js';
import type { Executor, Transaction } from '../../db/database.js';
import * as authRepository from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { listPasskeys } from './passkeys.repository.js';
import { queueFactorAddedMail } from './factor-added-mail.js';
import { assertNewFactorProof, assertOwnerProof } from './owner-proof.js';
import { passkeyRequestOptions } from './passkey-assertion.js';
import {
  assertCodesAllowed,
  checkCode,
  clearCodeFailures,
  recordCodeFailure,
  refusalOfCode,
  secondFactorErrors,
  sessionFor,
  type SecondFactorAccount,
  type SecondFactorChange,
} from './second-factor.checks.js';
import {
  CHALLENGE_LIFETIME_MS,
  decryptSecret,
  encryptSecret,
  generateRecoveryCode,
  hashRecoveryCode,
  RECOVERY_CODE_COUNT,
  signChallenge,
  verifyChallenge,
  type LoginChallenge,
} from './second-factor-secrets.js';
import * as repository from './second-factor.repository.js';
import { generateTotpSecret, matchTotpStep, otpauthUri } from './totp.js';

/** Wrong codes one login challenge may take; the next try finds it void and must log in again. */
export const CODE_TRIES_PER_CHALLENGE = 5;

type UserForChallenge = { id: string; sessionVersion: number };

/**
 * The password was right and the account has a second factor: a signed challenge, which factors
 * it has, and with passkeys the browser's request options, bound to this challenge.
 */
export async function issueLoginChallenge(deps: AuthDeps, user: UserForChallenge): Promise<SecondFactorChallenge | undefined> {
  const [factors, passkeys] = await Promise.all([repository.secondFactorsOf(deps.db, user.id), listPasskeys(deps.db, user.id)]);
  if (!factors.any) return undefined;
  const { token, challenge } = signChallenge(deps.secondFactor.keys, user);
  const answer: SecondFactorChallenge = {
    secondFactorRequired: true,
    challenge: token,
    methods: { authenticatorApp: factors.authenticatorApp, passkey: passkeys.length > 0 },
  };
  if (passkeys.length > 0) answer.passkeyOptions = await passkeyRequestOptions(deps, challenge, passkeys);
  return answer;
}

/**
 * A login challenge as the second step receives it: signed, unexpired, with tries left and not yet
 * spent, of an account whose password has not changed since. Counts this try.
 */
export async function takeLoginChallenge(deps: AuthDeps, token: string) {
  const challenge = verifyChallenge(deps.secondFactor.keys, token);
  if (!challenge) throw secondFactorErrors.challengeExpired();
  const { counter } = deps.loginLockout;
  const [tries, spent] = await Promise.all([
    counter.hit(`second-factor-challenge:${challenge.jti}`, CHALLENGE_LIFETIME_MS),
    counter.peek(`second-factor-challenge-spent:${challenge.jti}`),
  ]);
  if (tries.count > CODE_TRIES_PER_CHALLENGE || spent.count > 0) throw secondFactorErrors.challengeExpired();
  const user = await authRepository.findUserById(deps.db, challenge.sub);
  if (!user || user.sessionVersion !== challenge.ver) throw secondFactorErrors.challengeExpired();
  await assertCodesAllowed(deps, user.id);
  return { challenge, user, tries: tries.count };
}

/**
 * Spends the challenge once its factor was accepted, and starts the account's wrong codes afresh.
 * The counter adds atomically: of two requests that got this far with one challenge, the second is refused.
 */
export async function spendLoginChallenge(deps: AuthDeps, challenge: LoginChallenge) {
  const spent = await deps.loginLockout.counter.hit(`second-factor-challenge-spent:${challenge.jti}`, CHALLENGE_LIFETIME_MS);
  if (spent.count > 1) throw secondFactorErrors.challengeExpired();
  await clearCodeFailures(deps, challenge.sub);
}

/**
 * The login's second step with a code: of the account's authenticator app (newer than the last
 * accepted) or an unused recovery code. Each challenge takes `CODE_TRIES_PER_CHALLENGE` tries, and one success.
 */
export async function completeSecondFactorLogin(deps: AuthDeps, body: LoginSecondFactorBody, log: FastifyBaseLogger): Promise<SessionUser> {
  const { challenge, user, tries } = await takeLoginChallenge(deps, body.challenge);
  const outcome = await checkCode(deps, deps.db, user.id, body.code);
  if (outcome !== 'accepted') {
    log.info({ userId: user.id, tries, outcome }, 'second factor: code refused');
    throw await refusalOfCode(deps, user.id, body.code, outcome, 'login');
  }
  await spendLoginChallenge(deps, challenge);
  return sessionFor(deps, user, true);
}

export async function secondFactorStatus(deps: AuthDeps, account: SecondFactorAccount): Promise<SecondFactorStatus> {
  const [factor, passkeys] = await Promise.all([repository.findSecondFactor(deps.db, account.id), listPasskeys(deps.db, account.id)]);
  const appConfirmedAt = factor?.confirmedAt ?? null;
  const since = [appConfirmedAt, ...passkeys.map((passkey) => passkey.createdAt)].filter((date): date is Date => date !== null);
  const enabled = since.length > 0;
  return {
    enabled,
    confirmedAt: enabled ? new Date(Math.min(...since.map((date) => date.getTime()))).toISOString() : null,
    authenticatorApp: appConfirmedAt !== null,
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: enabled ? await repository.countUnusedRecoveryCodes(deps.db, account.id) : 0,
    required: account.isAdmin && deps.secondFactor.requiredForAdmins,
  };
}

/**
 * A new secret for the account (replacing a pending one), shown as an otpauth URI, its QR code and
 * text; only to the owner's proof (owner-proof.ts), so a stolen session cannot set up its own app.
 */
export async function startEnrolment(
  deps: AuthDeps,
  account: SecondFactorAccount,
  proof: SecondFactorProofBody,
  log?: FastifyBaseLogger,
): Promise<SecondFactorEnrolment> {
  const existing = await repository.findSecondFactor(deps.db, account.id);
  if (existing?.confirmedAt) throw secondFactorErrors.alreadyEnabled();
  await assertNewFactorProof(deps, account, proof, log);
  const secret = generateTotpSecret();
  await repository.savePendingSecondFactor(deps.db, account.id, encryptSecret(deps.secondFactor.keys, secret));
  const uri = otpauthUri(secret, company.brand, account.email);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUri: uri, secret, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Inside the transaction that adds a factor (the account's row locked): the first factor of an
 * account gets 10 new recovery codes, answered once (only their hashes are kept); a later one keeps
 * the codes the owner already saved, and answers none.
 */
export async function recoveryCodesForNewFactor(deps: AuthDeps, tx: Executor, userId: string, hadFactor: boolean): Promise<string[]> {
  if (hadFactor) return [];
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await repository.replaceRecoveryCodes(tx, userId, codes.map((code) => hashRecoveryCode(deps.secondFactor.keys, code)));
  return codes;
}

/**
 * Turns the pending authenticator app on with its first code; answers the recovery codes (when it
 * is the account's first factor) and a new session proven with the factor; other sessions end and
 * the owner is mailed.
 */
export async function confirmEnrolment(
  deps: AuthDeps,
  account: SecondFactorAccount,
  body: ConfirmSecondFactorBody,
  origin: SecondFactorChange['origin'],
  log?: FastifyBaseLogger,
): Promise<{ recoveryCodes: string[]; session: SessionUser }> {
  const factor = await repository.findSecondFactor(deps.db, account.id);
  if (!factor) throw secondFactorErrors.noPending();
  if (factor.confirmedAt) throw secondFactorErrors.alreadyEnabled();
  await assertCodesAllowed(deps, account.id);
  const step = matchTotpStep(decryptSecret(deps.secondFactor.keys, factor.secretEncrypted), body.code.replace(/\s/g, ''), null);
  if (step === undefined) {
    await recordCodeFailure(deps, account.id);
    throw secondFactorErrors.codeInvalid();
  }
  return deps.db.transaction(async (tx) => {
    await repository.lockAccount(tx, account.id);
    const before = await repository.secondFactorsOf(tx, account.id);
    if (!(await repository.confirmSecondFactor(tx, account.id, step))) throw secondFactorErrors.alreadyEnabled();
    const recoveryCodes = await recoveryCodesForNewFactor(deps, tx, account.id, before.any);
    await deps.secondFactor.recordChange?.(tx, { account, change: 'added', method: 'authenticator_app', origin });
    const user = await repository.bumpSessionVersion(tx, account.id);
    await queueFactorAddedMail(deps, tx, user, { method: 'authenticator_app' }, log);
    return { recoveryCodes, session: sessionFor(deps, user, true) };
  });
}

/**
 * What removing a factor leaves (inside its transaction, the account's row locked): with none
 * left the recovery codes go too. Answers a new session (other sessions end), still proven with a
 * second factor when one is left.
 */
export async function afterFactorRemoved(deps: AuthDeps, tx: Transaction, change: Omit<SecondFactorChange, 'change'>) {
  const left = await repository.secondFactorsOf(tx, change.account.id);
  if (!left.any) await repository.deleteRecoveryCodes(tx, change.account.id);
  await deps.secondFactor.recordChange?.(tx, { ...change, change: 'removed' });
  const user = await repository.bumpSessionVersion(tx, change.account.id);
  return { session: sessionFor(deps, user, left.any) };
}

/** Turns the authenticator app off, proven by the password or a current code; answers a new session. */
export async function disableSecondFactor(
  deps: AuthDeps,
  account: SecondFactorAccount,
  body: SecondFactorProofBody,
  origin: SecondFactorChange['origin'],
): Promise<{ session: SessionUser }> {
  const factor = await repository.findSecondFactor(deps.db, account.id);
  if (!factor?.confirmedAt) throw secondFactorErrors.notEnabled();
  await assertOwnerProof(deps, account, body);
  return deps.db.transaction(async (tx) => {
    await repository.lockAccount(tx, account.id);
    await repository.deleteAuthenticatorApp(tx, account.id);
    return afterFactorRemoved(deps, tx, { account, method: 'authenticator_app', origin });
  });
}

/** Ten new recovery codes in place of the old ones, proven by the password or a current code. */
export async function renewRecoveryCodes(
  deps: AuthDeps,
  account: SecondFactorAccount,
  body: SecondFactorProofBody,
  origin: SecondFactorChange['origin'],
): Promise<{ recoveryCodes: string[] }> {
  if (!(await repository.secondFactorsOf(deps.db, account.id)).any) throw secondFactorErrors.notEnabled();
  await assertOwnerProof(deps, account, body);
  return deps.db.transaction(async (tx) => {
    await repository.lockAccount(tx, account.id);
    if (!(await repository.secondFactorsOf(tx, account.id)).any) throw secondFactorErrors.notEnabled();
    const recoveryCodes = await recoveryCodesForNewFactor(deps, tx, account.id, false);
    await deps.secondFactor.recordChange?.(tx, { account, change: 'recovery_codes_renewed', method: 'recovery_codes', origin });
    return { recoveryCodes };
  });
}
