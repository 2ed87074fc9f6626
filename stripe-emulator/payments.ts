import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { StripeApiError, invalidRequest, resourceMissing } from './errors.js';
import { finalizeDraft, setInvoiceLines } from './invoice-finalization.js';
import { claimPendingItems, pendingItemsFor } from './invoice-items.js';
import { buildInvoice } from './objects/invoice.js';
import { invoiceItemLine, subscriptionLine } from './objects/invoice-line.js';
import { firstItem } from './objects/subscription.js';
import { buildCharge, buildInvoicePayment, buildPaymentIntent, paymentIntentOutcome, type ChargeOutcome } from './objects/payment.js';
import { cardNumberOf, testCards } from './objects/payment-method.js';
import { formatAmount } from './money.js';

/** Consumes a `failNextPayment` aimed at this customer, or at whoever pays next. */
export function takeDeclineFor(context: EmulatorContext, customerId: string): boolean {
  const queue = context.store.state.declineNextPaymentFor;
  const index = queue.findIndex((target) => target === customerId || target === '*');
  if (index === -1) return false;
  queue.splice(index, 1);
  return true;
}

/** The customer a `customer` parameter names: an unknown one answers 404, a deleted one Stripe's 400 (both `resource_missing`). */
export function customerOrThrow(context: EmulatorContext, customerId: string): Stripe.Customer {
  const customer = context.store.state.customers[customerId];
  if (customer) return customer;
  if (context.store.state.deletedCustomers[customerId]) {
    throw new StripeApiError(400, 'invalid_request_error', `No such customer: '${customerId}'`, 'resource_missing', 'customer');
  }
  throw resourceMissing('customer', customerId, 'customer');
}

/**
 * How an automatic (off-session) charge of this card ends: a `failNextPayment` or a declining card
 * is declined, the authentication-required card waits for the cardholder. No card at all is a
 * payment made before the emulator kept payment methods: it goes through.
 */
export function offSessionOutcome(context: EmulatorContext, customerId: string, paymentMethod: Stripe.PaymentMethod | null): ChargeOutcome {
  if (takeDeclineFor(context, customerId)) return 'declined';
  const card = paymentMethod?.card ? testCards[cardNumberOf(paymentMethod)] : undefined;
  if (card?.declines || card?.chargesDecline) return 'declined';
  if (card?.requiresAuthentication) return 'authentication_required';
  return 'succeeded';
}

/** How Stripe describes an invoice's PaymentIntent. */
const paymentDescriptions: Partial<Record<Stripe.Invoice.BillingReason, string>> = {
  subscription_create: 'Subscription creation',
  subscription_cycle: 'Subscription update',
  subscription_update: 'Subscription update',
  manual: 'Payment for Invoice',
};

/**
 * One attempt to collect an invoice, as Stripe makes it: the invoice's one PaymentIntent (made on
 * the first attempt, confirmed again on each later one) with a new Charge for each attempt the
 * bank answers, and the InvoicePayment linking it. A failed attempt leaves the invoice open.
 */
export function chargeInvoice(
  context: EmulatorContext,
  invoice: Stripe.Invoice,
  customer: Stripe.Customer,
  outcome: ChargeOutcome,
  paymentMethod: Stripe.PaymentMethod | null,
  at = context.clock.now(),
) {
  // Nothing due (a credit covered it, or a $0 invoice): Stripe marks it paid when finalized, with no payment.
  if (invoice.status === 'paid' && invoice.amount_paid === 0 && invoice.attempt_count === 0) return null;
  const { state } = context.store;
  const fields = {
    amount: invoice.amount_due,
    currency: invoice.currency,
    customer,
    description: paymentDescriptions[invoice.billing_reason ?? 'manual'] ?? 'Payment for Invoice',
    outcome,
    paymentMethod,
  };
  const succeeded = outcome === 'succeeded';
  const existing = Object.values(state.invoicePayments).find((payment) => payment.invoice === invoice.id && payment.is_default);
  const paymentIntent = existing?.payment.payment_intent ? state.paymentIntents[String(existing.payment.payment_intent)] : undefined;
  let invoicePayment = existing;
  let intent = paymentIntent;
  if (intent && invoicePayment) {
    Object.assign(intent, paymentIntentOutcome(outcome, invoice.amount_due, paymentMethod));
  } else {
    intent = buildPaymentIntent(fields, at);
    invoicePayment = buildInvoicePayment(invoice, intent.id, false, at);
    state.paymentIntents[intent.id] = intent;
    state.invoicePayments[invoicePayment.id] = invoicePayment;
  }
  const charge = outcome === 'authentication_required' ? null : buildCharge(fields, intent.id, at);
  if (charge) {
    state.charges[charge.id] = charge;
    intent.latest_charge = charge.id;
  }
  if (succeeded) {
    invoicePayment.amount_paid = invoice.amount_due;
    invoicePayment.status = 'paid';
    invoicePayment.status_transitions.paid_at = at;
  }

  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (succeeded) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = at;
    invoice.next_payment_attempt = null;
  }
  return { paymentIntent: intent, charge, invoicePayment };
}

/**
 * An automatic (off-session) attempt on a finalized invoice with this card: nothing due succeeds
 * without a payment; otherwise `offSessionOutcome` decides and the attempt is recorded.
 */
export function collectOffSession(context: EmulatorContext, invoice: Stripe.Invoice, customer: Stripe.Customer, paymentMethod: Stripe.PaymentMethod | null, at: number): ChargeOutcome {
  if (invoice.status === 'paid') return 'succeeded';
  const outcome = offSessionOutcome(context, customer.id, paymentMethod);
  chargeInvoice(context, invoice, customer, outcome, paymentMethod, at);
  return outcome;
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

/**
 * The invoice of a subscription's period (its first, or a renewal's), worded and taxed as the
 * subscription says, with the customer's tax IDs, finalized (numbered, its pages set, the
 * customer's balance applied); `invoicePeriod` is Stripe's invoice-level period (the one that just
 * ended; the creation time on a first invoice). A renewal also takes the subscription's pending
 * invoice items (extra charges, credits, prorations), each then pointing to it.
 */
export function subscriptionInvoice(
  context: EmulatorContext,
  customer: Stripe.Customer,
  subscription: Stripe.Subscription,
  billingReason: 'subscription_create' | 'subscription_cycle',
  invoicePeriod: { start: number; end: number },
  at: number,
): Stripe.Invoice {
  const item = firstItem(subscription);
  const invoice = buildInvoice(
    {
      customer,
      currency: item.price.currency,
      billingReason,
      subscription,
      period: invoicePeriod,
      automaticTax: subscription.automatic_tax.enabled,
      customerTaxIds: context.store.state.customerTaxIds[customer.id] ?? [],
      autoAdvance: true,
    },
    at,
  );
  const periodLine = subscriptionLine({
    subscription,
    item,
    quantity: item.quantity ?? 1,
    description: lineDescription(context, item),
    period: { start: item.current_period_start, end: item.current_period_end },
  });
  const pending = billingReason === 'subscription_cycle' ? claimPendingItems(context, pendingItemsFor(context, subscription), invoice) : [];
  setInvoiceLines(context, invoice, [periodLine, ...pending.map((pendingItem) => invoiceItemLine(pendingItem))]);
  finalizeDraft(context, invoice, at);
  return invoice;
}

/** Stripe's wording for a subscription line: `1 × Premium plan (at $49.00 / month)`. */
export function lineDescription(context: EmulatorContext, item: Stripe.SubscriptionItem): string {
  const product = context.store.state.products[String(item.price.product)];
  const interval = item.price.recurring?.interval ?? 'month';
  return `${item.quantity ?? 1} × ${product?.name ?? 'Subscription'} (at ${formatAmount(item.price)} / ${interval})`;
}
