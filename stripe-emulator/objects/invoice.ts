import type Stripe from 'stripe';
import { newId } from '../ids.js';

export interface InvoiceFields {
  number: string;
  customer: Stripe.Customer;
  subscription: Stripe.Subscription;
  item: Stripe.SubscriptionItem;
  description: string;
  billingReason: 'subscription_create' | 'subscription_cycle';
  /** The service period the line bills. */
  linePeriod: { start: number; end: number };
  /** Stripe's invoice-level period: the period that just ended (equal to creation time on the first invoice). */
  invoicePeriod: { start: number; end: number };
  hostedPageBase: string;
  /** Stripe Tax on (`automatic_tax` of the subscription): tax at TAX_RATE_PERCENT on top of the line. */
  automaticTax?: boolean;
  /** The customer's tax IDs, printed on the invoice. */
  customerTaxIds?: { type: string; value: string }[];
}

/** The one rate the emulator's Stripe Tax charges, whatever the address (enough to see tax flow through). */
export const TAX_RATE_PERCENT = 10;

export function buildInvoice(fields: InvoiceFields, now: number): Stripe.Invoice {
  const id = newId('in');
  const { item, subscription } = fields;
  const quantity = item.quantity ?? 1;
  const amount = (item.price.unit_amount ?? 0) * quantity;
  const tax = fields.automaticTax ? Math.round((amount * TAX_RATE_PERCENT) / 100) : 0;
  const total = amount + tax;
  const totalTaxes: Stripe.Invoice.TotalTax[] = fields.automaticTax
    ? [{ amount: tax, tax_behavior: 'exclusive', tax_rate_details: null, taxability_reason: 'standard_rated', taxable_amount: amount, type: 'tax_rate_details' }]
    : [];
  const line = {
    id: newId('il'),
    object: 'line_item',
    amount,
    currency: item.price.currency,
    description: fields.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
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
    period: fields.linePeriod,
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: item.price.id, product: String(item.price.product) },
      type: 'price_details',
      unit_amount_decimal: null,
    },
    quantity,
    quantity_decimal: null,
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  } satisfies Stripe.InvoiceLineItem;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Stripe emulator',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: fields.automaticTax
      ? { disabled_reason: null, enabled: true, liability: { type: 'self' }, provider: 'stripe', status: 'complete' }
      : { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: item.price.currency,
    custom_fields: null,
    customer: fields.customer.id,
    customer_account: null,
    customer_address: fields.customer.address ? { ...fields.customer.address } : null,
    customer_email: fields.customer.email,
    customer_name: fields.customer.name ?? null,
    customer_phone: fields.customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: (fields.customerTaxIds ?? []).map((taxId) => ({ type: taxId.type as Stripe.Invoice.CustomerTaxId.Type, value: taxId.value })),
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: now,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${fields.hostedPageBase}/invoices/${id}`,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: [line], has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: fields.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: subscription.metadata, subscription: subscription.id },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: fields.invoicePeriod.end,
    period_start: fields.invoicePeriod.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: totalTaxes,
    webhooks_delivered_at: null,
  } satisfies Stripe.Invoice;
}
