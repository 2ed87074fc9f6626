import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { failedAttemptEvents } from './dunning.js';
import { StripeApiError, invalidRequest, resourceMissing } from './errors.js';
import { finalizeDraft, setInvoiceLines } from './invoice-finalization.js';
import { claimPendingItems } from './invoice-items.js';
import type { EventBody } from './objects/event.js';
import { buildInvoice } from './objects/invoice.js';
import { invoiceItemLine } from './objects/invoice-line.js';
import { declinedMessage } from './objects/payment.js';
import { attachedPaymentMethodOrThrow, chargeInvoice, customerOrThrow, offSessionOutcome } from './payments.js';
import { paidInvoiceEvents } from './pending-updates.js';

/** `POST /v1/invoices`: a one-off invoice, a draft until finalized (`billing_reason: 'manual'`, no `parent`). */
export interface InvoiceRequest {
  customer: string;
  currency?: string;
  description: string | null;
  metadata: Stripe.Metadata;
  defaultPaymentMethod?: string;
  /** `include`: the customer's pending items made for no subscription go on it; `exclude` (the default): none do. */
  pendingInvoiceItemsBehavior: 'include' | 'exclude';
}

export function invoiceOrThrow(context: EmulatorContext, invoiceId: string): Stripe.Invoice {
  const invoice = context.store.state.invoices[invoiceId];
  if (!invoice) throw resourceMissing('invoice', invoiceId);
  return invoice;
}

/** Stripe's default currency for a customer: the one their subscriptions bill in, else the account's (usd). */
function customerCurrency(context: EmulatorContext, customer: Stripe.Customer): string {
  const subscriptions = Object.values(context.store.state.subscriptions).filter((subscription) => subscription.customer === customer.id);
  return customer.currency ?? subscriptions.at(-1)?.currency ?? 'usd';
}

export async function createInvoice(context: EmulatorContext, request: InvoiceRequest): Promise<Stripe.Invoice> {
  const { state } = context.store;
  const customer = customerOrThrow(context, request.customer);
  if (request.defaultPaymentMethod) attachedPaymentMethodOrThrow(context, customer.id, request.defaultPaymentMethod, 'default_payment_method');
  const now = context.clock.now();
  const invoice = buildInvoice(
    {
      customer,
      currency: request.currency?.toLowerCase() ?? customerCurrency(context, customer),
      billingReason: 'manual',
      subscription: null,
      period: { start: now, end: now },
      automaticTax: false,
      customerTaxIds: state.customerTaxIds[customer.id] ?? [],
      description: request.description,
      metadata: request.metadata,
      defaultPaymentMethod: request.defaultPaymentMethod ?? null,
      autoAdvance: false,
    },
    now,
  );
  const pending =
    request.pendingInvoiceItemsBehavior === 'include'
      ? Object.values(state.invoiceItems).filter((item) => item.invoice === null && item.customer === customer.id && item.currency === invoice.currency && !item.parent)
      : [];
  setInvoiceLines(context, invoice, claimPendingItems(context, pending, invoice).map((item) => invoiceItemLine(item)));
  state.invoices[invoice.id] = invoice;
  context.store.save();
  await context.events.publish([{ type: 'invoice.created', data: { object: invoice } }]);
  return invoice;
}

/** `POST /v1/invoices/:id/finalize`: a draft gets its number and pages; with nothing due it is paid at once. */
export async function finalizeInvoice(context: EmulatorContext, invoiceId: string): Promise<Stripe.Invoice> {
  const invoice = invoiceOrThrow(context, invoiceId);
  if (invoice.status !== 'draft') throw invalidRequest("This invoice is already finalized, you can't re-finalize a non-draft invoice.");
  finalizeDraft(context, invoice, context.clock.now());
  const events: EventBody[] = [{ type: 'invoice.finalized', data: { object: structuredClone(invoice) } }, ...(invoice.status === 'paid' ? paidInvoiceEvents(context, invoice) : [])];
  context.store.save();
  await context.events.publish(events);
  return invoice;
}

/** Stripe's answer when `invoices.pay` meets a card that wants its holder (off-session by default). */
const requiresActionMessage =
  'This payment requires additional user action before it can be completed successfully. Payment can be completed using the PaymentIntent associated with the invoice. For more details see: https://docs.stripe.com/billing/subscriptions/overview#requires-action';

/** The card `invoices.pay` charges: the one given, else the invoice's default, else the subscription's or the customer's. */
function cardToCharge(context: EmulatorContext, invoice: Stripe.Invoice, customer: Stripe.Customer, given: string | undefined): Stripe.PaymentMethod {
  if (given) return attachedPaymentMethodOrThrow(context, customer.id, given, 'payment_method');
  const subscription = context.store.state.subscriptions[String(invoice.parent?.subscription_details?.subscription)];
  const idOf = (value: string | { id: string } | null | undefined) => (value && typeof value === 'object' ? value.id : value);
  const id = idOf(invoice.default_payment_method) ?? idOf(subscription?.default_payment_method) ?? idOf(customer.invoice_settings.default_payment_method);
  const card = id ? context.store.state.paymentMethods[id] : undefined;
  if (!card) throw invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.', undefined, 'resource_missing');
  return card;
}

/**
 * `POST /v1/invoices/:id/pay`: a draft is finalized first, then the invoice is charged
 * off-session. Paid: `invoice.paid` and `invoice.payment_succeeded` (a subscription's pending
 * update applies, an overdue one is active again). Refused: the invoice stays open,
 * `invoice.payment_failed` is sent, and the answer is Stripe's 402.
 */
export async function payInvoiceThroughApi(context: EmulatorContext, invoiceId: string, paymentMethodId?: string): Promise<Stripe.Invoice> {
  const invoice = invoiceOrThrow(context, invoiceId);
  if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid');
  if (invoice.status === 'void' || invoice.status === 'uncollectible') throw invalidRequest(`This invoice is ${invoice.status} and can no longer be paid.`);
  const customer = customerOrThrow(context, String(invoice.customer));
  const card = invoice.status === 'draft' && invoice.total <= 0 ? null : cardToCharge(context, invoice, customer, paymentMethodId);
  const now = context.clock.now();
  const events: EventBody[] = [];
  if (invoice.status === 'draft') {
    finalizeDraft(context, invoice, now);
    events.push({ type: 'invoice.finalized', data: { object: structuredClone(invoice) } });
  }
  const outcome = invoice.status === 'paid' ? 'succeeded' : offSessionOutcome(context, customer.id, card);
  if (invoice.status !== 'paid') chargeInvoice(context, invoice, customer, outcome, card, now);
  events.push(...(outcome === 'succeeded' ? paidInvoiceEvents(context, invoice) : failedAttemptEvents(invoice, outcome)));
  context.store.save();
  await context.events.publish(events);
  if (outcome === 'declined') throw new StripeApiError(402, 'card_error', declinedMessage, 'card_declined');
  if (outcome === 'authentication_required') throw new StripeApiError(402, 'card_error', requiresActionMessage, 'invoice_payment_intent_requires_action');
  return invoice;
}
