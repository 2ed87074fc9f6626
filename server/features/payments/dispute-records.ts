import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '../../db/database.js';
import { disputes, payments, type DisputeRow, type PaymentRow } from './payments.table.js';

/** What the payment shows: disputed while Stripe decides, then won or lost; null for an inquiry that closed without a chargeback. */
export function paymentDisputeStatus(status: string): 'disputed' | 'won' | 'lost' | null {
  if (status === 'won' || status === 'lost') return status;
  if (status === 'warning_closed' || status === 'prevented') return null;
  return 'disputed';
}

export interface RecordedDispute {
  payment: PaymentRow;
  dispute: DisputeRow;
  /** Recorded for the first time: the company inbox is told once. */
  newlyOpened: boolean;
}

/** Upserts Stripe's dispute of a (locked) payment and sets what the payment shows. */
export async function applyDispute(db: Executor, payment: PaymentRow, dispute: Stripe.Dispute): Promise<RecordedDispute> {
  const values = {
    amount: dispute.amount,
    currency: dispute.currency,
    status: dispute.status,
    reason: dispute.reason,
    evidenceDueBy: dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null,
    updatedAt: new Date(),
  };
  const [known] = await db.select({ id: disputes.id }).from(disputes).where(eq(disputes.stripeDisputeId, dispute.id)).limit(1);
  const [row] = await db
    .insert(disputes)
    .values({ ...values, stripeDisputeId: dispute.id, paymentId: payment.id, createdAt: new Date(dispute.created * 1000) })
    .onConflictDoUpdate({ target: disputes.stripeDisputeId, set: values })
    .returning();
  const [updated] = await db
    .update(payments)
    .set({ disputeStatus: paymentDisputeStatus(dispute.status), updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  return { payment: updated!, dispute: row!, newlyOpened: !known };
}
