import type { SessionUser } from '../../../contract/users.js';
import { messages } from '../../../contract/users.js';
import { passkeyMessages } from '../../../contract/passkeys.js';
import type { Executor } from '../../db/database.js';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.js';
import type { AuthDeps } from './auth.service.js';
import { decryptSecret, hashRecoveryCode } from './second-factor-secrets.js';
import * as repository from './second-factor.repository.js';
import { matchTotpStep } from './totp.js';

/**
 * What the second factors (authenticator app, passkeys, recovery codes) share: their errors, the
 * session they answer, the codes' check and the count of wrong codes per account (the proof asked
 * before a change is in owner-proof.ts).
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

const codeUsedMessage = (isRecoveryCode: boolean) => (isRecoveryCode ? messages.recoveryCodeUsed : messages.secondFactorCodeUsed);

export const secondFactorErrors = {
  challengeExpired: () => unauthorized('auth.second_factor_challenge_expired', messages.secondFactorChallengeExpired),
  codeRefused: () => unauthorized('auth.second_factor_invalid', messages.secondFactorCodeInvalid),
  /** A code accepted before (a TOTP code of a step already used, a spent recovery code): a replay, or a second tap. */
  codeUsed: (isRecoveryCode: boolean) => unauthorized('auth.second_factor_code_used', codeUsedMessage(isRecoveryCode)),
  passkeyRefused: () => unauthorized('auth.passkey_invalid', passkeyMessages.refused),
  /** On the signed-in account pages: 400, since a 401 there would end the client's session. */
  codeInvalid: () => badRequest('auth.second_factor_invalid', messages.secondFactorCodeInvalid, { code: messages.secondFactorCodeInvalid }),
  codeUsedOnAccountPage: (isRecoveryCode: boolean) =>
    badRequest('auth.second_factor_code_used', codeUsedMessage(isRecoveryCode), { code: codeUsedMessage(isRecoveryCode) }),
  passwordInvalid: () =>
    badRequest('auth.second_factor_password_invalid', messages.secondFactorPasswordInvalid, { password: messages.secondFactorPasswordInvalid }),
  alreadyEnabled: () => conflict('auth.second_factor_enabled', messages.secondFactorAlreadyEnabled),
  notEnabled: () => conflict('auth.second_factor_not_enabled', messages.secondFactorNotEnabled),
  noPending: () => conflict('auth.second_factor_not_started', messages.secondFactorNoPending),
  passkeyRegistrationRefused: () => badRequest('auth.passkey_registration_invalid', passkeyMessages.registrationRefused),
  passkeyTicketExpired: () => badRequest('auth.passkey_ticket_expired', passkeyMessages.ticketExpired),
  passkeyAlreadyAdded: () => conflict('auth.passkey_exists', passkeyMessages.alreadyAdded),
  passkeyNotFound: () => notFound('auth.passkey_not_found', passkeyMessages.notFound),
  passkeyProofRefused: () => badRequest('auth.passkey_invalid', passkeyMessages.refused),
  noPasskeyToProve: () => conflict('auth.passkey_not_found', messages.passkeyProofNone),
  /** Adding a factor to an account that has one: only a current second factor proves the owner, not the password. */
  newFactorNeedsSecondFactor: () =>
    badRequest('auth.second_factor_proof_required', messages.newFactorNeedsSecondFactor, { code: messages.newFactorNeedsSecondFactor }),
  newFactorNeedsPassword: () => badRequest('auth.password_proof_required', messages.newFactorNeedsPassword, { password: messages.newFactorNeedsPassword }),
  tooManyCodes: (minutes: number) =>
    new AppError(429, 'auth.second_factor_locked', `Too many wrong codes for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`),
};

export type UserForSession = {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isTalent?: boolean;
  isCustomer?: boolean;
  /** Null while the address is unverified; absent where the caller did not read it. */
  emailVerifiedAt?: Date | null;
  sessionVersion: number;
};

/** The session a login or a change of factor answers; `secondFactor` marks one proven with a second factor. */
export function sessionFor(deps: AuthDeps, user: UserForSession, secondFactor: boolean): SessionUser {
  const session: SessionUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    token: deps.signSessionToken(user, { secondFactor }),
  };
  if (user.isTalent) session.isTalent = true;
  if (user.isCustomer !== undefined) session.isCustomer = user.isCustomer;
  if (user.emailVerifiedAt !== undefined) session.emailVerified = user.emailVerifiedAt !== null;
  if (user.isAdmin && deps.secondFactor.requiredForAdmins && !secondFactor) session.secondFactorEnrolmentRequired = true;
  return session;
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** What became of a code: taken, taken before (a replay, never counted as a guess), or wrong. */
export type CodeOutcome = 'accepted' | 'used' | 'wrong';

/**
 * Checks a code of the confirmed authenticator app, or spends a recovery code. Each is taken once,
 * by one conditional statement: of the same code sent several times at once, one is accepted and
 * the others are told it was used.
 */
export async function checkCode(deps: AuthDeps, db: Executor, userId: string, code: string): Promise<CodeOutcome> {
  if (isTotpCode(code)) {
    const factor = await repository.findSecondFactor(db, userId);
    if (!factor?.confirmedAt) return 'wrong';
    const secret = decryptSecret(deps.secondFactor.keys, factor.secretEncrypted);
    const step = matchTotpStep(secret, code.replace(/\s/g, ''), null);
    if (step === undefined) return 'wrong';
    if (factor.lastUsedStep !== null && step <= factor.lastUsedStep) return 'used';
    return (await repository.claimTotpStep(db, userId, step)) ? 'accepted' : 'used';
  }
  const codeHash = hashRecoveryCode(deps.secondFactor.keys, code);
  if (await repository.spendRecoveryCode(db, userId, codeHash)) return 'accepted';
  return (await repository.isSpentRecoveryCode(db, userId, codeHash)) ? 'used' : 'wrong';
}

/**
 * The refusal of a code that was not accepted (401 at login, 400 on the signed-in account pages).
 * A wrong code counts towards the account's lockout; one already used does not: it is no guess.
 */
export async function refusalOfCode(deps: AuthDeps, userId: string, code: string, outcome: Exclude<CodeOutcome, 'accepted'>, where: 'login' | 'account') {
  if (outcome === 'used') {
    const isRecoveryCode = !isTotpCode(code);
    return where === 'login' ? secondFactorErrors.codeUsed(isRecoveryCode) : secondFactorErrors.codeUsedOnAccountPage(isRecoveryCode);
  }
  await recordCodeFailure(deps, userId);
  return where === 'login' ? secondFactorErrors.codeRefused() : secondFactorErrors.codeInvalid();
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

/** After a login completed with a second factor: the account's wrong codes start again from zero. */
export async function clearCodeFailures(deps: AuthDeps, userId: string) {
  await deps.loginLockout.counter.clear(accountFailuresKey(userId));
}
