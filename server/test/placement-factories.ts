import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.js';
import { subscriptions } from '../features/billing/billing.table.js';
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
