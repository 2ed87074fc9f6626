import { sql } from 'drizzle-orm';
import type { Currency } from '../../../contract/billing.js';
import type { Executor } from '../../db/database.js';

export interface CurrencyMonths {
  currency: Currency;
  months: { month: string; paid: number; refunded: number; net: number }[];
}

/**
 * Money in and out per calendar month (UTC) of the last `count` months, this one last, for each
 * currency with a payment or a refund in them: paid invoices (refunded later or not) by when they
 * were paid, refunds (pending or done, as the revenue summary counts them) by when they were made.
 */
export async function revenueByMonth(db: Executor, count = 12): Promise<CurrencyMonths[]> {
  const result = (await db.execute(sql`
    with months as (
      select generate_series(
        date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${count - 1}),
        date_trunc('month', now() at time zone 'UTC'),
        interval '1 month') as month
    ),
    paid as (
      select currency, date_trunc('month', created_at at time zone 'UTC') as month, sum(amount) as amount from payments
      where status in ('paid', 'partially_refunded', 'refunded') and created_at >= (select min(month) from months) at time zone 'UTC'
      group by 1, 2
    ),
    refunded as (
      select currency, date_trunc('month', created_at at time zone 'UTC') as month, sum(amount) as amount from refunds
      where status in ('succeeded', 'pending') and created_at >= (select min(month) from months) at time zone 'UTC'
      group by 1, 2
    ),
    currencies as (select currency from paid union select currency from refunded)
    select c.currency, to_char(m.month, 'YYYY-MM') as month, coalesce(p.amount, 0)::bigint as paid, coalesce(r.amount, 0)::bigint as refunded
    from currencies c cross join months m
    left join paid p on p.currency = c.currency and p.month = m.month
    left join refunded r on r.currency = c.currency and r.month = m.month
    order by c.currency, m.month`)) as unknown as { rows: { currency: Currency; month: string; paid: string | number; refunded: string | number }[] };
  const byCurrency = new Map<Currency, CurrencyMonths>();
  for (const row of result.rows) {
    const entry = byCurrency.get(row.currency) ?? { currency: row.currency, months: [] };
    const paid = Number(row.paid);
    const refunded = Number(row.refunded);
    entry.months.push({ month: row.month, paid, refunded, net: paid - refunded });
    byCurrency.set(row.currency, entry);
  }
  return [...byCurrency.values()];
}
