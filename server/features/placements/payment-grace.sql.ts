import { sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '../billing/billing.table.js';
import { placements } from './placements.table.js';

// The SQL twins of payment-grace.ts, for the queries of the task that pauses overdue teams.

/** SQL twin of the grace's end, for a subscription joined in the query. */
export const graceEndSql = (graceDays: number): SQL => sql`(${subscriptions.pastDueSince} + make_interval(hours => ${graceDays * 24}::int))`;

/** SQL twin of `firstPausedDay`, for a placement and its subscription joined in the query. */
export const firstPausedDaySql = (graceDays: number): SQL =>
  sql`greatest(((${graceEndSql(graceDays)} - interval '1 millisecond') at time zone ${placements.timeZone})::date + 1, ${placements.startDate})`;
