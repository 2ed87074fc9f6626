import { and, asc, count, desc, eq, getTableColumns, like, or, sql, type SQL } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { adminSubscriptionSorts, customerSubscriptionSorts } from '../../../contract/billing.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { isUuid } from '../../lib/ids.js';
import { bothWaysThen } from '../../lib/sort-orders.js';
import { users } from '../auth/users.table.js';
import { billingOrders, subscriptions, type SubscriptionRow } from './billing.table.js';
import { idOf } from './stripe-snapshots.js';

/** Who a subscription belongs to and what was sold, from our order row. */
export interface SubscriptionOwner {
  userId: string;
  orderId: string | null;
  plan: string;
  region: string;
  billingCycle: string;
  months: number | null;
  description: string;
}

/** Our order named in the subscription's metadata, or the owner already recorded for it. */
export async function findSubscriptionOwner(db: Executor, stripeSubscriptionId: string, orderId: string | null): Promise<SubscriptionOwner | undefined> {
  if (orderId && isUuid(orderId)) {
    const [order] = await db.select().from(billingOrders).where(eq(billingOrders.id, orderId)).limit(1);
    if (order) {
      const { userId, plan, region, billingCycle, months, description } = order;
      return { userId, orderId: order.id, plan, region, billingCycle, months, description };
    }
  }
  const [known] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)).limit(1);
  if (!known) return undefined;
  const { userId, plan, region, billingCycle, months, description } = known;
  return { userId, orderId: known.orderId, plan, region, billingCycle, months, description };
}

const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The card read for a payment method stays on the row only while the row names that method. */
const cardOfSameMethod = (column: typeof subscriptions.paymentMethodBrand | typeof subscriptions.paymentMethodLast4, next: SQL | string) =>
  sql`case when ${next}::text is null or ${next}::text = ${subscriptions.paymentMethodId} then ${column} end`;

/**
 * Writes Stripe's current description of a subscription over ours, keyed by its Stripe id. A
 * subscription without a default payment method of its own keeps the one its invoices were paid
 * with, and the card read for it.
 */
export async function upsertSubscription(db: Executor, subscription: Stripe.Subscription, owner: SubscriptionOwner): Promise<SubscriptionRow> {
  const item = subscription.items.data[0];
  const unitAmount = item?.price.unit_amount ?? 0;
  const quantity = item?.quantity ?? 1;
  const values = {
    stripeCustomerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    currency: item?.price.currency ?? subscription.currency,
    unitAmount,
    quantity,
    periodAmount: unitAmount * quantity,
    interval: item?.price.recurring?.interval ?? 'month',
    intervalCount: item?.price.recurring?.interval_count ?? 1,
    paymentMethodId: idOf(subscription.default_payment_method),
    latestInvoiceId: idOf(subscription.latest_invoice),
    startDate: dateOf(subscription.start_date),
    currentPeriodEnd: dateOf(item?.current_period_end),
    cancelAt: dateOf(subscription.cancel_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: dateOf(subscription.canceled_at),
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(subscriptions)
    .values({
      ...values,
      stripeSubscriptionId: subscription.id,
      userId: owner.userId,
      orderId: owner.orderId,
      plan: owner.plan,
      region: owner.region,
      billingCycle: owner.billingCycle,
      months: owner.months,
      description: owner.description,
      createdAt: dateOf(subscription.created) ?? new Date(),
      pastDueSince: subscription.status === 'past_due' ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        ...values,
        // Unpaid since the first sync that found it past due; kept while it stays so, cleared when it leaves.
        pastDueSince: sql`case when excluded.status = 'past_due' then coalesce(${subscriptions.pastDueSince}, now()) end`,
        paymentMethodId: sql`coalesce(excluded.payment_method_id, ${subscriptions.paymentMethodId})`,
        paymentMethodBrand: cardOfSameMethod(subscriptions.paymentMethodBrand, sql`excluded.payment_method_id`),
        paymentMethodLast4: cardOfSameMethod(subscriptions.paymentMethodLast4, sql`excluded.payment_method_id`),
      },
    })
    .returning();
  if (owner.orderId) {
    await db
      .update(billingOrders)
      .set({ status: 'completed', stripeSubscriptionId: subscription.id })
      .where(eq(billingOrders.id, owner.orderId));
  }
  return row!;
}

/** The address the customer gave at checkout, kept with the subscription once an invoice shows it. */
export async function setSubscriptionAddress(
  db: Executor,
  stripeSubscriptionId: string,
  address: { line1: string | null; city: string | null; state: string | null; country: string | null },
) {
  await db
    .update(subscriptions)
    .set({ shippingLine1: address.line1, shippingCity: address.city, shippingState: address.state, shippingCountry: address.country })
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
}

/** The account whose subscription's latest invoice this is. */
export function findOwnerOfLatestInvoice(db: Executor, invoiceId: string): Promise<string | undefined> {
  return db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.latestInvoiceId, invoiceId))
    .limit(1)
    .then((rows) => rows[0]?.userId);
}

/** The payment method an invoice was paid with, for a subscription that names none; a card read for another method goes. */
export async function setSubscriptionPaymentMethod(db: Executor, subscriptionId: string, paymentMethodId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({
      paymentMethodId,
      paymentMethodBrand: cardOfSameMethod(subscriptions.paymentMethodBrand, paymentMethodId),
      paymentMethodLast4: cardOfSameMethod(subscriptions.paymentMethodLast4, paymentMethodId),
    })
    .where(eq(subscriptions.id, subscriptionId));
}

/**
 * The card behind a payment method (`describePaymentMethod`), on every subscription that names
 * that method; null clears it (not a card, or Stripe no longer shows it).
 */
export async function setPaymentMethodCard(db: Executor, paymentMethodId: string, card: { brand: string; last4: string } | null): Promise<void> {
  await db
    .update(subscriptions)
    .set({ paymentMethodBrand: card?.brand ?? null, paymentMethodLast4: card?.last4 ?? null })
    .where(eq(subscriptions.paymentMethodId, paymentMethodId));
}

export function findSubscriptionByStripeId(db: Executor, stripeSubscriptionId: string) {
  return db
    .select({ ...getTableColumns(subscriptions), userName: users.name, userEmail: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .limit(1)
    .then((rows) => rows[0]);
}

export type SubscriptionWithUser = NonNullable<Awaited<ReturnType<typeof findSubscriptionByStripeId>>>;

type AdminSort = (typeof adminSubscriptionSorts)[number];
type CustomerSort = (typeof customerSubscriptionSorts)[number];
export type SubscriptionSort = AdminSort | CustomerSort;

const newest = [desc(subscriptions.createdAt), desc(subscriptions.id)];

/** As the column reads: by card ('visa 4242'), else by the method's id. */
const paymentMethodOrder = sql`coalesce(${subscriptions.paymentMethodBrand} || ' ' || ${subscriptions.paymentMethodLast4}, ${subscriptions.paymentMethodId})`;

const orderings: Record<SubscriptionSort, SQL[]> = {
  createdAt_desc: newest,
  createdAt_asc: [asc(subscriptions.createdAt), asc(subscriptions.id)],
  ...bothWaysThen(newest, {
    name: sql`lower(${users.name})`,
    email: sql`lower(${users.email})`,
    paymentMethod: paymentMethodOrder,
    amount: sql`${subscriptions.periodAmount}`,
    currency: sql`${subscriptions.currency}`,
    status: subscriptions.status,
    description: sql`lower(${subscriptions.description})`,
    interval: sql`${subscriptions.interval}`,
    quantity: sql`${subscriptions.quantity}`,
    unitPrice: sql`${subscriptions.unitAmount}`,
    startDate: sql`${subscriptions.startDate}`,
  }),
};

export interface SubscriptionFilter {
  userId?: string | undefined;
  q?: string | undefined;
  /** Admins' search also matches the customer's name and e-mail. */
  searchUser?: boolean;
}

function whereOf(filter: SubscriptionFilter): SQL | undefined {
  const pattern = filter.q ? `%${escapeLike(filter.q.toLowerCase())}%` : undefined;
  return and(
    filter.userId ? eq(subscriptions.userId, filter.userId) : undefined,
    pattern
      ? or(
          like(subscriptions.searchText, pattern),
          filter.searchUser ? like(sql`lower(${users.name} || ' ' || ${users.email})`, pattern) : undefined,
        )
      : undefined,
  );
}

export function listSubscriptions(
  db: Executor,
  filter: SubscriptionFilter,
  options: { sort?: SubscriptionSort | undefined; limit?: number; offset?: number } = {},
): Promise<SubscriptionWithUser[]> {
  const query = db
    .select({ ...getTableColumns(subscriptions), userName: users.name, userEmail: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(whereOf(filter))
    .orderBy(...orderings[options.sort ?? 'createdAt_desc']);
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export async function countSubscriptions(db: Executor, filter: SubscriptionFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(whereOf(filter));
  return row?.total ?? 0;
}
