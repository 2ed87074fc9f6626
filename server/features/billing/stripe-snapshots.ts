import type Stripe from 'stripe';
import { paymentMethodLabel } from '../../../contract/billing.js';
import { isTransientStripeError } from '../../lib/stripe-calls.js';
import { endOfNthMonthlyPeriod } from './fixed-term.js';

/** An id, whether Stripe sent the id or the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Where the endive API version keeps an invoice's subscription. */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? null);
}

const ongoing = new Set(['active', 'trialing', 'past_due']);

/** What the fixed-term check found: the subscription as it now is, and the end Stripe had when the site put its own back. */
export interface FixedTermCheck {
  subscription: Stripe.Subscription;
  restored?: { cancelAt: number; stripeHad: number | null };
}

/**
 * A monthly selection of N months ends after N paid months. Checkout cannot set `cancel_at`, so
 * the site sets it to the end of the Nth period, without proration, and checks it on every sync:
 * an end removed ("Renew" in a portal, the Dashboard, the API) or moved later is put back. An
 * earlier end (the customer's own cancellation at a period's end) stays. A subscription that is
 * not running yet (incomplete) gets its end on the first sync that finds it active. Setting the
 * same `cancel_at` again changes nothing, so the update is safe to repeat.
 */
export async function holdFixedTermEnd(stripe: Stripe, subscription: Stripe.Subscription, months: number | null): Promise<FixedTermCheck> {
  const item = subscription.items.data[0];
  if (!months || !item || item.price.recurring?.interval !== 'month' || !ongoing.has(subscription.status)) return { subscription };
  const termEnd = endOfNthMonthlyPeriod(subscription.billing_cycle_anchor, months);
  // A term that ended while Stripe kept billing: end with the period already paid for.
  const cancelAt = termEnd > item.current_period_start ? termEnd : item.current_period_end;
  if (subscription.cancel_at !== null && subscription.cancel_at <= cancelAt) return { subscription };
  const updated = await stripe.subscriptions.update(subscription.id, { cancel_at: cancelAt, proration_behavior: 'none' });
  return { subscription: updated, restored: { cancelAt, stripeHad: subscription.cancel_at } };
}

export interface PaymentDetails {
  paymentIntentId: string | null;
  /** e.g. `Visa •••• 4242`, else the payment method's id. */
  paymentMethod: string | null;
  paymentMethodId: string | null;
  /** The PaymentIntent's status: `requires_action` when the bank asks the cardholder to authenticate; null without one. */
  paymentIntentStatus: string | null;
}

/** The endive version reaches an invoice's payment through its InvoicePayments, then the PaymentIntent. */
export async function fetchPaymentDetails(stripe: Stripe, invoice: Stripe.Invoice): Promise<PaymentDetails> {
  const invoicePayments = invoice.payments?.data ?? (await stripe.invoicePayments.list({ invoice: invoice.id, limit: 10 })).data;
  const chosen = invoicePayments.find((payment) => payment.status === 'paid') ?? invoicePayments[0];
  const paymentIntentId = idOf(chosen?.payment.payment_intent ?? null);
  if (!paymentIntentId) return { paymentIntentId: null, paymentMethod: null, paymentMethodId: null, paymentIntentStatus: null };
  const paymentIntent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const paymentIntentStatus = paymentIntent.status;
  const paymentMethodId = idOf(paymentIntent.payment_method);
  if (!paymentMethodId) return { paymentIntentId, paymentMethod: null, paymentMethodId: null, paymentIntentStatus };
  const method = typeof paymentIntent.payment_method === 'object' && paymentIntent.payment_method
    ? paymentIntent.payment_method
    : await readPaymentMethod(stripe, paymentMethodId);
  const card = method?.card;
  return { paymentIntentId, paymentMethodId, paymentIntentStatus, paymentMethod: card ? paymentMethodLabel(card) : (method?.type ?? paymentMethodId) };
}

/** Only for the card's brand and last digits: when Stripe will not show the method, its id will do. */
async function readPaymentMethod(stripe: Stripe, paymentMethodId: string): Promise<Stripe.PaymentMethod | undefined> {
  try {
    return await stripe.paymentMethods.retrieve(paymentMethodId);
  } catch (error) {
    if (isTransientStripeError(error)) throw error;
    return undefined;
  }
}
