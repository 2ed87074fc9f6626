import type Stripe from 'stripe';
import type { PaymentMethodCard } from '../../../contract/billing.js';
import { isTransientStripeError } from '../../lib/stripe-calls.js';

/**
 * The card behind a payment method, as the subscription tables show it ('Visa •••• 4242' through
 * `paymentMethodLabel`): Stripe's brand and the last four digits. Null for a method that is not a
 * card, or one Stripe refuses to show (deleted, another account's): the table then shows the id.
 * A failure that may pass (Stripe unreachable, rate limited) is thrown, so a sync is retried.
 */
export async function describePaymentMethod(stripe: Stripe, paymentMethodId: string): Promise<PaymentMethodCard | null> {
  let method: Stripe.PaymentMethod;
  try {
    method = await stripe.paymentMethods.retrieve(paymentMethodId);
  } catch (error) {
    if (isTransientStripeError(error)) throw error;
    return null;
  }
  return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
}
