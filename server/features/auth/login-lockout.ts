import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginLockout } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { HitCounter } from '../../lib/hit-counter.js';
import { clientAddressKey } from '../../plugins/rate-limit.js';
import { mailOf, type MailQueue } from '../mail/mail.public.js';
import { issueToken, spendToken } from '../single-use-tokens/single-use-tokens.public.js';
import * as repository from './auth.repository.js';
import { authErrors } from './auth.errors.js';
import { loginUnlockMail } from './emails/login-unlock.email.js';

/**
 * Failed logins, counted three ways within `windowMs` (docs/decisions.md, "Failed logins per account
 * and address"):
 * - per e-mail and client address: `failures` of them refuse that e-mail from that address only, so
 *   guesses from elsewhere never lock the owner out from their own address;
 * - per client address across e-mails: `addressFailures` refuse that address for every e-mail
 *   (credential stuffing);
 * - per e-mail across addresses: never refuses; at `warnAfter` the account's owner is mailed once
 *   per window, with a link that resets the account's counts.
 * E-mails without an account are counted alike (only the mail needs an account), so no answer tells
 * whether an account exists. The e-mail counts' keys carry the account's login epoch (users.login_epoch):
 * an unlock link or a new password bumps it, which starts every count of that account afresh at once,
 * from all addresses, without listing the keys; the old counts expire on their own.
 */
export interface LoginLockoutDeps {
  db: Database;
  mail: MailQueue;
  publicUrl: string;
  loginLockout: LoginLockout & { counter: HitCounter };
}

export const LOGIN_UNLOCK_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface LoginAttemptKeys {
  /** This e-mail from this address: refuses at `failures`; a successful login clears it. */
  emailFromAddress: string;
  /** This address, any e-mail: refuses at `addressFailures`. */
  address: string;
  /** This e-mail, any address: mails the owner at `warnAfter`. */
  email: string;
}

/**
 * The counters' keys of one attempt. E-mails are hashed (the store never holds them) and normalized
 * as accounts are looked up (case-insensitively); addresses as the rate limits key them (an IPv6 /64
 * is one client). `loginEpoch` is the account's, 0 for an e-mail without one.
 */
export function loginAttemptKeys(email: string, ip: string, loginEpoch: number): LoginAttemptKeys {
  const emailHash = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  const address = clientAddressKey(ip);
  return {
    emailFromAddress: `login-failures:email-address:${emailHash}:${loginEpoch}:${address}`,
    address: `login-failures:address:${address}`,
    email: `login-failures:email:${emailHash}:${loginEpoch}`,
  };
}

const minutesLeft = (resetInMs: number) => Math.max(1, Math.ceil(resetInMs / 60_000));

/** Refuses (429 auth.login_locked) an attempt whose address, or e-mail from that address, failed too often. */
export async function assertLoginAllowed(deps: LoginLockoutDeps, keys: LoginAttemptKeys): Promise<void> {
  const { counter, failures, addressFailures } = deps.loginLockout;
  const [fromAddress, emailFromAddress] = await Promise.all([counter.peek(keys.address), counter.peek(keys.emailFromAddress)]);
  if (fromAddress.count >= addressFailures) throw authErrors.loginLockedForAddress(minutesLeft(fromAddress.resetInMs));
  if (emailFromAddress.count >= failures) throw authErrors.loginLocked(minutesLeft(emailFromAddress.resetInMs));
}

/**
 * Counts a wrong password (or an e-mail without an account) three ways. The hit that brings the
 * e-mail's count across all addresses to exactly `warnAfter` queues the owner's warning: the counter
 * adds atomically, so one request per window sees that number (per instance while Redis is away).
 */
export async function recordLoginFailure(
  deps: LoginLockoutDeps,
  keys: LoginAttemptKeys,
  user: { id: string; name: string; email: string } | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const { counter, windowMs, warnAfter } = deps.loginLockout;
  const [, , forEmail] = await Promise.all([
    counter.hit(keys.emailFromAddress, windowMs),
    counter.hit(keys.address, windowMs),
    counter.hit(keys.email, windowMs),
  ]);
  if (user && forEmail.count === warnAfter) {
    await queueGuessingWarning(deps, user, forEmail.count, log);
    log.warn({ userId: user.id, failedLogins: forEmail.count }, 'password being guessed: owner warned');
  }
}

/** After the right password: that e-mail from that address starts again (the other counts stay). */
export async function clearAfterLogin(deps: LoginLockoutDeps, keys: LoginAttemptKeys): Promise<void> {
  await deps.loginLockout.counter.clear(keys.emailFromAddress);
}

/**
 * The owner's warning with its unlock link; the token and the mail commit together. An earlier
 * warning's link keeps working beside it until used or expired.
 */
async function queueGuessingWarning(
  deps: LoginLockoutDeps,
  user: { id: string; name: string; email: string },
  tries: number,
  log: FastifyBaseLogger,
) {
  const windowMinutes = Math.round(deps.loginLockout.windowMs / 60_000);
  await deps.db.transaction(async (tx) => {
    const { token } = await issueToken(tx, { purpose: 'login_unlock', subjectId: user.id, email: user.email, lifetimeMs: LOGIN_UNLOCK_TOKEN_LIFETIME_MS });
    await deps.mail.queue(tx, mailOf(loginUnlockMail, user.email, { name: user.name, tries, windowMinutes, token }), log);
  });
}

/**
 * Spends a live unlock token (unused, unexpired) and starts every failed-login count of its account
 * afresh (a new login epoch), in one transaction: of two requests with the same token, the second
 * finds it used.
 */
export async function redeemLoginUnlockToken(deps: LoginLockoutDeps, token: string): Promise<void> {
  const redeemed = await deps.db.transaction(async (tx) => {
    const spent = await spendToken(tx, 'login_unlock', token);
    return spent ? repository.startNewLoginEpoch(tx, spent.subjectId) : false;
  });
  if (!redeemed) throw authErrors.unlockTokenNotFound();
}
