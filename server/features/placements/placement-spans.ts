import { sql, type SQL } from 'drizzle-orm';
import { placements } from './placements.table.js';

/**
 * SQL twin of `worksOnOrAfter` (contract/placement-dates.ts): the placement works on `day` (a date
 * expression) or later. `ended_at` says an end was decided; `end_date` says which day is the last
 * worked, and a replaced talent's is still ahead until the replacement starts.
 */
export const worksOnOrAfter = (day: SQL): SQL =>
  sql`(${placements.endDate} is null or (${placements.endDate} >= ${placements.startDate} and ${placements.endDate} >= ${day}))`;

/** On the team today, in the placement's own time zone: not ended, or ending on a day still ahead. */
export const onTheTeam: SQL = worksOnOrAfter(sql`(now() at time zone ${placements.timeZone})::date`);
