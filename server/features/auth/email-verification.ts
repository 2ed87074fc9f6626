import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_VERIFICATION_LIFETIME_HOURS, messages } from '../../../contract/users.js';
import type { Executor } from '../../db/database.js';
import { mailOf, type MailQueue } from '../mail/mail.public.js';
import { countTokensSince, issueToken, spendToken } from '../single-use-tokens/single-use-tokens.public.js';
import * as repository from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { authErrors } from './auth.errors.js';
import { verifyEmailMail } from './emails/verify-email.email.js';

const HOUR_MS = 3_600_000;
/** Verification mails one account may ask for within an hour. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

type VerificationDeps = { mail: MailQueue };
type Account = { id: string; name: string; email: string };

/**
 * A fresh link to verify the account's address (the unused one stops working) and its mail, in the
 * caller's transaction: the mail is owed exactly when the account (or the login) commits.
 */
export async function queueVerificationMail(tx: Executor, deps: VerificationDeps, account: Account, log: FastifyBaseLogger) {
  const { token } = await issueToken(tx, {
    purpose: 'email_verification',
    subjectId: account.id,
    email: account.email,
    lifetimeMs: EMAIL_VERIFICATION_LIFETIME_HOURS * HOUR_MS,
  });
  await deps.mail.queue(tx, mailOf(verifyEmailMail, account.email, { name: account.name, token }), log);
}

/**
 * At the login of an account not verified yet (those made before verification existed among them):
 * a link, unless one was mailed within the link's lifetime, so logging in again mails nothing new.
 */
export async function remindUnverifiedAtLogin(deps: Pick<AuthDeps, 'db' | 'mail'>, account: Account & { emailVerifiedAt: Date | null }, log: FastifyBaseLogger) {
  if (account.emailVerifiedAt) return;
  await deps.db.transaction(async (tx) => {
    await repository.lockUserById(tx, account.id);
    const since = new Date(Date.now() - EMAIL_VERIFICATION_LIFETIME_HOURS * HOUR_MS);
    if ((await countTokensSince(tx, 'email_verification', account.id, since)) > 0) return;
    await queueVerificationMail(tx, deps, account, log);
  });
}

/** The signed-in account asks for a new link: 409 once verified, 429 past the hourly cap. */
export async function resendVerificationMail(deps: Pick<AuthDeps, 'db' | 'mail'>, userId: string, log: FastifyBaseLogger): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const account = await repository.lockUserById(tx, userId);
    if (!account) throw authErrors.verificationLinkInvalid();
    if (account.emailVerifiedAt) throw authErrors.emailAlreadyVerified();
    if ((await countTokensSince(tx, 'email_verification', account.id, new Date(Date.now() - HOUR_MS))) >= VERIFICATION_MAILS_PER_HOUR) {
      throw authErrors.verificationMailsCapped();
    }
    await queueVerificationMail(tx, deps, account, log);
    return messages.verificationSent(account.email);
  });
}

/**
 * Opens the link: spends it, and verifies the account's address when it is still the one the link
 * was mailed to. Needs no session: the link itself is the proof.
 */
export async function verifyEmail(deps: Pick<AuthDeps, 'db'>, token: string): Promise<{ message: string; email: string }> {
  return deps.db.transaction(async (tx) => {
    const spent = await spendToken(tx, 'email_verification', token);
    if (!spent) throw authErrors.verificationLinkInvalid();
    const account = await repository.lockUserById(tx, spent.subjectId);
    if (!account || account.email.toLowerCase() !== spent.email.toLowerCase()) throw authErrors.verificationLinkInvalid();
    await repository.markEmailVerified(tx, account.id);
    return { message: messages.emailVerified, email: account.email };
  });
}
