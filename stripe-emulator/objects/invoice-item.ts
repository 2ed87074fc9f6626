import type Stripe from 'stripe';
import { newId } from '../ids.js';

/** On the wire Stripe sends a decimal as a string; the SDK turns it into its Decimal when it reads the answer. */
export const decimalString = (value: number | string) => String(value) as unknown as Stripe.Decimal;

/** What a proration item records: the subscription item it prorates, at which price and quantity, and the line it credits. */
export interface ProrationOf {
  subscriptionItem: string;
  price: Stripe.Price;
  quantity: number;
  /** For the credit of unused time: the invoice line that billed the period (Stripe's `credited_items`). */
  creditedLine: { invoice: string; line: string } | null;
}

export interface InvoiceItemFields {
  customer: string;
  currency: string;
  /** Minor units; negative for a credit. */
  amount: number;
  description: string | null;
  metadata: Stripe.Metadata;
  period: { start: number; end: number };
  /** A draft invoice it was added to, or the invoice that took it; null while pending. */
  invoice: string | null;
  /** The subscription whose next invoice takes it; null for the customer's next invoice. */
  subscription: string | null;
  proration?: ProrationOf;
}

export function buildInvoiceItem(fields: InvoiceItemFields, now: number): Stripe.InvoiceItem {
  const { proration } = fields;
  const quantity = proration?.quantity ?? 1;
  return {
    id: newId('ii'),
    object: 'invoiceitem',
    amount: fields.amount,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    date: now,
    description: fields.description,
    // Stripe: false for prorations and credits, true otherwise.
    discountable: !proration && fields.amount >= 0,
    discounts: [],
    invoice: fields.invoice,
    livemode: false,
    metadata: fields.metadata,
    parent: fields.subscription
      ? {
          subscription_details: { subscription: fields.subscription, ...(proration ? { subscription_item: proration.subscriptionItem } : {}) },
          type: 'subscription_details',
        }
      : null,
    period: fields.period,
    pricing: proration
      ? {
          price_details: { price: proration.price.id, product: String(proration.price.product) },
          type: 'price_details',
          unit_amount_decimal: decimalString(proration.price.unit_amount ?? 0),
        }
      : null,
    proration: Boolean(proration),
    proration_details: {
      credited_items: proration?.creditedLine
        ? { invoice_line_item_details: { invoice: proration.creditedLine.invoice, invoice_line_items: [proration.creditedLine.line] }, type: 'invoice_line_items' }
        : null,
      discount_amounts: [],
    },
    quantity,
    quantity_decimal: decimalString(quantity),
    tax_rates: [],
    test_clock: null,
  } satisfies Stripe.InvoiceItem;
}
