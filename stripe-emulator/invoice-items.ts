import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { invalidRequest, resourceMissing } from './errors.js';
import { allLines, setInvoiceLines } from './invoice-finalization.js';
import { refuseAboveChargeCap } from './money.js';
import { TAX_RATE_PERCENT, roundAmount } from './objects/invoice.js';
import { buildInvoiceItem } from './objects/invoice-item.js';
import { invoiceItemLine } from './objects/invoice-line.js';
import { firstItem } from './objects/subscription.js';
import { customerOrThrow } from './payments.js';

/** `POST /v1/invoiceitems`: an amount (negative for a credit) for a subscription's next invoice, a draft invoice, or the customer's next invoice. */
export interface InvoiceItemRequest {
  customer: string;
  amount: number;
  currency?: string;
  description: string | null;
  metadata: Stripe.Metadata;
  period?: { start: number; end: number };
  subscription?: string;
  invoice?: string;
}

const subscriptionOf = (item: Stripe.InvoiceItem) => item.parent?.subscription_details?.subscription ?? null;

/**
 * The pending items a subscription's next invoice takes, oldest first: those made for it, and the
 * customer's items made for no subscription and no invoice (Stripe puts those on the customer's
 * next invoice), in the subscription's currency.
 */
export function pendingItemsFor(context: EmulatorContext, subscription: Stripe.Subscription): Stripe.InvoiceItem[] {
  return Object.values(context.store.state.invoiceItems).filter(
    (item) =>
      item.invoice === null &&
      item.customer === subscription.customer &&
      item.currency === subscription.currency &&
      (subscriptionOf(item) === subscription.id || subscriptionOf(item) === null),
  );
}

/** The items an invoice takes: each now points to it. */
export function claimPendingItems(context: EmulatorContext, items: Stripe.InvoiceItem[], invoice: Stripe.Invoice): Stripe.InvoiceItem[] {
  for (const item of items) item.invoice = invoice.id;
  return items;
}

/** What an amount adds with Stripe Tax on: the emulator's fixed rate, rounded as lines are. */
const withTax = (amount: number, taxed: boolean) => amount + (taxed ? roundAmount((amount * TAX_RATE_PERCENT) / 100) : 0);

/** The currency an item is in: the one given, else its invoice's or subscription's, else the customer's. */
function currencyOf(request: InvoiceItemRequest, target: { currency: string } | undefined, customer: Stripe.Customer): string {
  const given = request.currency?.toLowerCase();
  const expected = target?.currency;
  if (given && expected && given !== expected) {
    throw invalidRequest(`The currency of the invoice item (${given}) must match the currency of the ${request.invoice ? 'invoice' : 'subscription'} (${expected}).`, 'currency');
  }
  const currency = given ?? expected ?? customer.currency ?? undefined;
  if (!currency) throw invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
  return currency;
}

/** A subscription the item may go on: the customer's, and not ended (Stripe refuses an item on a canceled one). */
function subscriptionForItem(context: EmulatorContext, subscriptionId: string, customer: Stripe.Customer): Stripe.Subscription {
  const subscription = context.store.state.subscriptions[subscriptionId];
  if (!subscription) throw resourceMissing('subscription', subscriptionId, 'subscription');
  if (subscription.customer !== customer.id) throw invalidRequest(`The subscription ${subscriptionId} does not belong to the customer ${customer.id}.`, 'subscription');
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    throw invalidRequest(`The subscription ${subscriptionId} is canceled: invoice items cannot be added to it. Add the item to an invoice of its own instead.`, 'subscription');
  }
  return subscription;
}

/** A draft invoice of the customer's: only a draft takes new items. */
function draftForItem(context: EmulatorContext, invoiceId: string, customer: Stripe.Customer): Stripe.Invoice {
  const invoice = context.store.state.invoices[invoiceId];
  if (!invoice) throw resourceMissing('invoice', invoiceId, 'invoice');
  if (invoice.customer !== customer.id) throw invalidRequest(`The invoice ${invoiceId} does not belong to the customer ${customer.id}.`, 'invoice');
  if (invoice.status !== 'draft') throw invalidRequest(`You can only add invoice items to draft invoices: invoice ${invoiceId} is ${invoice.status}.`, 'invoice', 'invoice_not_editable');
  return invoice;
}

/**
 * Makes the item. On a draft invoice it becomes a line of it at once; for a subscription it waits
 * for the subscription's next invoice. Either way the invoice it lands on must stay within
 * Stripe's cap on one charge.
 */
export async function createInvoiceItem(context: EmulatorContext, request: InvoiceItemRequest): Promise<Stripe.InvoiceItem> {
  const { state } = context.store;
  const customer = customerOrThrow(context, request.customer);
  const subscription = request.subscription ? subscriptionForItem(context, request.subscription, customer) : undefined;
  const invoice = request.invoice ? draftForItem(context, request.invoice, customer) : undefined;
  if (subscription && invoice && invoice.parent?.subscription_details?.subscription !== subscription.id) {
    throw invalidRequest(`The invoice ${invoice.id} does not belong to the subscription ${subscription.id}.`, 'invoice');
  }
  const currency = currencyOf(request, invoice ?? subscription, customer);
  refuseAboveChargeCap(Math.abs(request.amount), currency, 'amount');
  if (request.period && request.period.end < request.period.start) throw invalidRequest('The period end must be on or after its start.', 'period[end]');
  const now = context.clock.now();

  if (invoice) {
    refuseAboveChargeCap(withTax(invoice.subtotal + request.amount, invoice.automatic_tax.enabled), currency, 'amount');
  } else if (subscription) {
    const item = firstItem(subscription);
    const waiting = pendingItemsFor(context, subscription).reduce((sum, pending) => sum + pending.amount, 0);
    refuseAboveChargeCap(withTax((item.price.unit_amount ?? 0) * (item.quantity ?? 1) + waiting + request.amount, subscription.automatic_tax.enabled), currency, 'amount');
  }

  const item = buildInvoiceItem(
    {
      customer: customer.id,
      currency,
      amount: request.amount,
      description: request.description,
      metadata: request.metadata,
      period: request.period ?? { start: now, end: now },
      invoice: invoice?.id ?? null,
      subscription: subscription?.id ?? null,
    },
    now,
  );
  state.invoiceItems[item.id] = item;
  if (invoice) setInvoiceLines(context, invoice, [...allLines(context, invoice), invoiceItemLine(item)]);
  context.store.save();
  await context.events.publish([{ type: 'invoiceitem.created', data: { object: item } }]);
  return item;
}

export function invoiceItemOrThrow(context: EmulatorContext, itemId: string): Stripe.InvoiceItem {
  const item = context.store.state.invoiceItems[itemId];
  if (!item) throw resourceMissing('invoiceitem', itemId);
  return item;
}

/** Stripe deletes an item only while pending or on a draft invoice (whose line goes with it). */
export async function deleteInvoiceItem(context: EmulatorContext, itemId: string): Promise<Stripe.DeletedInvoiceItem> {
  const { state } = context.store;
  const item = invoiceItemOrThrow(context, itemId);
  const invoice = item.invoice ? state.invoices[String(item.invoice)] : undefined;
  if (invoice && invoice.status !== 'draft') {
    throw invalidRequest(`The invoice item ${itemId} is on invoice ${invoice.id}, which is ${invoice.status}: only a pending item or one on a draft invoice can be deleted.`, undefined, 'invoice_not_editable');
  }
  if (invoice) {
    const lines = allLines(context, invoice).filter((line) => (line.parent?.invoice_item_details?.invoice_item ?? line.parent?.subscription_item_details?.invoice_item) !== itemId);
    setInvoiceLines(context, invoice, lines);
  }
  delete state.invoiceItems[itemId];
  context.store.save();
  await context.events.publish([{ type: 'invoiceitem.deleted', data: { object: item } }]);
  return { id: itemId, object: 'invoiceitem', deleted: true };
}
