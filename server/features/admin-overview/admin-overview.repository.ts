import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { INITIAL_APPLICANT_STATUS } from '../../../contract/catalogues/hiring.js';
import type { AdminOverview } from '../../../contract/admin-overview.js';
import { subscriptionStandings } from '../../../contract/placements.js';
import type { Database, Executor } from '../../db/database.js';
import { rowsOf } from '../../db/rows.js';
import { listCacheOf } from '../../lib/list-cache.js';
import { applicants } from '../applicants/applicants.table.js';
import { stripeEventFailures, subscriptions } from '../billing/billing.table.js';
import { franchiseApplications } from '../franchise/franchise-applications.table.js';
import { inquiries } from '../inquiries/inquiries.table.js';
import { jobs } from '../jobs/jobs.table.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';
import { contactMessages } from '../messages/messages.table.js';
import { disputes } from '../payments/payments.table.js';
import { countPendingReplacementRequests } from '../placements/placements.public.js';
import { countTimesheetsNeedingAttention } from '../timesheets/timesheets.public.js';

/**
 * The counts over the big tables (inquiries, messages, applicants: 100,000 rows each take ~10 ms
 * together) are kept as the lists' totals are (lib/list-cache.ts): read once, then moved by the rows
 * each write changed, so they are always the database's; the small ones are counted on every call.
 * Each subquery is served by an index on its filter column.
 */
export async function countWhatNeedsAttention(db: Database): Promise<AdminOverview> {
  const [inbox, rest, replacementRequests, timesheets] = await Promise.all([
    countInbox(db),
    countTheRest(db),
    countPendingReplacementRequests(db),
    countTimesheetsNeedingAttention(db),
  ]);
  return { ...inbox, ...rest, replacementRequests, ...timesheets };
}

/** Rows of `table` where `where` holds, as a total the list cache keeps. */
function countOf(db: Database, table: PgTable & { id: PgColumn }, where: SQL, key: string): Promise<number> {
  return listCacheOf(db).total(db, {
    tables: [getTableName(table)],
    filterKey: `admin-overview ${key}`,
    count: async () => {
      const [row] = await rowsOf<{ count: number }>(db.execute(sql`select count(*)::int as "count" from ${table} where ${where}`));
      return row?.count ?? 0;
    },
    rows: { table, where, order: [] },
  });
}

async function countInbox(db: Database): Promise<Pick<AdminOverview, 'unreadInquiries' | 'unreadMessages' | 'newApplicants'>> {
  const [unreadInquiries, unreadMessages, newApplicants] = await Promise.all([
    countOf(db, inquiries, sql`${inquiries.isRead} = false`, 'unread inquiries'),
    countOf(db, contactMessages, sql`${contactMessages.isRead} = false`, 'unread messages'),
    countOf(db, applicants, sql`${applicants.status} = ${INITIAL_APPLICANT_STATUS}`, 'new applicants'),
  ]);
  return { unreadInquiries, unreadMessages, newApplicants };
}

type CountedHere = 'activeJobs' | 'franchiseApplications' | 'activeSubscriptions' | 'pastDueSubscriptions' | 'undeliveredMail' | 'openDisputes' | 'failedStripeEvents';
/** Subscriptions in a standing, by the lists Staffing filters with: the counts and the list agree. */
const subscriptionsIn = (statuses: readonly string[]) => sql`(select count(*) from ${subscriptions} where ${inArray(subscriptions.status, [...statuses])})::int`;

/** Stripe's statuses of a dispute that is over. */
const CLOSED_DISPUTE_STATUSES = "('won', 'lost', 'warning_closed', 'prevented')";

async function countTheRest(
  db: Executor,
): Promise<Pick<AdminOverview, CountedHere>> {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${jobs} where ${jobs.isActive} = true)::int as "activeJobs",
      (select count(*) from ${franchiseApplications})::int as "franchiseApplications",
      ${subscriptionsIn(subscriptionStandings.active)} as "activeSubscriptions",
      ${subscriptionsIn(subscriptionStandings.past_due)} as "pastDueSubscriptions",
      (select count(*) from ${mailDeliveries} where ${mailDeliveries.status} = 'failed')::int as "undeliveredMail",
      (select count(*) from ${disputes} where ${disputes.status} not in ${sql.raw(CLOSED_DISPUTE_STATUSES)})::int as "openDisputes",
      (select count(*) from ${stripeEventFailures} where ${stripeEventFailures.dismissedAt} is null)::int as "failedStripeEvents"
  `)) as unknown as { rows: Pick<AdminOverview, CountedHere>[] };
  return result.rows[0]!;
}
