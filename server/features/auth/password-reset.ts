import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { mailOf } from '../mail/mail.public.js';
import { countTokensSince, issueToken } from '../single-use-tokens/single-use-tokens.public.js';
import * as repository from './auth.repository.js';
import type { AuthDeps } from './auth.service.js';
import { passwordResetMail } from './emails/password-reset.email.js';
import { lockAccount } from './second-factor.repository.js';

export const PASSWORD_RESET_TASK = 'auth.password-reset';
/** How long a reset link works; every outstanding one is spent when one of them is used (auth.service.ts, resetPassword). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Reset mails one account gets within an hour at most, whoever asks from wherever; the rest are dropped unseen. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

type ResetDeps = Pick<AuthDeps, 'db' | 'mail' | 'publicUrl'> & { tasks: TaskQueue };

/**
 * Forgot-password: one task queued, the same work whether the e-mail has an account or not, so
 * neither the answer nor its timing tells which e-mails do. The worker does the rest.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string): Promise<void> {
  await deps.tasks.enqueue(deps.db, PASSWORD_RESET_TASK, { email });
}

/**
 * In the worker: for an e-mail with an account, a reset token and its mail, committed together,
 * unless the account already got `RESET_MAILS_PER_HOUR` within the hour (counted from the tokens
 * made, its row locked so two tasks at once count in turn).
 */
export async function sendPasswordReset(deps: Pick<ResetDeps, 'db' | 'mail' | 'publicUrl'>, email: string, log: FastifyBaseLogger) {
  return deps.db.transaction(async (tx): Promise<'sent' | 'no_account' | 'capped'> => {
    const user = await repository.findUserByEmail(tx, email);
    if (!user) return 'no_account';
    await lockAccount(tx, user.id);
    if ((await countTokensSince(tx, 'password_reset', user.id, new Date(Date.now() - HOUR_MS))) >= RESET_MAILS_PER_HOUR) {
      log.info({ userId: user.id }, 'password reset: hourly cap reached, no mail');
      return 'capped';
    }
    await queueResetMail(deps, tx, user, log);
    return 'sent';
  });
}

/** A new reset link (the account's older unused ones keep working) and its mail, in the worker's transaction. */
async function queueResetMail(deps: Pick<ResetDeps, 'mail' | 'publicUrl'>, tx: Executor, user: { id: string; name: string; email: string }, log: FastifyBaseLogger) {
  const { token } = await issueToken(tx, { purpose: 'password_reset', subjectId: user.id, email: user.email, lifetimeMs: RESET_TOKEN_LIFETIME_MS });
  await deps.mail.queue(tx, mailOf(passwordResetMail, user.email, { name: user.name, token }), log);
}

export function definePasswordResetTask(deps: ResetDeps, log: FastifyBaseLogger): void {
  deps.tasks.define<{ email: string }>(PASSWORD_RESET_TASK, {
    retryLimit: 3,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 2,
    async run({ data }) {
      await sendPasswordReset(deps, data.email, log.child({ task: PASSWORD_RESET_TASK }));
    },
  });
}
