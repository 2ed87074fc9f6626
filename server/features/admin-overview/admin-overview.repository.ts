import { sql } from 'drizzle-orm';
import { INITIAL_APPLICANT_STATUS } from '../../../contract/catalogues/hiring.js';
import type { AdminOverview } from '../../../contract/admin-overview.js';
import type { Executor } from '../../db/database.js';
import { applicants } from '../applicants/applicants.public.js';
import { subscriptions } from '../billing/billing.public.js';
import { franchiseApplications } from '../franchise/franchise.public.js';
import { inquiries } from '../inquiries/inquiries.public.js';
import { jobs } from '../jobs/jobs.public.js';
import { mailDeliveries } from '../mail/mail.public.js';
import { contactMessages } from '../messages/messages.public.js';

/** Every count in one round trip; each subquery is served by an index on its filter column. */
export async function countWhatNeedsAttention(db: Executor): Promise<AdminOverview> {
  const result = (await db.execute(sql`
    select
      (select count(*) from ${inquiries} where ${inquiries.isRead} = false)::int as "unreadInquiries",
      (select count(*) from ${contactMessages} where ${contactMessages.isRead} = false)::int as "unreadMessages",
      (select count(*) from ${applicants} where ${applicants.status} = ${INITIAL_APPLICANT_STATUS})::int as "newApplicants",
      (select count(*) from ${jobs} where ${jobs.isActive} = true)::int as "activeJobs",
      (select count(*) from ${franchiseApplications})::int as "franchiseApplications",
      (select count(*) from ${subscriptions} where ${subscriptions.status} in ('active', 'trialing'))::int as "activeSubscriptions",
      (select count(*) from ${mailDeliveries} where ${mailDeliveries.status} = 'failed')::int as "undeliveredMail"
  `)) as unknown as { rows: AdminOverview[] };
  return result.rows[0]!;
}
