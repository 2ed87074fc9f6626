import { sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '../billing/billing.table.js';
import { placements } from './placements.table.js';

/**
 * The customer cancelled the subscription: at the period's end, or an end set sooner than its fixed
 * term's (Stripe sets `canceled_at` whenever `cancel_at` is set, a fixed term's own end included, so
 * it tells nothing). Needs `subscriptions` in the query.
 */
export const cancelledSql = sql`(${subscriptions.cancelAtPeriodEnd} or (${subscriptions.cancelAt} is not null and (${subscriptions.months} is null
    or ${subscriptions.cancelAt} < coalesce(${subscriptions.startDate}, ${subscriptions.createdAt}) + make_interval(months => ${subscriptions.months}) - interval '1 day')))`;

/** When a live subscription ends: the end of the period it was cancelled at, or its set end (a fixed term's, or one brought forward). */
export const endsAtSql = sql`(case when ${subscriptions.cancelAtPeriodEnd} then coalesce(${subscriptions.currentPeriodEnd}, ${subscriptions.cancelAt}) else ${subscriptions.cancelAt} end)`;

/**
 * When a subscription canceled at Stripe ended: at the end of the period a cancel at the period's
 * end was for, else when it was canceled (an immediate cancel, a fixed term cancelled early).
 */
export const canceledEndSql = sql`(case when ${subscriptions.cancelAtPeriodEnd} then coalesce(${subscriptions.currentPeriodEnd}, ${subscriptions.canceledAt})
    else coalesce(${subscriptions.canceledAt}, ${subscriptions.currentPeriodEnd}) end)`;

/**
 * The last day a placement covers when it ends at `end` (a timestamptz expression): the day of the
 * last moment before it, in the placement's time zone, never before the day before its start. The
 * same reckoning as `endPlacementRow` gives `end_date` and `lastDayBefore` (contract/placement-dates.ts).
 */
export const lastDayAtSql = (end: SQL): SQL =>
  sql`greatest(((${end} - interval '1 microsecond') at time zone ${placements.timeZone})::date, ${placements.startDate} - 1)`;

/**
 * A placement's last working day ('YYYY-MM-DD' text), once known: its `end_date` when it has
 * ended, else, when its subscription is cancelled, the day it will end with it; null while it goes
 * on. Needs `placements` and `subscriptions` in the query.
 */
export const lastWorkingDaySql = sql<string | null>`(coalesce(${placements.endDate},
    case when ${cancelledSql} and ${endsAtSql} is not null then ${lastDayAtSql(endsAtSql)} end))::text`;
