import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TimesheetStatus } from '../../contract/timesheets.js';
import type { SessionUser } from '../../contract/users.js';
import type { Database } from '../db/database.js';
import { placements, talentAccounts, timesheets, users } from '../db/schema.js';
import { weekStarting } from '../features/timesheets/weeks.js';
import { registerCustomer } from './factories.js';
import { buildHiredTalents, buildPaidSubscription } from './placement-factories.js';

export interface PlacedTalent {
  /** The customer's session (signed up through the API). */
  customer: SessionUser;
  /** The hired applicant: `id` is what timesheets call the talent. */
  talent: Awaited<ReturnType<typeof buildHiredTalents>>[number];
  placement: typeof placements.$inferSelect;
}

/**
 * A customer (`customer` is their name, which stands for their company) with a paid one-seat
 * subscription, and a hired talent placed in it from `startDate` in `timeZone`. The placement is
 * written straight to its table: these tests are about the weeks, not about how an admin assigns.
 */
export async function buildPlacedTalent(
  app: FastifyInstance,
  db: Database,
  options: { customer: string; talentFirstName: string; talentLastName: string; timeZone?: string; startDate?: string },
): Promise<PlacedTalent> {
  const customer = await registerCustomer(app, { name: options.customer });
  const subscription = await buildPaidSubscription(db, customer.id, { quantity: 1 });
  const [talent] = await buildHiredTalents(db, 1, { firstName: options.talentFirstName, lastName: options.talentLastName });
  const [placement] = await db
    .insert(placements)
    .values({
      subscriptionId: subscription.id,
      seat: 1,
      talentId: talent!.id,
      startDate: options.startDate ?? '2026-01-05',
      timeZone: options.timeZone ?? 'America/New_York',
      seatOpenSince: new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  return { customer, talent: talent!, placement: placement! };
}

/** buildPlacedTalent, and the talent signed in with an account of their own (`session`), named as the talent. */
export async function buildPlacedTalentWithAccount(app: FastifyInstance, db: Database, options: Parameters<typeof buildPlacedTalent>[2]) {
  const placed = await buildPlacedTalent(app, db, options);
  return { ...placed, session: await talentSession(app, db, placed.talent.id, `${options.talentFirstName} ${options.talentLastName}`) };
}

/**
 * A week of the placed talent in any status, written straight to the table (hours default to 8 a
 * weekday; approve-by to 3 days after the week ends, in the placement's time zone).
 */
export async function buildTimesheet(
  db: Database,
  placed: PlacedTalent,
  week: { weekStart: string; status: TimesheetStatus; hours?: number[]; note?: string; disputeReason?: string; approveBy?: Date },
) {
  const decided = week.status !== 'submitted';
  const [row] = await db
    .insert(timesheets)
    .values({
      placementId: placed.placement.id,
      customerId: placed.customer.id,
      talentId: placed.talent.id,
      weekStart: week.weekStart,
      quarterHours: (week.hours ?? [8, 8, 8, 8, 8, 0, 0]).map((hours) => Math.round(hours * 4)),
      note: week.note ?? '',
      status: week.status,
      submittedAt: new Date(),
      approveBy: week.approveBy ?? weekStarting(week.weekStart, placed.placement.timeZone).approveBy,
      decidedAt: decided ? new Date() : null,
      decidedBy: decided && week.status !== 'auto_approved' ? placed.customer.id : null,
      disputeReason: week.status === 'disputed' ? (week.disputeReason ?? 'These hours do not match our records.') : null,
    })
    .returning();
  return row!;
}

/** Signs up an account, marks it as a talent's and links it to `applicantId` when given, as an accepted invitation would. */
export async function talentSession(app: FastifyInstance, db: Database, applicantId?: string, name = 'Tala Talent'): Promise<SessionUser> {
  const account = await registerCustomer(app, { name });
  // A talent's own account, as an invitation makes it: a talent's and no customer's.
  await db.update(users).set({ isTalent: true, isCustomer: false }).where(eq(users.id, account.id));
  if (applicantId) await db.insert(talentAccounts).values({ applicantId, userId: account.id });
  return { ...account, isTalent: true, isCustomer: false };
}
