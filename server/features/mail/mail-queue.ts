import type { FastifyBaseLogger } from 'fastify';
import type { MailRetry } from '../../config.js';
import type { Database, Executor } from '../../db/database.js';
import type { SiteMetrics } from '../../lib/metrics.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import * as deliveries from './mail-deliveries.repository.js';
import type { Mailer, MailMessage } from './mailer.js';
import { singleLine } from './single-line.js';
import { renderMail, type AnyMailTemplate, type MailSite, type TemplatedMail } from './mail-template.js';

/** What services use to send mail: queued in their own transaction, delivered by a worker. */
export interface MailQueue {
  /**
   * Owes `mail` (a template's name and props, from `mailOf`) to its recipient from the moment
   * `executor`'s transaction commits (or at once with the database itself); nothing is owed if it
   * rolls back. The worker renders it when it sends. With the request's logger, the worker's log
   * lines about this mail carry that request's id.
   */
  queue(executor: Executor, mail: TemplatedMail, requestLog?: FastifyBaseLogger): Promise<void>;
}

export const DELIVER_MAIL_TASK = 'mail.deliver';

/**
 * Tries over about 40 minutes (5 s, then doubling) before the mail is shown to admins as
 * undelivered: a mail server that restarts or is down for a while loses nothing.
 */
export const MAIL_RETRY: MailRetry = { retryLimit: 9, retryDelaySeconds: 5, retryBackoff: true };

/** Longer than an SMTP conversation may last (nodemailer gives up on a silent server after 2 min). */
const DELIVERY_TIMEOUT_SECONDS = 180;

export function createMailQueue(tasks: TaskQueue): MailQueue {
  return {
    async queue(executor, mail, requestLog) {
      const deliveryId = await deliveries.insertDelivery(executor, mail);
      const reqId = requestIdOf(requestLog);
      await tasks.enqueue(executor, DELIVER_MAIL_TASK, reqId ? { deliveryId, reqId } : { deliveryId });
    },
  };
}

/** The request id a request's (pino) logger is bound to, if any. */
function requestIdOf(log: FastifyBaseLogger | undefined): string | undefined {
  const bindings = (log as { bindings?: () => Record<string, unknown> } | undefined)?.bindings?.();
  return typeof bindings?.reqId === 'string' ? bindings.reqId : undefined;
}

export interface MailDeliveryDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Every template by name (server/mail-templates.ts), and the site their links lead to. */
  templates: ReadonlyMap<string, AnyMailTemplate>;
  site: MailSite;
  retry?: MailRetry | undefined;
  /** Counts each try's outcome (METRICS_PORT). */
  metrics?: SiteMetrics | undefined;
}

/**
 * The message a delivery stands for: rendered from its template now, in the worker, so no request
 * waits on React; a mail queued before mails were templates keeps its stored text.
 */
async function messageOf(deps: MailDeliveryDeps, delivery: deliveries.Delivery): Promise<MailMessage> {
  const { to } = delivery;
  // Cleaned again as it is sent: a row queued before subjects were cleaned, or written by other code, gets no other way out.
  const subject = singleLine(delivery.subject);
  if (!delivery.template) return { to, subject, text: delivery.text ?? '' };
  const template = deps.templates.get(delivery.template);
  if (!template) throw new Error(`no mail template named ${delivery.template}`);
  return { to, subject, ...(await renderMail(template, delivery.props, deps.site)) };
}

/** Registers the worker that renders queued mail and hands it to the mail server. */
export function defineMailDelivery(tasks: TaskQueue, deps: MailDeliveryDeps): void {
  tasks.define<{ deliveryId: string; reqId?: string }>(DELIVER_MAIL_TASK, {
    ...(deps.retry ?? MAIL_RETRY),
    expireInSeconds: DELIVERY_TIMEOUT_SECONDS,
    // Sending is mostly waiting on the mail server: a few at once per instance.
    concurrency: 4,
    async run({ data, isLastTry }) {
      const log = deps.log.child({ mailDelivery: data.deliveryId, ...(data.reqId ? { reqId: data.reqId } : {}) });
      const delivery = await deliveries.findDelivery(deps.db, data.deliveryId);
      // Sent by an earlier try whose completion was lost, or deleted: nothing is owed.
      if (!delivery || delivery.status === 'sent') return;
      try {
        await deps.mailer.send(await messageOf(deps, delivery), log);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await deliveries.recordFailedTry(deps.db, delivery.id, reason.slice(0, 500), isLastTry);
        deps.metrics?.mailDeliveries.inc({ outcome: isLastTry ? 'failed' : 'retry' });
        log[isLastTry ? 'error' : 'warn']({ err: error, mail: { subject: delivery.subject } }, isLastTry ? 'mail could not be delivered: shown to admins' : 'mail not delivered yet: will try again');
        throw error;
      }
      await deliveries.markSent(deps.db, delivery.id);
      deps.metrics?.mailDeliveries.inc({ outcome: 'sent' });
    },
  });
}
