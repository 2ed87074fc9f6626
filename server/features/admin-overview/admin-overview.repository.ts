import { inArray, sql } from 'drizzle-orm';
import { INITIAL_APPLICANT_STATUS } from '../../../contract/catalogues/hiring.js';
import type { AdminOverview } from '../../../contract/admin-overview.js';
import { subscriptionStandings } from '../../../contract/placements.js';
import type { Database, Executor } from '../../db/database.js';
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
 * together) are kept until one of those tables changes (`list_versions`, see lib/list-cache.ts),
 * so they are always the database's; the small ones are counted on every call. Each subquery is
 * served by an index on its filter column.
 */
export async function countWhatNeedsAttention(db: Database): Promise<AdminOverview> {
  const [inbox, rest, replacementRequests, timesheets] = await Promise.all([
    listCacheOf(db).whileUnchanged(db, ['inquiries', 'contact_messages', 'applicants'], 'admin-overview', () => countInbox(db)),
    countTheRest(db),
    countPendingReplacementRequests(db),
    // Few rows each, on the status and due indexes: counted on every call (overdue moves with the clock).
    countTimesheetsNeedingAttention(db),
  ]);
  return { ...inbox, ...rest, replacementRequests, ...timesheets };
}

async function countInbox(db: Executor): Promise<Pick<AdminOverview, 'unreadInquiries' | 'unreadMessages' | 'newApplicants'>> {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${inquiries} where ${inquiries.isRead} = false)::int as "unreadInquiries",
      (select count(*) from ${contactMessages} where ${contactMessages.isRead} = false)::int as "unreadMessages",
      (select count(*) from ${applicants} where ${applicants.status} = ${INITIAL_APPLICANT_STATUS})::int as "newApplicants"
  `)) as unknown as { rows: Pick<AdminOverview, 'unreadInquiries' | 'unreadMessages' | 'newApplicants'>[] };
  return result.rows[0]!;
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
