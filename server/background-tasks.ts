import type { FastifyBaseLogger } from 'fastify';
import type { MailRetry } from './config.js';
import type { Database } from './db/database.js';
import { forgetApplicationIdempotencyKeys } from './features/applicants/applicants.public.js';
import { deleteStripeEventsBefore } from './features/billing/billing.public.js';
import { removeOrphanFiles, type FileStorage } from './features/files/files.public.js';
import { deleteSpentTokens } from './features/single-use-tokens/single-use-tokens.public.js';
import { forgetFranchiseIdempotencyKeys } from './features/franchise/franchise.public.js';
import { deleteSentBefore } from './features/mail/mail-deliveries.repository.js';
import { defineMailDelivery } from './features/mail/mail-queue.js';
import type { Mailer } from './features/mail/mailer.js';
import type { SiteMetrics } from './lib/metrics.js';
import type { TaskQueue } from './lib/task-queue.js';
import { mailTemplates } from './mail-templates.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of row is kept once it has done its work. */
export const RETENTION = {
  /** A single-use link (a reset, unlock, verification or invitation) that expired or was used: nothing more it can open. */
  spentTokensMs: DAY_MS,
  /** A form attempt is retried within minutes; a day covers a phone that was offline overnight. */
  idempotencyKeysMs: DAY_MS,
  /**
   * As long as Stripe keeps events (30 days), which the reconciliation looks back over: a handled
   * event is received after Stripe made it, so its row outlives the look-back and it is never queued twice.
   */
  stripeEventsMs: 30 * DAY_MS,
  /** Sent mail stays a week for support questions ("did the reset mail go out?"). */
  sentMailMs: 7 * DAY_MS,
} as const;

export const CLEAN_UP_TASK = 'maintenance.clean-up';

/** Every background task the site runs, on the queue every instance shares. */
export function defineBackgroundTasks(
  tasks: TaskQueue,
  deps: { db: Database; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string; mailRetry?: MailRetry | undefined; metrics?: SiteMetrics | undefined; fileStorage?: FileStorage },
): void {
  const { db, mailer, log, publicUrl, mailRetry, metrics } = deps;
  defineMailDelivery(tasks, { db, mailer, log, templates: mailTemplates, site: { publicUrl }, retry: mailRetry, metrics });
  tasks.define(CLEAN_UP_TASK, {
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 600,
    run: async () => {
      const removed = await cleanUp(deps.db, new Date(), deps.fileStorage);
      deps.log.info({ removed }, 'clean-up done');
    },
  });
  // Hourly, at a minute past; pg-boss hands each tick to one instance.
  tasks.schedule(CLEAN_UP_TASK, '1 * * * *');
}

/**
 * Deletes (or lets go of) what has done its work, as of `now`; answers what it removed. With
 * `fileStorage`, also the files no row names (a submission that died between storing its file and
 * committing its row), once older than the grace period (features/files/orphan-files.ts).
 */
export async function cleanUp(db: Database, now: Date, fileStorage?: FileStorage) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    ...(fileStorage ? { orphanFiles: await removeOrphanFiles(db, fileStorage, now) } : {}),
    spentTokens: await deleteSpentTokens(db, before(RETENTION.spentTokensMs)),
    applicationKeys: await forgetApplicationIdempotencyKeys(db, before(RETENTION.idempotencyKeysMs)),
    franchiseKeys: await forgetFranchiseIdempotencyKeys(db, before(RETENTION.idempotencyKeysMs)),
    stripeEvents: await deleteStripeEventsBefore(db, before(RETENTION.stripeEventsMs)),
    sentMail: await deleteSentBefore(db, before(RETENTION.sentMailMs)),
  };
}
