import type { SecondFactorProofBody, SessionUser } from '../../../contract/users.js';
import { messages } from '../../../contract/users.js';
import { passkeyMessages } from '../../../contract/passkeys.js';
import type { Executor } from '../../db/database.js';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.js';
import * as authRepository from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { verifyPassword } from './passwords.js';
import { decryptSecret, hashRecoveryCode } from './second-factor-secrets.js';
import * as repository from './second-factor.repository.js';
import { matchTotpStep } from './totp.js';

/**
 * What the second factors (authenticator app, passkeys, recovery codes) share: their errors, the
 * session they answer, the count of wrong codes per account, and the proof asked before a change.
 */

/** The account whose second factor changes, as the route knows it. */
export interface SecondFactorAccount {
  id: string;
  email: string;
  isAdmin: boolean;
}

/** A change of an account's second factors, for the admin audit log (handed over by app.ts). */
export interface SecondFactorChange {
  account: SecondFactorAccount;
  change: 'added' | 'removed' | 'recovery_codes_renewed';
  method: 'authenticator_app' | 'passkey' | 'recovery_codes';
  /** The passkey's name, for the log's reader. */
  name?: string;
  origin: { ip: string | null; userAgent: string | null };
}

export const secondFactorErrors = {
  challengeExpired: () => unauthorized('auth.second_factor_challenge_expired', messages.secondFactorChallengeExpired),
  codeRefused: () => unauthorized('auth.second_factor_invalid', messages.secondFactorCodeInvalid),
  passkeyRefused: () => unauthorized('auth.passkey_invalid', passkeyMessages.refused),
  /** On the signed-in account pages: 400, since a 401 there would end the client's session. */
  codeInvalid: () => badRequest('auth.second_factor_invalid', messages.secondFactorCodeInvalid, { code: messages.secondFactorCodeInvalid }),
  passwordInvalid: () =>
    badRequest('auth.second_factor_password_invalid', messages.secondFactorPasswordInvalid, { password: messages.secondFactorPasswordInvalid }),
  alreadyEnabled: () => conflict('auth.second_factor_enabled', messages.secondFactorAlreadyEnabled),
  notEnabled: () => conflict('auth.second_factor_not_enabled', messages.secondFactorNotEnabled),
  noPending: () => conflict('auth.second_factor_not_started', messages.secondFactorNoPending),
  passkeyRegistrationRefused: () => badRequest('auth.passkey_registration_invalid', passkeyMessages.registrationRefused),
  passkeyTicketExpired: () => badRequest('auth.passkey_ticket_expired', passkeyMessages.ticketExpired),
  passkeyAlreadyAdded: () => conflict('auth.passkey_exists', passkeyMessages.alreadyAdded),
  passkeyNotFound: () => notFound('auth.passkey_not_found', passkeyMessages.notFound),
  tooManyCodes: (minutes: number) =>
    new AppError(429, 'auth.second_factor_locked', `Too many wrong codes for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`),
};

type UserForSession = { id: string; name: string; email: string; isAdmin: boolean; sessionVersion: number };

/** The session a login or a change of factor answers; `secondFactor` marks one proven with a second factor. */
export function sessionFor(deps: AuthDeps, user: UserForSession, secondFactor: boolean): SessionUser {
  const session: SessionUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    token: deps.signSessionToken(user, { secondFactor }),
  };
  if (user.isAdmin && deps.secondFactor.requiredForAdmins && !secondFactor) session.secondFactorEnrolmentRequired = true;
  return session;
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Checks a code of the confirmed authenticator app, or spends a recovery code; a TOTP step is accepted once. */
export async function acceptCode(deps: AuthDeps, db: Executor, userId: string, code: string): Promise<boolean> {
  if (isTotpCode(code)) {
    const factor = await repository.findSecondFactor(db, userId);
    if (!factor?.confirmedAt) return false;
    const secret = decryptSecret(deps.secondFactor.keys, factor.secretEncrypted);
    const step = matchTotpStep(secret, code.replace(/\s/g, ''), factor.lastUsedStep);
    return step !== undefined && (await repository.claimTotpStep(db, userId, step));
  }
  return repository.spendRecoveryCode(db, userId, hashRecoveryCode(deps.secondFactor.keys, code));
}

/** Wrong codes (and refused passkeys) of one account within the login lockout's window, across challenges and addresses. */
const accountFailuresKey = (userId: string) => `second-factor-failures:${userId}`;
const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export async function assertCodesAllowed(deps: AuthDeps, userId: string) {
  const failures = await deps.loginLockout.counter.peek(accountFailuresKey(userId));
  if (failures.count >= deps.loginLockout.failures) throw secondFactorErrors.tooManyCodes(minutesLeft(failures.resetInMs));
}

export async function recordCodeFailure(deps: AuthDeps, userId: string) {
  await deps.loginLockout.counter.hit(accountFailuresKey(userId), deps.loginLockout.windowMs);
}

/**
 * That the signed-in owner is at the keyboard before a factor goes or the recovery codes change:
 * the password, or a current code (of the app, or a recovery code, which is then spent).
 */
export async function assertOwnerProof(deps: AuthDeps, account: SecondFactorAccount, proof: SecondFactorProofBody) {
  await assertCodesAllowed(deps, account.id);
  if (proof.code) {
    if (!(await acceptCode(deps, deps.db, account.id, proof.code))) {
      await recordCodeFailure(deps, account.id);
      throw secondFactorErrors.codeInvalid();
    }
    return;
  }
  const user = await authRepository.findUserByEmail(deps.db, account.email);
  if (!user || user.id !== account.id || !(await verifyPassword(user.passwordHash, proof.password ?? ''))) {
    await recordCodeFailure(deps, account.id);
    throw secondFactorErrors.passwordInvalid();
  }
}
