import type Stripe from 'stripe';
import { idOf, type PaymentDetails } from './stripe-snapshots.js';

/**
 * Stripe's retries and renewals charge the subscription's default payment method, not the card an
 * overdue invoice was last paid with. So when a renewal's invoice is paid with another card than
 * the subscription's default (an automatic charge uses the default, so this is the customer paying
 * it on its page, e.g. after a decline or to authenticate), that card becomes the default, and the
 * next renewal charges it. Only on that invoice's `invoice.paid` event: a later sync re-reading an
 * old invoice must not undo a card changed since in the portal. The idempotency key is the
 * invoice's, so a retried sync sends the same request. Answers the subscription as Stripe now has it.
 */
export async function adoptPayingCard(
  stripe: Stripe,
  subscription: Stripe.Subscription,
  invoices: readonly { invoice: Stripe.Invoice; details: PaymentDetails }[],
  cause: { event?: { type: string } | undefined; invoiceId?: string | undefined },
): Promise<Stripe.Subscription> {
  if (cause.event?.type !== 'invoice.paid') return subscription;
  // A one-off invoice ('manual': extra hours after the plan ended) is not a renewal, and its subscription may be over.
  const recovered = invoices.find(
    ({ invoice }) => invoice.id === cause.invoiceId && invoice.status === 'paid' && invoice.billing_reason !== 'subscription_create' && invoice.billing_reason !== 'manual',
  );
  const card = recovered?.details.paymentMethodId;
  if (!recovered || !card || card === idOf(subscription.default_payment_method)) return subscription;
  return stripe.subscriptions.update(subscription.id, { default_payment_method: card }, { idempotencyKey: `default-card:${recovered.invoice.id}` });
}

/** The bank asks the cardholder to confirm the payment (3D Secure): the PaymentIntent waits for them, or Stripe said so. */
export function needsAuthentication(
  snapshot: { invoice: Stripe.Invoice; details: PaymentDetails },
  cause: { event?: { type: string } | undefined; invoiceId?: string | undefined },
): boolean {
  if (snapshot.details.paymentIntentStatus === 'requires_action') return true;
  return cause.event?.type === 'invoice.payment_action_required' && cause.invoiceId === snapshot.invoice.id;
}
