import type Stripe from 'stripe';
import { newId } from '../ids.js';

export interface InvoiceFields {
  customer: Stripe.Customer;
  currency: string;
  billingReason: Stripe.Invoice.BillingReason;
  /** The subscription it bills; null for a one-off invoice (`billing_reason: 'manual'`, no `parent`). */
  subscription: Stripe.Subscription | null;
  /** Stripe's invoice-level period: a renewal's is the period that just ended; any other invoice's is its creation time. */
  period: { start: number; end: number };
  /** Stripe Tax on: tax at TAX_RATE_PERCENT on top of each line. */
  automaticTax: boolean;
  /** The customer's tax IDs, printed on the invoice. */
  customerTaxIds: { type: string; value: string }[];
  description?: string | null;
  metadata?: Stripe.Metadata;
  defaultPaymentMethod?: string | null;
  autoAdvance?: boolean;
  /** A preview's `upcoming_in_…`; a new `in_…` otherwise. */
  id?: string;
}

/** The one rate the emulator's Stripe Tax charges, whatever the address (enough to see tax flow through). */
export const TAX_RATE_PERCENT = 10;

/** How many lines an invoice embeds; the rest are read from `GET /v1/invoices/:id/lines`, as with Stripe. */
export const EMBEDDED_LINES = 10;

/** Half away from zero, so a credit and the charge it mirrors round to the same amount. */
export const roundAmount = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * A draft invoice: no number, no hosted page, no PDF and no lines yet. `applyLines` gives it lines
 * and totals; finalizing (invoice-finalization.ts) numbers it and opens it for payment.
 */
export function buildInvoice(fields: InvoiceFields, now: number): Stripe.Invoice {
  const id = fields.id ?? newId('in');
  const { subscription } = fields;
  return {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Stripe emulator',
    account_tax_ids: null,
    amount_due: 0,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: fields.autoAdvance ?? false,
    automatic_tax: fields.automaticTax
      ? { disabled_reason: null, enabled: true, liability: { type: 'self' }, provider: 'stripe', status: 'complete' }
      : { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically',
    created: now,
    currency: fields.currency,
    custom_fields: null,
    customer: fields.customer.id,
    customer_account: null,
    customer_address: fields.customer.address ? { ...fields.customer.address } : null,
    customer_email: fields.customer.email,
    customer_name: fields.customer.name ?? null,
    customer_phone: fields.customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: fields.customerTaxIds.map((taxId) => ({ type: taxId.type as Stripe.Invoice.CustomerTaxId.Type, value: taxId.value })),
    default_payment_method: fields.defaultPaymentMethod ?? null,
    default_source: null,
    default_tax_rates: [],
    description: fields.description ?? null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: { ...fields.metadata },
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: subscription
      ? { quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id }, type: 'subscription_details' }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: fields.period.end,
    period_start: fields.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'draft',
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: 0,
    subtotal_excluding_tax: 0,
    test_clock: null,
    total: 0,
    total_discount_amounts: [],
    total_excluding_tax: 0,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  } satisfies Stripe.Invoice;
}

/**
 * Gives the invoice its lines (embedding the first ten) and sums them: subtotal, tax on each line
 * when Stripe Tax is on, total, and what is due once `starting_balance` (the customer's balance,
 * set when finalized) is applied. A negative total is due as nothing.
 */
export function applyLines(invoice: Stripe.Invoice, lines: Stripe.InvoiceLineItem[]) {
  const taxed = invoice.automatic_tax.enabled;
  for (const line of lines) {
    line.invoice = invoice.id;
    const tax = roundAmount((line.amount * TAX_RATE_PERCENT) / 100);
    line.taxes = taxed
      ? [{ amount: tax, tax_behavior: 'exclusive', tax_rate_details: null, taxability_reason: 'standard_rated', taxable_amount: line.amount, type: 'tax_rate_details' }]
      : [];
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = lines.reduce((sum, line) => sum + (line.taxes ?? []).reduce((lineSum, entry) => lineSum + entry.amount, 0), 0);
  invoice.lines = { object: 'list', data: lines.slice(0, EMBEDDED_LINES), has_more: lines.length > EMBEDDED_LINES, url: `/v1/invoices/${invoice.id}/lines` };
  invoice.subtotal = subtotal;
  invoice.subtotal_excluding_tax = subtotal;
  invoice.total_excluding_tax = subtotal;
  invoice.total = subtotal + tax;
  invoice.total_taxes = taxed
    ? [{ amount: tax, tax_behavior: 'exclusive', tax_rate_details: null, taxability_reason: 'standard_rated', taxable_amount: subtotal, type: 'tax_rate_details' }]
    : [];
  invoice.amount_due = Math.max(0, invoice.total + invoice.starting_balance);
  invoice.amount_remaining = Math.max(0, invoice.amount_due - invoice.amount_paid);
}
