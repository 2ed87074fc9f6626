import type { FastifyBaseLogger } from 'fastify';
import type { LoginBody, LoginResponse, RegisterBody, SessionUser } from '../../../contract/users.js';
import type { LoginLockout } from '../../config.js';
import { isUniqueViolation, type Database, type Transaction } from '../../db/database.js';
import type { HitCounter } from '../../lib/hit-counter.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import type { MailQueue } from '../mail/mail.public.js';
import { findToken, revokeTokens, spendToken } from '../single-use-tokens/single-use-tokens.public.js';
import * as repository from './auth.repository.js';
import { authErrors } from './auth.errors.js';
import { assertLoginAllowed, clearAfterLogin, loginAttemptKeys, recordLoginFailure } from './login-lockout.js';
import { queueVerificationMail, remindUnverifiedAtLogin } from './email-verification.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import type { RelyingParty } from './passkeys.service.js';
import { sessionFor, type SecondFactorChange } from './second-factor.checks.js';
import type { SecondFactorKeys } from './second-factor-secrets.js';
import { issueLoginChallenge } from './second-factor.service.js';

export interface AuthDeps {
  db: Database;
  mail: MailQueue;
  /** The queue forgot-password hands its work to (password-reset.ts). */
  tasks: TaskQueue;
  publicUrl: string;
  /** Signs the bearer token for a user (see plugins/auth-guard.ts); `secondFactor` marks a login proven with a code. */
  signSessionToken(user: { id: string; sessionVersion: number }, options?: { secondFactor?: boolean }): string;
  /** Failed logins counted per e-mail and address, per address, and per e-mail (see login-lockout.ts), in the counters every instance shares. */
  loginLockout: LoginLockout & { counter: HitCounter };
  /** The second factors (second-factor.service.ts, passkeys.service.ts): keys, the passkeys' relying party, whether admins must have one, the audit hook. */
  secondFactor: {
    keys: SecondFactorKeys;
    relyingParty: RelyingParty;
    requiredForAdmins: boolean;
    recordChange?: (tx: Transaction, change: SecondFactorChange) => Promise<void>;
  };
}

function toSessionUser(deps: AuthDeps, user: Parameters<typeof sessionFor>[1]): SessionUser {
  return sessionFor(deps, user, false);
}

/**
 * A customer's new account, signed in at once but unverified: the link that proves the address is
 * mailed in the same transaction. Until it is opened the account browses and sees what it has.
 */
export async function registerCustomer(deps: AuthDeps, input: RegisterBody, log: FastifyBaseLogger): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await deps.db.transaction(async (tx) => {
      const inserted = await repository.insertUser(tx, { name: input.name, email: input.email, passwordHash });
      await queueVerificationMail(tx, deps, inserted, log);
      return inserted;
    });
    return toSessionUser(deps, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw authErrors.emailTaken();
    throw error;
  }
}

/**
 * Logs in from the request's client address. Too many wrong passwords for the e-mail from this
 * address, or from this address for any e-mails, refuse it (429) before the password is checked,
 * even the right one (login-lockout.ts). E-mails without an account are counted and refused alike,
 * so neither answer tells whether an account exists.
 */
export async function logIn(
  deps: AuthDeps,
  input: LoginBody,
  request: { ip: string; log: FastifyBaseLogger },
): Promise<LoginResponse> {
  const user = await repository.findUserByEmail(deps.db, input.email);
  const keys = loginAttemptKeys(input.email, request.ip, user?.loginEpoch ?? 0);
  await assertLoginAllowed(deps, keys);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordMatches) {
    await recordLoginFailure(deps, keys, user, request.log);
    throw authErrors.invalidCredentials();
  }
  await clearAfterLogin(deps, keys);
  await remindUnverifiedAtLogin(deps, user, request.log);
  // With a second factor (an authenticator app or a passkey) the password alone earns a challenge, not a session.
  return (await issueLoginChallenge(deps, user)) ?? toSessionUser(deps, user);
}

/** The e-mail of the account a live reset link (unused, unexpired) is for, as the account has it now. */
export async function findResetTokenEmail(deps: AuthDeps, token: string): Promise<string> {
  const found = await findToken(deps.db, 'password_reset', token);
  const account = found && !found.usedAt && !found.expired ? await repository.findUserById(deps.db, found.subjectId) : undefined;
  if (!account) throw authErrors.resetTokenNotFound();
  return account.email;
}

/**
 * Spends the live reset link (of two requests with the same link, the second waits and finds it used)
 * and every other outstanding one of that account (docs/decisions.md, "A reset spends every
 * outstanding link of that account"). A new password also lifts the account's login locks: it bumps
 * the login epoch the counts are keyed by.
 */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    // The account is locked before its link is spent: two resets with two links of one account
    // then queue on the account, instead of each holding its link while waiting for the other's.
    const found = await findToken(tx, 'password_reset', token);
    const locked = found ? await repository.lockUserById(tx, found.subjectId) : undefined;
    const spent = locked ? await spendToken(tx, 'password_reset', token) : undefined;
    const account = spent?.subjectId === locked?.id ? locked : undefined;
    if (!account) throw authErrors.resetTokenNotFound();
    await repository.updatePassword(tx, account.id, passwordHash);
    await revokeTokens(tx, 'password_reset', account.id);
    // The link was opened from the mailbox: its owner holds the account now.
    await repository.markEmailVerified(tx, account.id);
  });
}

/**
 * The signed-in account as a session, read again (its address verified elsewhere, a role given or
 * taken), with the token it was called with: nothing about the session itself changes.
 */
export async function currentSession(deps: AuthDeps, signedIn: { id: string; secondFactor?: boolean }, token: string): Promise<SessionUser> {
  const user = await repository.findUserById(deps.db, signedIn.id);
  if (!user) throw authErrors.invalidCredentials();
  return { ...sessionFor(deps, user, signedIn.secondFactor === true), token };
}

/** Creates an admin, or promotes (and re-passwords) an existing account with that e-mail. */
export async function createOrPromoteAdmin(
  db: Database,
  input: { email: string; name: string; password?: string },
): Promise<'created' | 'promoted'> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const existing = await repository.findUserByEmail(tx, input.email);
    if (existing) {
      // An account is one kind: a placed talent's stays a talent's (users_one_kind).
      if (existing.isTalent) throw new Error(`${input.email} is a placed talent's account and cannot be made an admin; use another e-mail.`);
      await repository.setAdmin(tx, existing.id, { isAdmin: true, name: input.name });
      await repository.markEmailVerified(tx, existing.id);
      if (passwordHash) await repository.updatePassword(tx, existing.id, passwordHash);
      return 'promoted';
    }
    if (!passwordHash) throw new Error(`No account has the e-mail ${input.email}; give a password to create one.`);
    // The operator vouches for an admin's address.
    await repository.insertUser(tx, { name: input.name, email: input.email, passwordHash, isAdmin: true, emailVerifiedAt: new Date() });
    return 'created';
  });
}

/** At start-up: ADMIN_EMAIL/ADMIN_PASSWORD create that admin when no account has the e-mail yet. */
export async function ensureInitialAdmin(
  db: Database,
  admin: { email: string; name: string; password: string } | undefined,
): Promise<boolean> {
  if (!admin) return false;
  if (await repository.findUserByEmail(db, admin.email)) return false;
  try {
    await createOrPromoteAdmin(db, admin);
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}
