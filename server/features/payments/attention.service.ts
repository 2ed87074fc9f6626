import type { Currency } from '../../../contract/billing.js';
import type { PaymentsAttention } from '../../../contract/payments.js';
import type { Database } from '../../db/database.js';
import { listFailedRefunds, listOpenDisputes } from './attention.repository.js';

/** How many of each the admin home lists (the oldest deadlines first; the Dashboard has the rest). */
const SHOWN = 50;

/** The dispute's page in Stripe's Dashboard, in the mode the site's key runs in. */
export function disputeDashboardUrl(disputeId: string, livemode: boolean): string {
  return `https://dashboard.stripe.com/${livemode ? '' : 'test/'}disputes/${encodeURIComponent(disputeId)}`;
}

/** What on the payments side waits for an admin: open disputes (evidence due) and refunds that failed. */
export async function paymentsAttention(db: Database, livemode: boolean): Promise<PaymentsAttention> {
  const [disputes, refunds] = await Promise.all([listOpenDisputes(db, SHOWN), listFailedRefunds(db, SHOWN)]);
  return {
    openDisputes: disputes.map((row) => ({
      disputeId: row.stripeDisputeId,
      paymentId: row.paymentId,
      invoiceId: row.invoiceId,
      customerName: row.customerName,
      amount: row.amount,
      currency: row.currency as Currency,
      status: row.status,
      reason: row.reason,
      evidenceDueBy: row.evidenceDueBy?.toISOString() ?? null,
      dashboardUrl: disputeDashboardUrl(row.stripeDisputeId, livemode),
    })),
    failedRefunds: refunds.map((row) => ({
      id: row.id,
      refundId: row.refundId,
      paymentId: row.paymentId,
      invoiceId: row.invoiceId,
      customerName: row.customerName,
      amount: row.amount,
      currency: row.currency as Currency,
      failureReason: row.failureReason,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
