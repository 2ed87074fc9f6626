import type { AuthenticationResponseJSON, AuthenticatorTransport, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { LoginPasskeyBody } from '../../../contract/passkeys.js';
import type { AuthDeps } from './auth.service.js';
import * as passkeys from './passkeys.repository.js';
import { webAuthnLibrary } from './webauthn-library.js';
import { CHALLENGE_LIFETIME_MS, issuedAtOf, webAuthnChallengeOf, type LoginChallenge } from './second-factor-secrets.js';

/**
 * A passkey's answer to a signed challenge, as the login's second step and the owner's proof on
 * the account pages both check it.
 */

/** The browser's request options for the account's passkeys, bound to `challenge`. */
export async function passkeyRequestOptions(
  deps: AuthDeps,
  challenge: LoginChallenge,
  owned: Array<{ credentialId: string; transports: string[] }>,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webAuthnLibrary();
  return generateAuthenticationOptions({
    rpID: deps.secondFactor.relyingParty.id,
    // Bytes: a string here would be taken as text and encoded once more.
    challenge: new Uint8Array(Buffer.from(webAuthnChallengeOf(deps.secondFactor.keys, challenge), 'base64url')),
    allowCredentials: owned.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransport[] })),
    userVerification: 'preferred',
    timeout: CHALLENGE_LIFETIME_MS,
  });
}

/**
 * Checks that one of the account's passkeys signed this challenge for this site, and records the
 * use; answers why not otherwise. The use is recorded by one conditional statement (the counter
 * moved on, the passkey unused since the challenge was signed): the same answer sent several
 * times at once is taken once.
 */
export async function acceptPasskeyAnswer(
  deps: AuthDeps,
  userId: string,
  challenge: LoginChallenge,
  credential: LoginPasskeyBody['credential'],
): Promise<{ accepted: true } | { accepted: false; reason: string; replay?: true }> {
  const stored = await passkeys.findPasskeyOfUser(deps.db, userId, credential.id);
  if (!stored) return { accepted: false, reason: 'not a passkey of this account' };
  const { relyingParty } = deps.secondFactor;
  let newCounter: number | undefined;
  try {
    const { verifyAuthenticationResponse } = await webAuthnLibrary();
    const verified = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: webAuthnChallengeOf(deps.secondFactor.keys, challenge),
      expectedOrigin: relyingParty.origins,
      expectedRPID: relyingParty.id,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.signCount,
        transports: stored.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
    if (verified.verified) newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    return { accepted: false, reason: error instanceof Error ? error.message : 'verification failed' };
  }
  if (newCounter === undefined) return { accepted: false, reason: 'not verified' };
  if (!(await passkeys.recordPasskeyUse(deps.db, stored.id, stored.signCount, newCounter, issuedAtOf(challenge)))) {
    return { accepted: false, reason: 'already used for this challenge', replay: true };
  }
  return { accepted: true };
}
