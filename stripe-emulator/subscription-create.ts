import type Stripe from 'stripe';
import { periodEnd, type RecurringInterval } from './clock.js';
import type { EmulatorContext } from './context.js';
import { failedAttemptEvents } from './dunning.js';
import { invalidRequest, resourceMissing } from './errors.js';
import type { EventBody } from './objects/event.js';
import { buildPrice } from './objects/price.js';
import { buildSubscription } from './objects/subscription.js';
import { refuseAboveChargeCap } from './money.js';
import { attachedPaymentMethodOrThrow, chargeInvoice, customerOrThrow, offSessionOutcome, subscriptionInvoice } from './payments.js';

/** `POST /v1/subscriptions` as the Dashboard or a script sends it: one item, priced inline against a product. */
export interface SubscriptionRequest {
  customer: string;
  priceData: { currency: string; product: string; unitAmount: number; interval: RecurringInterval; intervalCount: number };
  quantity: number;
  defaultPaymentMethod?: string;
  metadata: Stripe.Metadata;
  description?: string | null;
  cancelAt?: number;
}

/**
 * A subscription made through the API: its first invoice is charged at once to the default payment
 * method given (or the customer's invoice default). Paid, it is `active`; refused (declined, or
 * waiting for authentication), it is `incomplete` with its invoice open, as with Stripe's default
 * `payment_behavior: allow_incomplete`.
 */
export async function createSubscription(context: EmulatorContext, request: SubscriptionRequest): Promise<Stripe.Subscription> {
  const { state } = context.store;
  const customer = customerOrThrow(context, request.customer);
  if (!state.products[request.priceData.product]) throw resourceMissing('product', request.priceData.product, 'items[0][price_data][product]');
  refuseAboveChargeCap(request.priceData.unitAmount * request.quantity, request.priceData.currency, 'items[0][price_data][unit_amount]');
  const paymentMethodId = request.defaultPaymentMethod ?? idOf(customer.invoice_settings.default_payment_method);
  if (!paymentMethodId) {
    throw invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', undefined, 'resource_missing');
  }
  const paymentMethod = attachedPaymentMethodOrThrow(context, customer.id, paymentMethodId, request.defaultPaymentMethod ? 'default_payment_method' : 'customer');
  const now = context.clock.now();
  if (request.cancelAt !== undefined && request.cancelAt <= now) throw invalidRequest('cancel_at must be in the future.', 'cancel_at');

  const price = buildPrice(request.priceData, now);
  state.prices[price.id] = price;
  const subscription = buildSubscription(
    {
      customer: customer.id,
      price,
      quantity: request.quantity,
      periodStart: now,
      periodEnd: periodEnd(now, request.priceData.interval, request.priceData.intervalCount),
      metadata: { ...request.metadata },
      description: request.description ?? null,
    },
    now,
  );
  if (request.defaultPaymentMethod) subscription.default_payment_method = request.defaultPaymentMethod;
  if (request.cancelAt !== undefined) subscription.cancel_at = request.cancelAt;
  const invoice = subscriptionInvoice(context, customer, subscription, 'subscription_create', { start: now, end: now }, now);
  const outcome = offSessionOutcome(context, customer.id, paymentMethod);
  chargeInvoice(context, invoice, customer, outcome, paymentMethod, now);
  subscription.latest_invoice = invoice.id;
  subscription.status = outcome === 'succeeded' ? 'active' : 'incomplete';
  state.subscriptions[subscription.id] = subscription;
  state.invoices[invoice.id] = invoice;
  context.store.save();

  const invoiceEvents: EventBody[] =
    outcome === 'succeeded'
      ? [
          { type: 'invoice.paid', data: { object: invoice } },
          { type: 'invoice.payment_succeeded', data: { object: invoice } },
        ]
      : failedAttemptEvents(invoice, outcome);
  await context.events.publish([{ type: 'customer.subscription.created', data: { object: subscription } }, ...invoiceEvents]);
  return subscription;
}

const idOf = (value: string | { id: string } | null | undefined) => (value && typeof value === 'object' ? value.id : (value ?? undefined));
