import type Stripe from 'stripe';
import type { Transaction } from '../../db/database.js';
import { findUserById } from '../auth/auth.public.js';
import { mailOf } from '../mail/mail.public.js';
import { applyDispute, disputeDashboardUrl, lockPaymentByIntent, type RecordedDispute } from '../payments/payments.public.js';
import type { BillingDeps } from './billing-deps.js';
import { disputeOpenedMail } from './emails/dispute-opened.email.js';
import { idOf } from './stripe-snapshots.js';
import { runSync, type StripeEventRef, type SyncOutcome } from './stripe-sync.js';

/**
 * A dispute of a payment the site has not recorded yet (its invoice's event is still on the way):
 * the event is not stored as handled, so its chain of tries (STRIPE_EVENT_RETRY) comes back to it
 * once the payment is there. Recording an invoice does not bring its disputes along.
 */
export class DisputedPaymentNotRecorded extends Error {
  constructor(disputeId: string, paymentIntentId: string | null) {
    super(`Dispute ${disputeId}: its payment (${paymentIntentId ?? 'no payment intent'}) is not recorded on the site yet; tried again until it is.`);
    this.name = 'DisputedPaymentNotRecorded';
  }
}

/**
 * Syncs one dispute (re-read from Stripe, whichever `charge.dispute.*` event brought us here) onto
 * its payment, under the payment's row lock. The company inbox hears of it once, when it is first
 * recorded. A dispute of a payment the site has not recorded throws DisputedPaymentNotRecorded:
 * retried, and listed for an admin if it never is.
 */
export async function syncDispute(deps: BillingDeps, disputeId: string, event?: StripeEventRef): Promise<SyncOutcome> {
  const outcome = await runSync(
    deps,
    `dispute:${disputeId}`,
    event,
    () => deps.stripe.client.disputes.retrieve(disputeId),
    async (tx, dispute): Promise<RecordedDispute> => {
      const paymentIntentId = idOf(dispute.payment_intent);
      const payment = paymentIntentId ? await lockPaymentByIntent(tx, paymentIntentId) : undefined;
      if (!payment) throw new DisputedPaymentNotRecorded(disputeId, paymentIntentId ?? null);
      const recorded = await applyDispute(tx, payment, dispute);
      deps.log.warn({ disputeId, status: dispute.status, paymentId: payment.id }, 'stripe: dispute recorded');
      if (recorded.newlyOpened) await tellCompanyOfDispute(deps, tx, recorded, dispute);
      return recorded;
    },
  );
  return outcome === 'duplicate' ? outcome : 'synced';
}

async function tellCompanyOfDispute(deps: BillingDeps, tx: Transaction, { payment }: RecordedDispute, dispute: Stripe.Dispute) {
  const customer = await findUserById(tx, payment.userId);
  const dueBy = dispute.evidence_details?.due_by;
  const message = mailOf(disputeOpenedMail, deps.companyInbox, {
    customerName: customer?.name ?? 'a former customer',
    customerEmail: customer?.email ?? 'unknown',
    amount: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    evidenceDueBy: dueBy ? new Date(dueBy * 1000).toISOString() : null,
    invoiceId: payment.stripeInvoiceId,
    dashboardUrl: disputeDashboardUrl(dispute.id, deps.stripe.livemode),
  });
  await deps.mail.queue(tx, message, deps.log);
}
