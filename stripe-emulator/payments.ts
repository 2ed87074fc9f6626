import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { resourceMissing } from './errors.js';
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
export function chargeInvoice(context: EmulatorContext, invoice: Stripe.Invoice, customer: Stripe.Customer, succeeded: boolean) {
  const now = context.clock.now();
  const { state } = context.store;
  const fields = {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer,
    description: invoice.billing_reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    succeeded,
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
