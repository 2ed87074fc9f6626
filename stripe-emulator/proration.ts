import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { invalidRequest } from './errors.js';
import { allLines } from './invoice-finalization.js';
import { roundAmount } from './objects/invoice.js';
import { buildInvoiceItem } from './objects/invoice-item.js';

/**
 * Stripe's proration of a quantity change, by the second (decision 0198): a credit for the unused
 * time at the old quantity and a charge for the remaining time at the new one, each
 * `unit_amount × quantity × (period_end − proration_date) / (period_end − period_start)` rounded
 * half away from zero, both over `[proration_date, period_end]`.
 */
export interface QuantityProration {
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
  toQuantity: number;
  prorationDate: number;
  /** The product's name, for Stripe's wording. */
  productName: string;
}

/** Stripe's date in a proration's description: `15 Jan 2026`. */
const prorationDay = (timestamp: number) =>
  new Date(timestamp * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `proration_date`: a timestamp within the current period (the default is now). */
export function checkProrationDate(item: Stripe.SubscriptionItem, prorationDate: number, param: string) {
  if (prorationDate < item.current_period_start || prorationDate > item.current_period_end) {
    throw invalidRequest(
      `The proration date ${prorationDate} must be within the subscription's current period (${item.current_period_start} to ${item.current_period_end}).`,
      param,
    );
  }
}

/** The line of the invoice that billed the item's current period: the credit for unused time points to it. */
function lineThatBilledThePeriod(context: EmulatorContext, subscription: Stripe.Subscription, item: Stripe.SubscriptionItem) {
  for (const invoice of Object.values(context.store.state.invoices).reverse()) {
    if (invoice.parent?.subscription_details?.subscription !== subscription.id || invoice.status === 'void') continue;
    const line = allLines(context, invoice).find(
      (candidate) =>
        candidate.parent?.subscription_item_details?.subscription_item === item.id &&
        !candidate.parent.subscription_item_details.proration &&
        candidate.period.start === item.current_period_start,
    );
    if (line) return { invoice: invoice.id, line: line.id };
  }
  return null;
}

/** The two proration items (not stored): none when the quantity does not change or no time is left. */
export function prorationItems(context: EmulatorContext, change: QuantityProration, now: number): Stripe.InvoiceItem[] {
  const { subscription, item, toQuantity, prorationDate } = change;
  const fromQuantity = item.quantity ?? 1;
  const start = item.current_period_start;
  const end = item.current_period_end;
  if (fromQuantity === toQuantity || prorationDate >= end || end <= start) return [];
  const unitAmount = item.price.unit_amount ?? 0;
  const share = (quantity: number) => roundAmount((unitAmount * quantity * (end - prorationDate)) / (end - start));
  const day = prorationDay(prorationDate);
  const common = {
    customer: String(subscription.customer),
    currency: item.price.currency,
    metadata: {},
    period: { start: prorationDate, end },
    invoice: null,
    subscription: subscription.id,
  };
  const credit = buildInvoiceItem(
    {
      ...common,
      amount: -share(fromQuantity),
      description: `Unused time on ${fromQuantity} × ${change.productName} after ${day}`,
      proration: { subscriptionItem: item.id, price: item.price, quantity: fromQuantity, creditedLine: lineThatBilledThePeriod(context, subscription, item) },
    },
    now,
  );
  const charge = buildInvoiceItem(
    {
      ...common,
      amount: share(toQuantity),
      description: `Remaining time on ${toQuantity} × ${change.productName} after ${day}`,
      proration: { subscriptionItem: item.id, price: item.price, quantity: toQuantity, creditedLine: null },
    },
    now,
  );
  // A side at quantity 0 bills nothing, and Stripe makes no line for it.
  return [credit, charge].filter((proration) => proration.quantity > 0);
}
