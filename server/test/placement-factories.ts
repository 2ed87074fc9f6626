import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../features/billing/billing.table.js';
import { placements } from '../features/placements/placements.table.js';
import { buildApplicant, buildJob } from './factories.js';

type NewSubscription = typeof subscriptions.$inferInsert;

/**
 * A subscription as the Stripe sync would have stored it once paid (active, yearly, `quantity`
 * seats of Junior Technical in the US), written straight to the table: the placement tests need
 * many, and none of them is about how Stripe tells us.
 */
export async function buildPaidSubscription(db: Database, userId: string, overrides: Partial<NewSubscription> = {}) {
  const quantity = overrides.quantity ?? 2;
  const [row] = await db
    .insert(subscriptions)
    .values({
      stripeSubscriptionId: `sub_test_${randomBytes(8).toString('hex')}`,
      stripeCustomerId: `cus_test_${randomBytes(8).toString('hex')}`,
      userId,
      status: 'active',
      plan: 'jr_technical',
      region: 'US',
      billingCycle: 'yearly',
      description: `${quantity} × Junior Technical (yearly)`,
      currency: 'usd',
      unitAmount: 2_000_000,
      quantity,
      periodAmount: 2_000_000 * quantity,
      interval: 'year',
      intervalCount: 1,
      startDate: new Date(Date.now() - 3 * 86_400_000),
      currentPeriodEnd: new Date(Date.now() + 362 * 86_400_000),
      createdAt: new Date(Date.now() - 3 * 86_400_000),
      ...overrides,
    })
    .returning();
  return row!;
}

/** `count` applicants whose status is Hired, for one job. */
export async function buildHiredTalents(db: Database, count: number, overrides: { firstName?: string; lastName?: string; remarks?: string } = {}) {
  const job = await buildJob(db, { title: 'Frontend Developer' });
  const talents = [];
  for (let i = 0; i < count; i += 1) {
    talents.push(await buildApplicant(db, job.id, { firstName: overrides.firstName ?? `Talent${i}`, lastName: overrides.lastName ?? 'Reyes', status: 'Hired', ...(overrides.remarks ? { remarks: overrides.remarks } : {}) }, undefined));
  }
  return talents;
}

/**
 * A Hired talent working on seat 1 of the subscription Stripe's id names since 5 January 2026, in
 * Manila: a team for the tests where money stops, written straight to the table.
 */
export async function buildWorkingTalent(db: Database, stripeSubscriptionId: string, name: { firstName: string; lastName: string }) {
  const [subscription] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  const [talent] = await buildHiredTalents(db, 1, name);
  await db.insert(placements).values({
    subscriptionId: subscription!.id,
    seat: 1,
    talentId: talent!.id,
    startDate: '2026-01-05',
    timeZone: 'Asia/Manila',
    seatOpenSince: new Date('2026-01-01T00:00:00Z'),
  });
  return talent!;
}
