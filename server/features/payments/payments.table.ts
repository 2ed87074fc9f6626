import { sql, type SQL } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.js';

/** One paid or failed invoice, kept by its Stripe id. Money in the smallest currency unit. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stripeInvoiceId: text('stripe_invoice_id').notNull().unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentIntentId: text('payment_intent_id'),
    paymentMethod: text('payment_method'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    amountRefunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    /** paid, failed, refunded, partially_refunded */
    status: text('status').notNull(),
    /** A chargeback on the payment: disputed (open, funds withdrawn), won or lost; null when none. */
    disputeStatus: text('dispute_status'),
    /** Tax Stripe added to the invoice (Stripe Tax on), in the smallest unit; null when none was computed. */
    taxAmount: bigint('tax_amount', { mode: 'number' }),
    /** The buyer's tax ID as the invoice shows it ('AU ABN 12345678901'); null when none was given. */
    customerTaxId: text('customer_tax_id'),
    /** subscription_create for the first invoice, subscription_cycle for the renewals. */
    billingReason: text('billing_reason'),
    plan: text('plan').notNull(),
    talents: smallint('talents').notNull(),
    months: smallint('months'),
    billingCycle: text('billing_cycle').notNull(),
    description: text('description').notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    /** The invoice's number as printed on it ('A1B2C3D4-0001'); null until finalized. */
    invoiceNumber: text('invoice_number'),
    /** Its PDF at Stripe. */
    invoicePdfUrl: text('invoice_pdf_url'),
    /** The service period the invoice bills (its subscription line's period; the invoice's own for a one-off). */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** Set while a refund is being asked of Stripe, so a second one waits its turn; stale after a few minutes. */
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    /** The refund being asked of Stripe now: its idempotency key, new for every attempt, so a retry after a failed refund is a new refund. */
    refundAttemptId: uuid('refund_attempt_id'),
    shippingLine1: text('shipping_line1'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingCountry: text('shipping_country'),
    /** The invoice's creation time at Stripe. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the money came in (the invoice's status_transitions.paid_at); null while unpaid. Revenue is dated by it. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${payments.description} || ' ' || ${payments.plan} || ' ' || ${payments.currency} || ' ' || ${payments.status} || ' ' || round(${payments.amount} / 100.0, 2)::text || ' ' || coalesce(${payments.paymentMethod}, '') || ' ' || ${payments.stripeInvoiceId})`,
    ),
  },
  (table) => [
    index('payments_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('payments_user_created_at_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('payments_payment_intent_idx').on(table.paymentIntentId),
    index('payments_subscription_idx').on(table.stripeSubscriptionId),
    index('payments_status_created_at_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    index('payments_paid_at_idx').on(table.paidAt),
  ],
);

/** A refund of a payment, kept by its Stripe id. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stripeRefundId: text('stripe_refund_id').notNull().unique(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending, succeeded, failed, canceled, requires_action */
    status: text('status').notNull(),
    reason: text('reason'),
    /** Why the bank returned it (Stripe's failure_reason), for a failed refund. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** A failed refund an admin has dealt with (refunded another way, or told the customer): it leaves the admin home. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledNote: text('handled_note'),
  },
  (table) => [index('refunds_payment_idx').on(table.paymentId), index('refunds_created_at_idx').on(table.createdAt)],
);

/**
 * A chargeback, kept by its Stripe id: the disputed amount is out of the balance while it is open
 * and lost, back once won. Evidence must reach Stripe by `evidenceDueBy`.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stripeDisputeId: text('stripe_dispute_id').notNull().unique(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Stripe's status: needs_response, under_review, warning_needs_response, …, won, lost. */
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    evidenceDueBy: timestamp('evidence_due_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('disputes_payment_idx').on(table.paymentId), index('disputes_status_idx').on(table.status)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
