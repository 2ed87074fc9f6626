import type { Transaction } from '../../db/database.js';
import { recordAdminAction, type AuditActor } from '../audit/audit.public.js';
import type { BillingDeps } from './billing-deps.js';
import type { SubscriptionRow } from './billing.table.js';

/** Who the audit log names for what the site does on its own while syncing Stripe (no admin acted). */
export const stripeSyncActor: AuditActor = { id: '00000000-0000-0000-0000-000000000000', email: 'the site (Stripe sync)' };

const isoOf = (seconds: number | null) => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/**
 * In the sync's transaction, once the site has set a fixed term's end at Stripe: the first time
 * (the site had no end recorded: a new or just activated subscription) a log line; a later time
 * (Stripe had lost or moved the end the site had recorded) the audit row and a warning.
 */
export async function recordFixedTermEnd(
  deps: Pick<BillingDeps, 'log'>,
  tx: Transaction,
  { before, row }: { before: Pick<SubscriptionRow, 'cancelAt'> | undefined; row: SubscriptionRow },
  restored: { cancelAt: number; stripeHad: number | null },
): Promise<void> {
  const detail = { stripeSubscriptionId: row.stripeSubscriptionId, endsAt: isoOf(restored.cancelAt), stripeHad: isoOf(restored.stripeHad) };
  if (!before?.cancelAt) {
    deps.log.info(detail, "stripe: a fixed-term subscription's end set");
    return;
  }
  await recordAdminAction(tx, {
    actor: stripeSyncActor,
    action: 'subscription.term_restored',
    target: { type: 'subscription', id: row.id },
    detail,
    origin: { ip: null, userAgent: null },
  });
  deps.log.warn(detail, "stripe: a fixed-term subscription's end was missing or later at Stripe; the site put its own back");
}
