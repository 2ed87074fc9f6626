import { and, asc, count, desc, eq, getTableColumns, like, or, sql, type SQL } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { adminSubscriptionSorts, customerSubscriptionSorts } from '../../../contract/billing.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { isUuid } from '../../lib/ids.js';
import { users } from '../auth/auth.public.js';
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

/** Writes Stripe's current description of a subscription over ours, keyed by its Stripe id. */
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
    })
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: values })
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

export async function setSubscriptionPaymentMethod(db: Executor, subscriptionId: string, paymentMethodId: string): Promise<void> {
  await db.update(subscriptions).set({ paymentMethodId }).where(eq(subscriptions.id, subscriptionId));
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
const by = (column: SQL | typeof subscriptions.status, direction: 'asc' | 'desc') =>
  [direction === 'asc' ? asc(column) : desc(column), ...newest];

const orderings: Record<SubscriptionSort, SQL[]> = {
  createdAt_desc: newest,
  createdAt_asc: [asc(subscriptions.createdAt), asc(subscriptions.id)],
  name_asc: by(sql`lower(${users.name})`, 'asc'),
  name_desc: by(sql`lower(${users.name})`, 'desc'),
  email_asc: by(sql`lower(${users.email})`, 'asc'),
  email_desc: by(sql`lower(${users.email})`, 'desc'),
  paymentMethod_asc: by(sql`${subscriptions.paymentMethodId}`, 'asc'),
  paymentMethod_desc: by(sql`${subscriptions.paymentMethodId}`, 'desc'),
  amount_asc: by(sql`${subscriptions.periodAmount}`, 'asc'),
  amount_desc: by(sql`${subscriptions.periodAmount}`, 'desc'),
  currency_asc: by(sql`${subscriptions.currency}`, 'asc'),
  currency_desc: by(sql`${subscriptions.currency}`, 'desc'),
  status_asc: by(subscriptions.status, 'asc'),
  status_desc: by(subscriptions.status, 'desc'),
  description_asc: by(sql`lower(${subscriptions.description})`, 'asc'),
  description_desc: by(sql`lower(${subscriptions.description})`, 'desc'),
  interval_asc: by(sql`${subscriptions.interval}`, 'asc'),
  interval_desc: by(sql`${subscriptions.interval}`, 'desc'),
  quantity_asc: by(sql`${subscriptions.quantity}`, 'asc'),
  quantity_desc: by(sql`${subscriptions.quantity}`, 'desc'),
  unitPrice_asc: by(sql`${subscriptions.unitAmount}`, 'asc'),
  unitPrice_desc: by(sql`${subscriptions.unitAmount}`, 'desc'),
  startDate_asc: by(sql`${subscriptions.startDate}`, 'asc'),
  startDate_desc: by(sql`${subscriptions.startDate}`, 'desc'),
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
