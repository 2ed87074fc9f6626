import { mailMessages, type UndeliveredMail } from '../../../contract/mail.js';
import type { Database } from '../../db/database.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import * as deliveries from './mail-deliveries.repository.js';
import { DELIVER_MAIL_TASK } from './mail-queue.js';

export async function listUndeliveredMail(db: Database): Promise<{ mails: UndeliveredMail[]; total: number }> {
  const [rows, total] = await Promise.all([deliveries.listUndelivered(db), deliveries.countUndelivered(db)]);
  const mails = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    failedAt: row.failedAt?.toISOString() ?? null,
  }));
  return { mails, total };
}

/** Puts a failed mail back in the queue with a new set of retries; only a failed one, only once. */
export async function resendMail(deps: { db: Database; tasks: TaskQueue }, id: string, audit: AuditContext): Promise<void> {
  if (!isUuid(id)) throw notFound('mail.not_found', mailMessages.notFound);
  await deps.db.transaction(async (tx) => {
    if (await deliveries.reopenFailed(tx, id)) {
      await deps.tasks.enqueue(tx, DELIVER_MAIL_TASK, { deliveryId: id });
      await recordAdminAction(tx, { ...audit, action: 'mail.resent', target: { type: 'mail', id } });
      return;
    }
    const existing = await deliveries.findDelivery(tx, id);
    if (!existing) throw notFound('mail.not_found', mailMessages.notFound);
    throw conflict('mail.not_undelivered', mailMessages.notUndelivered);
  });
}
