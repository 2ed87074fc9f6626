import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { applicants } from '../../features/applicants/applicants.table.js';
import { findUserByEmail } from '../../features/auth/auth.repository.js';
import { subscriptions } from '../../features/billing/billing.table.js';
import { mailDeliveries } from '../../features/mail/mail-deliveries.table.js';
import { mailOf } from '../../features/mail/mail.public.js';
import { placementMailProps } from '../../features/placements/emails/placement-mail-facts.js';
import { placementStartMail, talentIntroductionMail } from '../../features/placements/emails/placement-started.email.js';
import { placements, type PlacementRow } from '../../features/placements/placements.table.js';
import { timesheets } from '../../features/timesheets/timesheets.table.js';
import { approveByFor, weekContaining, weekStarting } from '../../features/timesheets/weeks.js';
import type { Credentials } from './seeder.js';

/** Weeks of hours each seeded placement has behind it. */
const WEEKS_BACK = 8;

type Status = 'submitted' | 'approved' | 'disputed' | 'auto_approved';
type Plan = { status: Status; hours: number[]; note?: string; disputeReason?: string };

/**
 * Oldest week first: the weeks a talent of the demo customer has logged. Most are approved by the
 * customer, two went unanswered and were approved by themselves, one has Saturday hours the
 * customer disputed, and last week waits for the customer. The second talent's weeks are the same
 * shape with their own hours; only the first has the dispute.
 */
function weekPlans(talentIndex: number): Plan[] {
  const regular = [8, 8, 8, 8, 8, 0, 0];
  const plans: Plan[] = [
    { status: 'approved', hours: regular },
    { status: 'approved', hours: [8, 8, 7.5, 8, 8.5, 0, 0] },
    { status: 'auto_approved', hours: regular },
    { status: 'approved', hours: [8, 8, 8, 8, 6, 0, 0], note: 'Left at 3 pm on Friday for a doctor\'s appointment, agreed with the team lead.' },
    { status: 'approved', hours: [9, 9, 8, 8, 8, 0, 0], note: 'Stayed late Monday and Tuesday for the quarter-end close.' },
    { status: 'auto_approved', hours: regular },
    talentIndex === 0
      ? { status: 'disputed', hours: [8, 8, 8, 8, 8, 4, 0], note: 'Covered the Saturday morning support shift.', disputeReason: 'Saturday work was not agreed with us in advance.' }
      : { status: 'approved', hours: [8, 8, 8, 8, 8, 4, 0], note: 'Covered the Saturday morning support shift, as asked.' },
    { status: 'submitted', hours: [8, 7.75, 8, 8, 8, 0, 0] },
  ];
  return plans.slice(-WEEKS_BACK);
}

const DAY_MS = 86_400_000;

/**
 * The demo customer's placed talents' weeks: the seeded placements start on the next business
 * day, so each is moved back to the Monday eight weeks ago (as if they had been placed then), its
 * assignment mails with it, and gets a week of hours for each week since, in each status, with
 * one dispute. Adds nothing once any of their placements has a week.
 */
export async function seedTimesheets(db: Database, options: { customer: Credentials; now?: number }): Promise<string> {
  const now = new Date(options.now ?? Date.now());
  const customer = await findUserByEmail(db, options.customer.email);
  if (!customer) return 'no demo customer, nothing added';
  const active = await db
    .select({ placement: placements })
    .from(placements)
    .innerJoin(subscriptions, eq(subscriptions.id, placements.subscriptionId))
    .where(and(eq(subscriptions.userId, customer.id), isNull(placements.endedAt)))
    .orderBy(placements.createdAt);
  if (active.length === 0) return 'no placed talent of the demo customer, nothing added';
  const ids = active.map(({ placement }) => placement.id);
  const existing = await db.select({ id: timesheets.id }).from(timesheets).where(inArray(timesheets.placementId, ids)).limit(1);
  if (existing.length > 0) return 'weeks of the demo customer\'s talents (already there)';

  const added = await db.transaction(async (tx) => {
    let count = 0;
    for (const [index, { placement }] of active.entries()) count += await seedPlacementWeeks(tx, placement, customer.id, weekPlans(index), now);
    return count;
  });
  return `${added} weeks for ${active.length} placed ${active.length === 1 ? 'talent' : 'talents'} (approved, auto-approved, waiting for the customer, and 1 disputed)`;
}

async function seedPlacementWeeks(tx: Transaction, placement: PlacementRow, customerId: string, plans: Plan[], now: Date): Promise<number> {
  const thisWeek = weekContaining(now, placement.timeZone);
  const firstMonday = new Date(`${thisWeek.weekStart}T00:00:00Z`);
  firstMonday.setUTCDate(firstMonday.getUTCDate() - 7 * plans.length);
  const startDate = firstMonday.toISOString().slice(0, 10);
  // Placed eight weeks ago: the seat was open a little before.
  await tx
    .update(placements)
    .set({ startDate, seatOpenSince: new Date(Math.min(placement.seatOpenSince.getTime(), firstMonday.getTime() - 12 * DAY_MS)) })
    .where(eq(placements.id, placement.id));
  await redateAssignmentMails(tx, placement, startDate);

  const rows = plans.map((plan, index) => {
    const monday = new Date(firstMonday.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10);
    const week = weekStarting(monday, placement.timeZone);
    // Logged on Friday afternoon, local time; the week still waiting for the customer was logged
    // yesterday at the latest, so it is not yet due for the automatic approval.
    const friday = new Date(week.start.getTime() + 4 * DAY_MS + 17 * 3_600_000);
    const submittedAt = plan.status === 'submitted' ? new Date(Math.max(friday.getTime(), now.getTime() - DAY_MS)) : friday;
    const approveBy = approveByFor(monday, placement.timeZone, submittedAt);
    const answeredAt = new Date(submittedAt.getTime() + 3 * DAY_MS);
    return {
      placementId: placement.id,
      customerId,
      talentId: placement.talentId,
      weekStart: monday,
      quarterHours: plan.hours.map((hours) => Math.round(hours * 4)),
      note: plan.note ?? '',
      status: plan.status,
      submittedAt,
      approveBy,
      decidedAt: plan.status === 'submitted' ? null : plan.status === 'auto_approved' ? approveBy : answeredAt,
      decidedBy: plan.status === 'approved' || plan.status === 'disputed' ? customerId : null,
      disputeReason: plan.disputeReason ?? null,
    };
  });
  await tx.insert(timesheets).values(rows);
  return rows.length;
}

/**
 * The placement's introduction and start mails, queued by the API when the staffing seed assigned
 * it (its next business day) and not sent yet, told the day it starts now: each is made again by
 * `mailOf` from its own props with that day, so its subject and text say what /team and the
 * timesheets say. Sent ones cannot be taken back: the staffing seed's app leaves its mail queued.
 */
async function redateAssignmentMails(tx: Transaction, placement: PlacementRow, startDate: string): Promise<void> {
  const [talent] = await tx.select({ email: applicants.email }).from(applicants).where(eq(applicants.id, placement.talentId));
  if (!talent) return;
  const templates = new Map([talentIntroductionMail, placementStartMail].map((template) => [template.name, template]));
  const queued = await tx
    .select()
    .from(mailDeliveries)
    .where(
      and(
        inArray(mailDeliveries.template, [...templates.keys()]),
        eq(mailDeliveries.status, 'pending'),
        sql`${mailDeliveries.props}->>'talentEmail' = ${talent.email}`,
      ),
    );
  for (const delivery of queued) {
    const template = templates.get(delivery.template!)!;
    const mail = mailOf(template, delivery.to, { ...placementMailProps.parse(delivery.props), day: startDate });
    await tx.update(mailDeliveries).set({ subject: mail.subject, props: mail.props }).where(eq(mailDeliveries.id, delivery.id));
  }
}
