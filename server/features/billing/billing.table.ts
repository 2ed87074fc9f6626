import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.js';

/**
 * Our own record of one checkout: what the customer chose and what the server priced it at. Its id
 * is the Checkout Session's `client_reference_id` and is repeated in the session's metadata.
 */
export const billingOrders = pgTable(
  'billing_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    plan: text('plan').notNull(),
    region: text('region').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    talents: smallint('talents').notNull(),
    /** Monthly selections: the number of paid months after which the subscription ends. */
    months: smallint('months'),
    currency: text('currency').notNull(),
    /** Price of one talent for one billing period, in cents. */
    unitAmount: integer('unit_amount').notNull(),
    /** The quoted total (unit × talents × months for monthly), in cents. */
    quotedTotal: bigint('quoted_total', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    /** Stripe's hosted page of the open session: a second checkout of the same selection gets it again. */
    checkoutUrl: text('checkout_url'),
    /** When Stripe expires the open session (an hour after it was made). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What was chosen (plan, region, cycle, talents, months): one open order per selection and customer. */
    selectionKey: text('selection_key'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** open (checkout created), completed (a subscription exists), expired, failed (Stripe refused the session). */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_orders_user_idx').on(table.userId, table.createdAt.desc()),
    uniqueIndex('billing_orders_one_open_per_selection').on(table.userId, table.selectionKey).where(sql`${table.status} = 'open'`),
  ],
);

/** Stripe refuses two currencies on one customer, so each user has one Stripe customer per currency. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    stripeCustomerId: text('stripe_customer_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_customers_user_currency_unique').on(table.userId, table.currency)],
);

/** A subscription as Stripe last described it, kept by its Stripe id. Money in cents. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stripeSubscriptionId: text('stripe_subscription_id').notNull().unique(),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => billingOrders.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    plan: text('plan').notNull(),
    region: text('region').notNull(),
    billingCycle: text('billing_cycle').notNull(),
    months: smallint('months'),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    quantity: integer('quantity').notNull(),
    /** unit × quantity: what one billing period costs, in cents. */
    periodAmount: bigint('period_amount', { mode: 'number' }).notNull(),
    interval: text('interval').notNull(),
    intervalCount: smallint('interval_count').notNull(),
    paymentMethodId: text('payment_method_id'),
    /** The card behind `paymentMethodId` (Stripe's brand such as 'visa', and '4242'); null until read, or for other methods. */
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    shippingLine1: text('shipping_line1'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingCountry: text('shipping_country'),
    latestInvoiceId: text('latest_invoice_id'),
    startDate: timestamp('start_date', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Since when the renewal has been unpaid: set when the status turns past_due, cleared when it leaves it. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /** Stripe's creation time of the subscription. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What both searches match (description, interval, amount, currency, status, payment method and its card), lowercased. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${subscriptions.description} || ' ' || ${subscriptions.interval} || ' ' || ${subscriptions.intervalCount}::text || ' ' || round(${subscriptions.periodAmount} / 100.0, 2)::text || ' ' || ${subscriptions.currency} || ' ' || ${subscriptions.status} || ' ' || coalesce(${subscriptions.paymentMethodId}, '') || ' ' || coalesce(${subscriptions.paymentMethodBrand}, '') || ' ' || coalesce(${subscriptions.paymentMethodLast4}, ''))`,
    ),
  },
  (table) => [
    index('subscriptions_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('subscriptions_user_created_at_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('subscriptions_status_idx').on(table.status),
    index('subscriptions_latest_invoice_idx').on(table.latestInvoiceId),
  ],
);

/**
 * A change of a subscription's seats asked for on "Your team" (or seen in a Stripe update made
 * elsewhere). An added seat is `pending` until its prorated invoice is paid (Stripe's
 * `pending_if_incomplete`: the quantity does not move before), then `applied`; `failed` when the
 * payment was refused and nothing changed. A removed seat is `scheduled` for the period's end
 * (`effective_at`): Stripe bills one seat fewer from the next renewal, while the seat stays usable
 * here until then; then `applied`, or `canceled` when the customer kept it.
 */
export const seatChanges = pgTable(
  'seat_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    /** add or remove. */
    kind: text('kind').notNull(),
    /** pending, applied, failed, scheduled, canceled. */
    status: text('status').notNull(),
    fromQuantity: integer('from_quantity').notNull(),
    toQuantity: integer('to_quantity').notNull(),
    /** A removal: the seat that goes (its placement, if any, ends the day before `effective_at`). */
    seat: smallint('seat'),
    /** A removed seat's talent, who works through `talent_last_day` (null: the seat was open). */
    talentName: text('talent_name'),
    talentLastDay: date('talent_last_day', { mode: 'string' }),
    /** An added seat's prorated charge (Stripe's preview, then its invoice), in the smallest unit. */
    amountDue: bigint('amount_due', { mode: 'number' }),
    /** The prorated invoice of an added seat. */
    stripeInvoiceId: text('stripe_invoice_id'),
    /** When it takes (took) effect: an addition once paid, a removal at the period's end. */
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    /** Who asked (the customer); null for a change made at Stripe. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('seat_changes_subscription_idx').on(table.subscriptionId, table.createdAt.desc()),
    // One added seat waits for its payment at a time: a second click waits for the first.
    uniqueIndex('seat_changes_one_pending_add').on(table.subscriptionId).where(sql`${table.status} = 'pending'`),
    uniqueIndex('seat_changes_one_removal_per_seat').on(table.subscriptionId, table.seat).where(sql`${table.status} = 'scheduled'`),
    index('seat_changes_scheduled_idx').on(table.effectiveAt).where(sql`${table.status} = 'scheduled'`),
    check('seat_changes_kind_known', sql`${table.kind} in ('add', 'remove')`),
    check('seat_changes_status_known', sql`${table.status} in ('pending', 'applied', 'failed', 'scheduled', 'canceled')`),
    check('seat_changes_removal_has_seat', sql`${table.kind} <> 'remove' or ${table.seat} is not null`),
  ],
);

/** Every Stripe event handled, stored in the same transaction as its effect: a redelivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A Stripe event whose sync failed every try. pg-boss forgets failed tasks after a week; this row
 * stays, listed on the admin home, until an admin tries the event again or dismisses it.
 */
export const stripeEventFailures = pgTable(
  'stripe_event_failures',
  {
    eventId: text('event_id').primaryKey(),
    eventType: text('event_type').notNull(),
    /** The sync the event asks for (SyncTarget), so "Try again" can queue it without Stripe. */
    target: jsonb('target').notNull(),
    /** Stripe's creation time of the event, in Unix seconds. */
    eventCreated: integer('event_created'),
    tries: integer('tries').notNull(),
    error: text('error'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('stripe_event_failures_open_idx').on(table.failedAt).where(sql`${table.dismissedAt} is null`)],
);

export type BillingOrderRow = typeof billingOrders.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SeatChangeRow = typeof seatChanges.$inferSelect;
