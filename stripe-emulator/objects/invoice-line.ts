import type Stripe from 'stripe';
import { newId } from '../ids.js';

/**
 * Invoice lines as the endive API shapes them. A line says where it came from in `parent`:
 * - a subscription's period: `subscription_item_details` with `proration: false`, `invoice_item: null`;
 * - a proration (an invoice item Stripe made for a quantity change): `subscription_item_details`
 *   with `proration: true` and `invoice_item` its id (null for a proration a preview computes but does not make);
 * - any other invoice item (made with `POST /v1/invoiceitems`): `invoice_item_details` with
 *   `invoice_item` its id and `subscription` the one it was made for, if any.
 */

export interface SubscriptionLineFields {
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
  quantity: number;
  /** Stripe's wording, `2 × Premium plan (at $49.00 / month)`. */
  description: string;
  period: { start: number; end: number };
  /** A preview's line (`il_tmp_…`, as Stripe's upcoming lines are). */
  preview?: boolean;
}

const lineId = (preview: boolean | undefined) => newId(preview ? 'il_tmp' : 'il');

export function subscriptionLine(fields: SubscriptionLineFields): Stripe.InvoiceLineItem {
  const { item, subscription } = fields;
  const amount = (item.price.unit_amount ?? 0) * fields.quantity;
  return {
    id: lineId(fields.preview),
    object: 'line_item',
    amount,
    currency: item.price.currency,
    description: fields.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: null,
    livemode: false,
    metadata: subscription.metadata,
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period: fields.period,
    pretax_credit_amounts: [],
    pricing: { price_details: { price: item.price.id, product: String(item.price.product) }, type: 'price_details', unit_amount_decimal: null },
    quantity: fields.quantity,
    quantity_decimal: null,
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  } satisfies Stripe.InvoiceLineItem;
}

/**
 * The line an invoice item becomes on the invoice that takes it. `preview`: a preview's line;
 * `unsaved`: a proration the preview computed but nothing made, so no invoice item to point to.
 */
export function invoiceItemLine(item: Stripe.InvoiceItem, options: { preview?: boolean; unsaved?: boolean } = {}): Stripe.InvoiceLineItem {
  const subscription = item.parent?.subscription_details?.subscription ?? null;
  const subscriptionItem = item.parent?.subscription_details?.subscription_item;
  const credited = item.proration_details?.credited_items?.invoice_line_item_details;
  const prorationDetails = { credited_items: credited ? { invoice: credited.invoice, invoice_line_items: credited.invoice_line_items } : null };
  const parent: Stripe.InvoiceLineItem.Parent =
    item.proration && subscriptionItem
      ? {
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: options.unsaved ? null : item.id,
            proration: true,
            proration_details: prorationDetails,
            subscription,
            subscription_item: subscriptionItem,
          },
          type: 'subscription_item_details',
        }
      : {
          invoice_item_details: { invoice_item: item.id, proration: false, proration_details: prorationDetails, subscription },
          subscription_item_details: null,
          type: 'invoice_item_details',
        };
  return {
    id: lineId(options.preview),
    object: 'line_item',
    amount: item.amount,
    currency: item.currency,
    description: item.description,
    discount_amounts: [],
    discountable: item.discountable,
    discounts: [],
    invoice: null,
    livemode: false,
    metadata: item.metadata ?? {},
    parent,
    period: item.period,
    pretax_credit_amounts: [],
    pricing: item.pricing?.price_details
      ? { price_details: { price: item.pricing.price_details.price, product: item.pricing.price_details.product }, type: 'price_details', unit_amount_decimal: null }
      : null,
    quantity: item.quantity,
    quantity_decimal: null,
    subscription,
    subtotal: item.amount,
    taxes: [],
  } satisfies Stripe.InvoiceLineItem;
}
