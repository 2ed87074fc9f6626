import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../../../contract/billing.js';
import type { CustomerSummary, RevenueSummary, customerSorts } from '../../../contract/payments.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { revenueByMonth } from './revenue-by-month.repository.js';
import { countedRefundStatuses, heldDisputeStatuses, paidStatuses } from './revenue.sql.js';

type CustomerSort = (typeof customerSorts)[number];

/** Rows of a raw query; node-postgres and PGlite both answer `{ rows }`. */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Subscriptions that still bill (Stripe retries a past-due one): they count in recurring revenue. */
const billingStatuses = sql`('active', 'trialing', 'past_due')`;
/** Subscriptions counted as active: paid up, as on the admin overview; a past-due one is not. */
const activeStatuses = sql`('active', 'trialing')`;

const customerOrderings: Record<CustomerSort, SQL> = {
  lastPaymentAt_desc: sql`last_payment_at desc nulls last, id desc`,
  lastPaymentAt_asc: sql`last_payment_at asc nulls last, id asc`,
  firstPaymentAt_desc: sql`first_payment_at desc nulls last, id desc`,
  firstPaymentAt_asc: sql`first_payment_at asc nulls last, id asc`,
  name_asc: sql`lower(name) asc, id asc`,
  name_desc: sql`lower(name) desc, id desc`,
  email_asc: sql`lower(email) asc, id asc`,
  email_desc: sql`lower(email) desc, id desc`,
  activeSubscriptions_desc: sql`active_subscriptions desc, last_payment_at desc nulls last, id desc`,
  activeSubscriptions_asc: sql`active_subscriptions asc, last_payment_at desc nulls last, id desc`,
};

interface CustomerRow extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  active_subscriptions: number | string;
  first_payment_at: Date | string | null;
  last_payment_at: Date | string | null;
  total: number | string;
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The paying accounts (anyone with a subscription or a payment), with their active subscriptions,
 * net total paid per currency (refunds taken off) and first and last payment, in one query.
 */
export async function listCustomers(
  db: Executor,
  options: { q?: string | undefined; sort?: CustomerSort | undefined; limit: number; offset: number },
): Promise<{ customers: CustomerSummary[]; total: number }> {
  const search = options.q ? sql`and lower(u.name || ' ' || u.email) like ${`%${escapeLike(options.q.toLowerCase())}%`}` : sql``;
  const rows = await rowsOf<CustomerRow>(db, sql`
    with accounts as (
      select u.id, u.name, u.email,
        (select count(*) from subscriptions s where s.user_id = u.id and s.status in ${activeStatuses}) as active_subscriptions,
        (select min(coalesce(p.paid_at, p.created_at)) from payments p where p.user_id = u.id and p.status in ${paidStatuses}) as first_payment_at,
        (select max(coalesce(p.paid_at, p.created_at)) from payments p where p.user_id = u.id and p.status in ${paidStatuses}) as last_payment_at
      from users u
      where (exists (select 1 from payments p where p.user_id = u.id) or exists (select 1 from subscriptions s where s.user_id = u.id))
      ${search}
    )
    select accounts.*, count(*) over () as total from accounts
    order by ${customerOrderings[options.sort ?? 'lastPaymentAt_desc']}
    limit ${options.limit} offset ${options.offset}`);
  const totals = await totalsPaid(db, rows.map((row) => row.id));
  return {
    total: Number(rows[0]?.total ?? (options.offset > 0 ? await countCustomers(db, search) : 0)),
    customers: rows.map((row) => ({
      userId: row.id,
      name: row.name,
      email: row.email,
      activeSubscriptions: Number(row.active_subscriptions),
      totalPaid: totals.get(row.id) ?? [],
      firstPaymentAt: isoOf(row.first_payment_at),
      lastPaymentAt: isoOf(row.last_payment_at),
    })),
  };
}

async function countCustomers(db: Executor, search: SQL): Promise<number> {
  const [row] = await rowsOf<{ total: number | string }>(db, sql`
    select count(*) as total from users u
    where (exists (select 1 from payments p where p.user_id = u.id) or exists (select 1 from subscriptions s where s.user_id = u.id)) ${search}`);
  return Number(row?.total ?? 0);
}

async function totalsPaid(db: Executor, userIds: string[]) {
  const totals = new Map<string, { currency: Currency; amount: number }[]>();
  if (userIds.length === 0) return totals;
  const rows = await rowsOf<{ user_id: string; currency: Currency; amount: number | string }>(db, sql`
    select p.user_id, p.currency,
      sum(p.amount - p.amount_refunded - coalesce((select sum(d.amount) from disputes d where d.payment_id = p.id and d.status in ${heldDisputeStatuses}), 0)) as amount
    from payments p
    where p.status in ${paidStatuses} and p.user_id in (${sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `)})
    group by p.user_id, p.currency order by p.currency`);
  for (const row of rows) totals.set(row.user_id, [...(totals.get(row.user_id) ?? []), { currency: row.currency, amount: Number(row.amount) }]);
  return totals;
}

/**
 * Active subscriptions, monthly recurring revenue per currency (a yearly plan counts a twelfth),
 * this month's net revenue and refunds as the revenue chart's last month has them (before tax,
 * docs/decisions/0191), and what open or lost disputes keep from the account.
 */
export async function revenueSummary(db: Executor): Promise<RevenueSummary> {
  const [active, recurring, refundCounts, disputed, thisMonth] = await Promise.all([
    rowsOf<{ count: number | string }>(db, sql`select count(*) as count from subscriptions where status in ${activeStatuses}`),
    rowsOf<{ currency: Currency; amount: number | string }>(db, sql`
      select currency, round(sum(period_amount::numeric / interval_count / case when interval = 'year' then 12 else 1 end)) as amount
      from subscriptions where status in ${billingStatuses} group by currency order by currency`),
    rowsOf<{ currency: Currency; count: number | string }>(db, sql`
      select currency, count(*) as count from refunds
      where status in ${countedRefundStatuses} and created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
      group by currency order by currency`),
    rowsOf<{ currency: Currency; amount: number | string; count: number | string }>(db, sql`
      select currency, sum(amount) as amount, count(*) as count from disputes where status in ${heldDisputeStatuses}
      group by currency order by currency`),
    revenueByMonth(db, 1),
  ]);
  const monthOf = (currency: Currency) => thisMonth.find((entry) => entry.currency === currency)?.months[0];
  return {
    activeSubscriptions: Number(active[0]?.count ?? 0),
    monthlyRecurringRevenue: recurring.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
    netRevenueThisMonth: thisMonth.map(({ currency, months }) => ({ currency, amount: months[0]?.net ?? 0 })),
    refundsThisMonth: refundCounts.map((row) => ({ currency: row.currency, amount: monthOf(row.currency)?.refunded ?? 0, count: Number(row.count) })),
    disputed: disputed.map((row) => ({ currency: row.currency, amount: Number(row.amount), count: Number(row.count) })),
  };
}
