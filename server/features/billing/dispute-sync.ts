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
 * Syncs one dispute (re-read from Stripe, whichever `charge.dispute.*` event brought us here) onto
 * its payment, under the payment's row lock. The company inbox hears of it once, when it is first
 * recorded. A dispute of a payment the site has not recorded is acknowledged: recording its
 * invoice does not bring disputes along, so it is logged for an admin to find in the Dashboard.
 */
export async function syncDispute(deps: BillingDeps, disputeId: string, event?: StripeEventRef): Promise<SyncOutcome> {
  const outcome = await runSync(
    deps,
    `dispute:${disputeId}`,
    event,
    () => deps.stripe.client.disputes.retrieve(disputeId),
    async (tx, dispute): Promise<RecordedDispute | undefined> => {
      const paymentIntentId = idOf(dispute.payment_intent);
      const payment = paymentIntentId ? await lockPaymentByIntent(tx, paymentIntentId) : undefined;
      if (!payment) {
        deps.log.warn({ disputeId, paymentIntentId }, 'stripe: dispute of a payment this site has not recorded; see the Dashboard');
        return undefined;
      }
      const recorded = await applyDispute(tx, payment, dispute);
      deps.log.warn({ disputeId, status: dispute.status, paymentId: payment.id }, 'stripe: dispute recorded');
      if (recorded.newlyOpened) await tellCompanyOfDispute(deps, tx, recorded, dispute);
      return recorded;
    },
  );
  if (outcome === 'duplicate') return outcome;
  return outcome ? 'synced' : 'ignored';
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
