import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { afterFailedAttempt, failedAttemptEvents } from './dunning.js';
import { invalidRequest } from './errors.js';
import { finalizeDraft, setInvoiceLines } from './invoice-finalization.js';
import { claimPendingItems, pendingItemsFor } from './invoice-items.js';
import { refuseAboveChargeCap } from './money.js';
import type { EventBody } from './objects/event.js';
import { applyLines, buildInvoice } from './objects/invoice.js';
import { invoiceItemLine } from './objects/invoice-line.js';
import { firstItem } from './objects/subscription.js';
import { collectOffSession, customerOrThrow, paymentMethodForRenewal } from './payments.js';
import { buildPendingUpdate, paidInvoiceEvents } from './pending-updates.js';
import { checkProrationDate, prorationItems } from './proration.js';

export type ProrationBehavior = 'always_invoice' | 'create_prorations' | 'none';
/** `allow_incomplete` is Stripe's default; `pending_if_incomplete` keeps the change until it is paid. */
export type PaymentBehavior = 'allow_incomplete' | 'pending_if_incomplete';

/** `items[0]` of `POST /v1/subscriptions/:id`: the subscription item and its new quantity. */
export interface QuantityChangeRequest {
  itemId: string;
  quantity: number;
  prorationBehavior: ProrationBehavior;
  /** Unix seconds within the current period; now by default. */
  prorationDate?: number;
  paymentBehavior: PaymentBehavior;
}

export function productNameOf(context: EmulatorContext, item: Stripe.SubscriptionItem): string {
  return context.store.state.products[String(item.price.product)]?.name ?? 'Subscription';
}

/** Where each part of a quantity change is named in the request, for Stripe's `param`. */
export const updateParamNames = { item: 'items[0][id]', quantity: 'items[0][quantity]', prorationDate: 'proration_date' };

/** The subscription's item the request names, the quantity checked against the cap, the proration date against the period. */
export function checkQuantityChange(
  subscription: Stripe.Subscription,
  request: Pick<QuantityChangeRequest, 'itemId' | 'quantity' | 'prorationDate'>,
  now: number,
  names = updateParamNames,
) {
  const item = firstItem(subscription);
  if (request.itemId !== item.id) throw invalidRequest(`No such subscription item: '${request.itemId}'`, names.item, 'resource_missing');
  if (request.quantity < 0) throw invalidRequest('Invalid non-negative integer', names.quantity);
  refuseAboveChargeCap((item.price.unit_amount ?? 0) * request.quantity, item.price.currency, names.quantity);
  checkProrationDate(item, request.prorationDate ?? now, names.prorationDate);
  return item;
}

/**
 * A quantity change, as Stripe makes it. `none`: the new quantity from now, billed at the next
 * renewal. `create_prorations`: the same, with the two proration items waiting for that renewal.
 * `always_invoice`: the prorations (and whatever else waits for the subscription) invoiced and
 * charged at once; paid, the change stands; refused, it stands too with the subscription past due
 * (`allow_incomplete`), or waits in `pending_update` while the subscription keeps its quantity
 * (`pending_if_incomplete`). Answers the events, in order, that come before the subscription's
 * own `customer.subscription.updated`.
 */
export function changeQuantity(context: EmulatorContext, subscription: Stripe.Subscription, request: QuantityChangeRequest): EventBody[] {
  const now = context.clock.now();
  const item = checkQuantityChange(subscription, request, now);
  if (request.quantity === (item.quantity ?? 1)) return [];
  if (subscription.pending_update) {
    throw invalidRequest(
      `This subscription has a pending update waiting for invoice ${String(subscription.latest_invoice)} to be paid: pay it, or let it expire at ${subscription.pending_update.expires_at}, before changing the quantity again.`,
      'items',
    );
  }
  const prorationDate = request.prorationDate ?? now;
  const prorations =
    request.prorationBehavior === 'none' ? [] : prorationItems(context, { subscription, item, toQuantity: request.quantity, prorationDate, productName: productNameOf(context, item) }, now);
  if (request.prorationBehavior !== 'always_invoice' || prorations.length === 0) {
    for (const proration of prorations) context.store.state.invoiceItems[proration.id] = proration;
    item.quantity = request.quantity;
    return prorations.map((proration) => ({ type: 'invoiceitem.created', data: { object: proration } }));
  }
  return invoiceTheChange(context, subscription, item, prorations, request, now);
}

/** The `subscription_update` invoice of the prorations and the subscription's waiting items, charged off-session at once. */
function invoiceTheChange(
  context: EmulatorContext,
  subscription: Stripe.Subscription,
  item: Stripe.SubscriptionItem,
  prorations: Stripe.InvoiceItem[],
  request: QuantityChangeRequest,
  now: number,
): EventBody[] {
  const { state } = context.store;
  const customer = customerOrThrow(context, String(subscription.customer));
  const invoice = buildInvoice(
    {
      customer,
      currency: item.price.currency,
      billingReason: 'subscription_update',
      subscription,
      period: { start: now, end: now },
      automaticTax: subscription.automatic_tax.enabled,
      customerTaxIds: state.customerTaxIds[customer.id] ?? [],
      autoAdvance: true,
    },
    now,
  );
  const waiting = pendingItemsFor(context, subscription);
  const lines = [...waiting, ...prorations].map((invoiceItem) => invoiceItemLine(invoiceItem));
  applyLines(invoice, lines);
  refuseAboveChargeCap(invoice.total, invoice.currency, `items[0][quantity]`);

  claimPendingItems(context, [...waiting, ...prorations], invoice);
  for (const proration of prorations) state.invoiceItems[proration.id] = proration;
  setInvoiceLines(context, invoice, lines);
  const created = structuredClone(invoice);
  finalizeDraft(context, invoice, now);
  const finalized = structuredClone(invoice);
  state.invoices[invoice.id] = invoice;
  subscription.latest_invoice = invoice.id;

  const outcome = collectOffSession(context, invoice, customer, paymentMethodForRenewal(context, subscription, customer), now);
  const events: EventBody[] = [
    ...prorations.map((proration): EventBody => ({ type: 'invoiceitem.created', data: { object: structuredClone(proration) } })),
    { type: 'invoice.created', data: { object: created } },
    { type: 'invoice.finalized', data: { object: finalized } },
  ];
  if (outcome === 'succeeded') {
    item.quantity = request.quantity;
    return [...events, ...paidInvoiceEvents(context, invoice)];
  }
  if (request.paymentBehavior === 'pending_if_incomplete') {
    // Stripe does not retry it: the customer pays it (hosted page, invoices.pay) before it expires.
    invoice.next_payment_attempt = null;
    subscription.pending_update = buildPendingUpdate(item, request.quantity, now);
    return [...events, ...structuredClone(failedAttemptEvents(invoice, outcome))];
  }
  // allow_incomplete: the change stands and the invoice is retried on the dunning schedule, as a renewal's.
  item.quantity = request.quantity;
  subscription.status = 'past_due';
  const afterLast = afterFailedAttempt(context, subscription, invoice, now);
  return [...events, ...structuredClone(failedAttemptEvents(invoice, outcome)), ...afterLast];
}
