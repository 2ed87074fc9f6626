import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import { company } from '../../../contract/catalogues/company.js';
import {
  messages,
  type ConfirmSecondFactorBody,
  type DisableSecondFactorBody,
  type LoginSecondFactorBody,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
  type SessionUser,
} from '../../../contract/users.js';
import type { Executor } from '../../db/database.js';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors.js';
import * as authRepository from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { verifyPassword } from './passwords.js';
import {
  CHALLENGE_LIFETIME_MS,
  decryptSecret,
  encryptSecret,
  generateRecoveryCode,
  hashRecoveryCode,
  RECOVERY_CODE_COUNT,
  verifyChallenge,
} from './second-factor-secrets.js';
import * as repository from './second-factor.repository.js';
import { generateTotpSecret, matchTotpStep, otpauthUri } from './totp.js';

/** Wrong codes one login challenge may take; the next try finds it void and must log in again. */
export const CODE_TRIES_PER_CHALLENGE = 5;

/** The account whose second factor changes, as the route knows it. */
export interface SecondFactorAccount {
  id: string;
  email: string;
  isAdmin: boolean;
}

/** A change of an account's second factor, for the admin audit log (handed over by app.ts). */
export interface SecondFactorChange {
  account: SecondFactorAccount;
  change: 'added' | 'removed';
  origin: { ip: string | null; userAgent: string | null };
}

export const secondFactorErrors = {
  challengeExpired: () => unauthorized('auth.second_factor_challenge_expired', messages.secondFactorChallengeExpired),
  codeRefused: () => unauthorized('auth.second_factor_invalid', messages.secondFactorCodeInvalid),
  /** On the signed-in account pages: 400, since a 401 there would end the client's session. */
  codeInvalid: () => badRequest('auth.second_factor_invalid', messages.secondFactorCodeInvalid, { code: messages.secondFactorCodeInvalid }),
  passwordInvalid: () =>
    badRequest('auth.second_factor_password_invalid', messages.secondFactorPasswordInvalid, { password: messages.secondFactorPasswordInvalid }),
  alreadyEnabled: () => conflict('auth.second_factor_enabled', messages.secondFactorAlreadyEnabled),
  notEnabled: () => conflict('auth.second_factor_not_enabled', messages.secondFactorNotEnabled),
  noPending: () => conflict('auth.second_factor_not_started', messages.secondFactorNoPending),
  tooManyCodes: (minutes: number) =>
    new AppError(429, 'auth.second_factor_locked', `Too many wrong codes for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`),
};

type UserForSession = { id: string; name: string; email: string; isAdmin: boolean; sessionVersion: number };

/** The session a login or a change of factor answers; `secondFactor` marks one proven with a code. */
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

/** Checks a TOTP code, or spends a recovery code, of a confirmed factor; a TOTP step is accepted once. */
async function acceptCode(deps: AuthDeps, db: Executor, factor: { userId: string; secretEncrypted: string; lastUsedStep: number | null }, code: string) {
  if (isTotpCode(code)) {
    const secret = decryptSecret(deps.secondFactor.keys, factor.secretEncrypted);
    const step = matchTotpStep(secret, code.replace(/\s/g, ''), factor.lastUsedStep);
    return step !== undefined && (await repository.claimTotpStep(db, factor.userId, step));
  }
  return repository.spendRecoveryCode(db, factor.userId, hashRecoveryCode(deps.secondFactor.keys, code));
}

/** Wrong codes of one account within the login lockout's window, across challenges and addresses. */
const accountFailuresKey = (userId: string) => `second-factor-failures:${userId}`;
const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

async function assertCodesAllowed(deps: AuthDeps, userId: string) {
  const failures = await deps.loginLockout.counter.peek(accountFailuresKey(userId));
  if (failures.count >= deps.loginLockout.failures) throw secondFactorErrors.tooManyCodes(minutesLeft(failures.resetInMs));
}

async function recordCodeFailure(deps: AuthDeps, userId: string) {
  await deps.loginLockout.counter.hit(accountFailuresKey(userId), deps.loginLockout.windowMs);
}

/**
 * The login's second step: a valid, unexpired challenge of an account whose password has not
 * changed since, and a code of its authenticator (newer than the last accepted) or an unused
 * recovery code. Each challenge takes `CODE_TRIES_PER_CHALLENGE` tries, and one success.
 */
export async function completeSecondFactorLogin(deps: AuthDeps, body: LoginSecondFactorBody, log: FastifyBaseLogger): Promise<SessionUser> {
  const challenge = verifyChallenge(deps.secondFactor.keys, body.challenge);
  if (!challenge) throw secondFactorErrors.challengeExpired();
  const { counter } = deps.loginLockout;
  const [tries, spent] = await Promise.all([
    counter.hit(`second-factor-challenge:${challenge.jti}`, CHALLENGE_LIFETIME_MS),
    counter.peek(`second-factor-challenge-spent:${challenge.jti}`),
  ]);
  if (tries.count > CODE_TRIES_PER_CHALLENGE || spent.count > 0) throw secondFactorErrors.challengeExpired();
  const user = await authRepository.findUserById(deps.db, challenge.sub);
  if (!user || user.sessionVersion !== challenge.ver) throw secondFactorErrors.challengeExpired();
  const factor = await repository.findSecondFactor(deps.db, user.id);
  if (!factor?.confirmedAt) throw secondFactorErrors.challengeExpired();
  await assertCodesAllowed(deps, user.id);
  if (!(await acceptCode(deps, deps.db, factor, body.code))) {
    await recordCodeFailure(deps, user.id);
    log.info({ userId: user.id, tries: tries.count }, 'second factor: wrong code');
    throw secondFactorErrors.codeRefused();
  }
  await counter.hit(`second-factor-challenge-spent:${challenge.jti}`, CHALLENGE_LIFETIME_MS);
  return sessionFor(deps, user, true);
}

export async function secondFactorStatus(deps: AuthDeps, account: SecondFactorAccount): Promise<SecondFactorStatus> {
  const factor = await repository.findSecondFactor(deps.db, account.id);
  const confirmedAt = factor?.confirmedAt ?? null;
  return {
    enabled: confirmedAt !== null,
    confirmedAt: confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: confirmedAt ? await repository.countUnusedRecoveryCodes(deps.db, account.id) : 0,
    required: account.isAdmin && deps.secondFactor.requiredForAdmins,
  };
}

/** A new secret for the account (replacing a pending one), shown as an otpauth URI, its QR code and text. */
export async function startEnrolment(deps: AuthDeps, account: SecondFactorAccount): Promise<SecondFactorEnrolment> {
  const existing = await repository.findSecondFactor(deps.db, account.id);
  if (existing?.confirmedAt) throw secondFactorErrors.alreadyEnabled();
  const secret = generateTotpSecret();
  await repository.savePendingSecondFactor(deps.db, account.id, encryptSecret(deps.secondFactor.keys, secret));
  const uri = otpauthUri(secret, company.brand, account.email);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUri: uri, secret, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Turns the pending factor on with its first code: answers 10 new recovery codes (only their
 * hashes are kept) and a new session proven with the factor; the account's other sessions end.
 */
export async function confirmEnrolment(
  deps: AuthDeps,
  account: SecondFactorAccount,
  body: ConfirmSecondFactorBody,
  origin: SecondFactorChange['origin'],
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
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  const user = await deps.db.transaction(async (tx) => {
    if (!(await repository.confirmSecondFactor(tx, account.id, step))) throw secondFactorErrors.alreadyEnabled();
    await repository.replaceRecoveryCodes(tx, account.id, codes.map((code) => hashRecoveryCode(deps.secondFactor.keys, code)));
    await deps.secondFactor.recordChange?.(tx, { account, change: 'added', origin });
    return repository.bumpSessionVersion(tx, account.id);
  });
  return { recoveryCodes: codes, session: sessionFor(deps, user, true) };
}

/** Turns the factor off, proven by the password or a current code; answers a new session (other sessions end). */
export async function disableSecondFactor(
  deps: AuthDeps,
  account: SecondFactorAccount,
  body: DisableSecondFactorBody,
  origin: SecondFactorChange['origin'],
): Promise<{ session: SessionUser }> {
  const factor = await repository.findSecondFactor(deps.db, account.id);
  if (!factor?.confirmedAt) throw secondFactorErrors.notEnabled();
  await assertCodesAllowed(deps, account.id);
  if (body.code) {
    if (!(await acceptCode(deps, deps.db, factor, body.code))) {
      await recordCodeFailure(deps, account.id);
      throw secondFactorErrors.codeInvalid();
    }
  } else {
    const user = await authRepository.findUserByEmail(deps.db, account.email);
    if (!user || user.id !== account.id || !(await verifyPassword(user.passwordHash, body.password ?? ''))) {
      await recordCodeFailure(deps, account.id);
      throw secondFactorErrors.passwordInvalid();
    }
  }
  const user = await deps.db.transaction(async (tx) => {
    await repository.deleteSecondFactor(tx, account.id);
    await deps.secondFactor.recordChange?.(tx, { account, change: 'removed', origin });
    return repository.bumpSessionVersion(tx, account.id);
  });
  return { session: sessionFor(deps, user, false) };
}
