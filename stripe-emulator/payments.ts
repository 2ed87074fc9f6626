import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { buildCharge, buildInvoicePayment, buildPaymentIntent } from './objects/payment.js';
import { formatAmount } from './money.js';

/** Consumes a `failNextPayment` aimed at this customer, or at whoever pays next. */
export function takeDeclineFor(context: EmulatorContext, customerId: string): boolean {
  const queue = context.store.state.declineNextPaymentFor;
  const index = queue.findIndex((target) => target === customerId || target === '*');
  if (index === -1) return false;
  queue.splice(index, 1);
  return true;
}

export function customerOrThrow(context: EmulatorContext, customerId: string): Stripe.Customer {
  const customer = context.store.state.customers[customerId];
  if (!customer) throw resourceMissing('customer', customerId, 'customer');
  return customer;
}

/**
 * One automatic charge of an invoice: a PaymentIntent with its Charge and the InvoicePayment that
 * links them. A declined charge leaves the invoice open.
 */
export function chargeInvoice(
  context: EmulatorContext,
  invoice: Stripe.Invoice,
  customer: Stripe.Customer,
  succeeded: boolean,
  paymentMethod: Stripe.PaymentMethod | null,
) {
  const now = context.clock.now();
  const { state } = context.store;
  const fields = {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer,
    description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    succeeded,
    paymentMethod,
  };
  const paymentIntent = buildPaymentIntent(fields, now);
  const charge = buildCharge(fields, paymentIntent.id, now);
  paymentIntent.latest_charge = charge.id;
  const invoicePayment = buildInvoicePayment(invoice, paymentIntent.id, succeeded, now);
  state.paymentIntents[paymentIntent.id] = paymentIntent;
  state.charges[charge.id] = charge;
  state.invoicePayments[invoicePayment.id] = invoicePayment;

  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (succeeded) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = now;
  }
  return { paymentIntent, charge, invoicePayment };
}

/**
 * A payment method the customer may use as a default: it must exist and be attached to them, as
 * Stripe requires (`param` names the parameter in the error).
 */
export function attachedPaymentMethodOrThrow(context: EmulatorContext, customerId: string, paymentMethodId: string, param: string): Stripe.PaymentMethod {
  const paymentMethod = context.store.state.paymentMethods[paymentMethodId];
  if (!paymentMethod) throw resourceMissing('PaymentMethod', paymentMethodId, param);
  if (paymentMethod.customer !== customerId) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
      param,
      'resource_missing',
    );
  }
  return paymentMethod;
}

/** What a renewal charges: the subscription's default payment method, else the customer's invoice default. */
export function paymentMethodForRenewal(context: EmulatorContext, subscription: Stripe.Subscription, customer: Stripe.Customer): Stripe.PaymentMethod | null {
  const idOf = (value: string | { id: string } | null | undefined) => (value && typeof value === 'object' ? value.id : (value ?? null));
  const id = idOf(subscription.default_payment_method) ?? idOf(customer.invoice_settings.default_payment_method);
  return id ? (context.store.state.paymentMethods[id] ?? null) : null;
}

export function nextInvoiceNumber(context: EmulatorContext): string {
  context.store.state.invoiceSequence += 1;
  return `EMU-${String(context.store.state.invoiceSequence).padStart(4, '0')}`;
}

/** Stripe's wording for a subscription line: `1 × Premium plan (at $49.00 / month)`. */
export function lineDescription(context: EmulatorContext, item: Stripe.SubscriptionItem): string {
  const product = context.store.state.products[String(item.price.product)];
  const interval = item.price.recurring?.interval ?? 'month';
  return `${item.quantity ?? 1} × ${product?.name ?? 'Subscription'} (at ${formatAmount(item.price)} / ${interval})`;
}
