import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../../../contract/billing.js';
import type { Executor } from '../../db/database.js';
import { countedRefundStatuses, heldDisputeStatuses, paidStatuses } from './revenue.sql.js';

export interface RevenueMonth {
  month: string;
  /** Paid invoices before tax, by when they were paid. */
  paid: number;
  /** Refunds (pending or done) by when they were made, without their share of tax. */
  refunded: number;
  /** Open or lost disputes by when they were opened, without their share of tax; a won one is not here. */
  disputed: number;
  net: number;
}

export interface CurrencyMonths {
  currency: Currency;
  months: RevenueMonth[];
}

/** What of an amount taken back from payment `p` was revenue and not tax: its share of the payment before tax. */
const beforeTax = (amount: SQL) =>
  sql`coalesce(round(${amount} * (p.amount - coalesce(p.tax_amount, 0))::numeric / nullif(p.amount, 0)), 0)`;

/**
 * Revenue per calendar month (UTC) of the last `count` months, this one last, for each currency
 * with money in them (docs/decisions/0191): paid invoices before tax by `paid_at`, less refunds by
 * their own date and open or lost disputes by theirs, each without the tax they carried back.
 * The admin summary's month figures are this query's last month, so the two always agree.
 */
export async function revenueByMonth(db: Executor, count = 12): Promise<CurrencyMonths[]> {
  const result = (await db.execute(sql`
    with months as (
      select generate_series(
        date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${count - 1}),
        date_trunc('month', now() at time zone 'UTC'),
        interval '1 month') as month
    ),
    since as (select min(month) at time zone 'UTC' as at from months),
    paid as (
      select p.currency, date_trunc('month', p.paid_at at time zone 'UTC') as month, sum(p.amount - coalesce(p.tax_amount, 0)) as amount
      from payments p
      where p.status in ${paidStatuses} and p.paid_at >= (select at from since)
      group by 1, 2
    ),
    refunded as (
      select r.currency, date_trunc('month', r.created_at at time zone 'UTC') as month, sum(${beforeTax(sql.raw('r.amount'))}) as amount
      from refunds r join payments p on p.id = r.payment_id
      where r.status in ${countedRefundStatuses} and r.created_at >= (select at from since)
      group by 1, 2
    ),
    disputed as (
      select d.currency, date_trunc('month', d.created_at at time zone 'UTC') as month, sum(${beforeTax(sql.raw('d.amount'))}) as amount
      from disputes d join payments p on p.id = d.payment_id
      where d.status in ${heldDisputeStatuses} and d.created_at >= (select at from since)
      group by 1, 2
    ),
    currencies as (select currency from paid union select currency from refunded union select currency from disputed)
    select c.currency, to_char(m.month, 'YYYY-MM') as month,
      coalesce(p.amount, 0)::bigint as paid, coalesce(r.amount, 0)::bigint as refunded, coalesce(d.amount, 0)::bigint as disputed
    from currencies c cross join months m
    left join paid p on p.currency = c.currency and p.month = m.month
    left join refunded r on r.currency = c.currency and r.month = m.month
    left join disputed d on d.currency = c.currency and d.month = m.month
    order by c.currency, m.month`)) as unknown as {
    rows: { currency: Currency; month: string; paid: string | number; refunded: string | number; disputed: string | number }[];
  };
  const byCurrency = new Map<Currency, CurrencyMonths>();
  for (const row of result.rows) {
    const entry = byCurrency.get(row.currency) ?? { currency: row.currency, months: [] };
    const paid = Number(row.paid);
    const refunded = Number(row.refunded);
    const disputed = Number(row.disputed);
    entry.months.push({ month: row.month, paid, refunded, disputed, net: paid - refunded - disputed });
    byCurrency.set(row.currency, entry);
  }
  return [...byCurrency.values()];
}
