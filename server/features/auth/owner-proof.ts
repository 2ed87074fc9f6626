import type { FastifyBaseLogger } from 'fastify';
import type { SecondFactorProofBody } from '../../../contract/users.js';
import * as authRepository from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { acceptPasskeyAnswer, passkeyRequestOptions } from './passkey-assertion.js';
import { listPasskeys } from './passkeys.repository.js';
import { verifyPassword } from './passwords.js';
import { assertCodesAllowed, checkCode, recordCodeFailure, refusalOfCode, secondFactorErrors, type SecondFactorAccount } from './second-factor.checks.js';
import { CHALLENGE_LIFETIME_MS, signChallenge, verifyChallenge } from './second-factor-secrets.js';
import * as repository from './second-factor.repository.js';

/**
 * That the signed-in owner is at the keyboard before the account's second factors change, and not
 * only someone holding its session: the password, a current code, or a passkey's answer.
 */

/** A challenge for one of the account's passkeys to sign as its proof (5 minutes, single use). */
export async function startPasskeyProof(deps: AuthDeps, account: SecondFactorAccount) {
  const [user, owned] = await Promise.all([authRepository.findUserById(deps.db, account.id), listPasskeys(deps.db, account.id)]);
  if (!user || owned.length === 0) throw secondFactorErrors.noPasskeyToProve();
  const { token, challenge } = signChallenge(deps.secondFactor.keys, user, Date.now(), 'owner-proof');
  return { challenge: token, passkeyOptions: await passkeyRequestOptions(deps, challenge, owned) };
}

type PasskeyProof = NonNullable<SecondFactorProofBody['passkey']>;

async function assertPasskeyProof(deps: AuthDeps, account: SecondFactorAccount, proof: PasskeyProof, log?: FastifyBaseLogger) {
  const challenge = verifyChallenge(deps.secondFactor.keys, proof.challenge, Date.now(), 'owner-proof');
  const user = challenge?.sub === account.id ? await authRepository.findUserById(deps.db, account.id) : undefined;
  if (!challenge || !user || user.sessionVersion !== challenge.ver) throw secondFactorErrors.passkeyTicketExpired();
  // One answer per challenge, taken by the counter's atomic add: a second sending is a replay, not a guess.
  const sent = await deps.loginLockout.counter.hit(`owner-proof-spent:${challenge.jti}`, CHALLENGE_LIFETIME_MS);
  if (sent.count > 1) throw secondFactorErrors.passkeyProofRefused();
  const answer = await acceptPasskeyAnswer(deps, account.id, challenge, proof.credential);
  if (!answer.accepted) {
    await recordCodeFailure(deps, account.id);
    log?.info({ userId: account.id, reason: answer.reason }, 'owner proof: passkey refused');
    throw secondFactorErrors.passkeyProofRefused();
  }
}

/**
 * Before a factor is removed or the recovery codes change: the password, a current code (of the
 * app, or a recovery code, which is then spent) or a passkey's answer. Wrong ones count towards
 * the account's lockout, as at login.
 */
export async function assertOwnerProof(deps: AuthDeps, account: SecondFactorAccount, proof: SecondFactorProofBody, log?: FastifyBaseLogger) {
  await assertCodesAllowed(deps, account.id);
  if (proof.passkey) return assertPasskeyProof(deps, account, proof.passkey, log);
  if (proof.code) {
    const outcome = await checkCode(deps, deps.db, account.id, proof.code);
    if (outcome !== 'accepted') throw await refusalOfCode(deps, account.id, proof.code, outcome, 'account');
    return;
  }
  const user = await authRepository.findUserByEmail(deps.db, account.email);
  if (!user || user.id !== account.id || !(await verifyPassword(user.passwordHash, proof.password ?? ''))) {
    await recordCodeFailure(deps, account.id);
    throw secondFactorErrors.passwordInvalid();
  }
}

/**
 * Before a factor is added: a current second factor (a code or a passkey) once the account has
 * one, so a stolen session or a stolen password alone cannot add the thief's own; the password
 * while it has none, so a stolen session alone cannot.
 */
export async function assertNewFactorProof(deps: AuthDeps, account: SecondFactorAccount, proof: SecondFactorProofBody, log?: FastifyBaseLogger) {
  const factors = await repository.secondFactorsOf(deps.db, account.id);
  if (factors.any) {
    if (!proof.code && !proof.passkey) throw secondFactorErrors.newFactorNeedsSecondFactor();
    return assertOwnerProof(deps, account, { code: proof.code, passkey: proof.passkey }, log);
  }
  if (!proof.password) throw secondFactorErrors.newFactorNeedsPassword();
  return assertOwnerProof(deps, account, { password: proof.password }, log);
}
