import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationStages } from '../../../contract/admin-overview.js';
import { applicants, payments, placements, refunds } from '../../db/schema.js';
import { bearer, buildApplicant, buildJob } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true, customer: true });

const url = '/api/v1/admin/overview/charts';
const DAY_MS = 86_400_000;
const thisMonth = () => new Date().toISOString().slice(0, 7);

async function payment(amount: number, currency: string, createdAt: Date) {
  const [row] = await ctx.db
    .insert(payments)
    .values({
      stripeInvoiceId: `in_${randomBytes(6).toString('hex')}`,
      userId: ctx.customer.id,
      amount,
      currency,
      status: 'paid',
      plan: 'jr_technical',
      talents: 1,
      billingCycle: 'monthly',
      description: 'Junior Technical',
      createdAt,
      paidAt: createdAt,
    })
    .returning();
  return row!;
}

describe('GET /api/v1/admin/overview/charts', () => {
  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: bearer(ctx.customer) })).statusCode).toBe(403);
  });

  it('answers 12 months of revenue, 12 weeks of applications and seats, and the days to fill a seat', async () => {
    const paid = await payment(200_000, 'usd', new Date());
    await payment(370_000, 'aud', new Date(Date.now() - 400 * DAY_MS));
    await ctx.db.insert(refunds).values({ stripeRefundId: `re_${randomBytes(6).toString('hex')}`, paymentId: paid.id, amount: 50_000, currency: 'usd', status: 'succeeded', createdAt: new Date() });

    const job = await buildJob(ctx.db);
    await buildApplicant(ctx.db, job.id);
    const movedBack = await buildApplicant(ctx.db, job.id, { status: 'Final Interview' });
    // Moved back after an interview: still counted under the furthest status it reached.
    await ctx.db.update(applicants).set({ status: 'Short Listed' }).where(eq(applicants.id, movedBack.id));

    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 3, startDate: new Date(Date.now() - 10 * DAY_MS) });
    const [talent] = await buildHiredTalents(ctx.db, 1);
    const today = new Date().toISOString().slice(0, 10);
    await ctx.db.insert(placements).values({
      subscriptionId: subscription.id,
      seat: 1,
      talentId: talent!.id,
      startDate: today,
      timeZone: 'UTC',
      seatOpenSince: sql`now() - interval '10 days'`,
    });

    const response = await ctx.app.inject({ url, headers: bearer(ctx.admin) });
    expect(response.statusCode).toBe(200);
    const charts = response.json();

    // Only currencies with money in the 12 months; the older AUD payment is outside them.
    expect(charts.revenueByMonth.map((entry: { currency: string }) => entry.currency)).toEqual(['usd']);
    const usd = charts.revenueByMonth[0].months;
    expect(usd).toHaveLength(12);
    expect(usd[11]).toEqual({ month: thisMonth(), paid: 200_000, refunded: 50_000, disputed: 0, net: 150_000 });
    expect(usd[0]).toMatchObject({ paid: 0, refunded: 0, disputed: 0, net: 0 });

    expect(charts.applicationsByWeek).toHaveLength(12);
    const week = charts.applicationsByWeek[11];
    const count = (stage: string) => week.byStage.find((entry: { stage: string }) => entry.stage === stage)?.count;
    expect(week.byStage.map((entry: { stage: string }) => entry.stage)).toEqual([...applicationStages]);
    expect(count('Unread')).toBe(1);
    expect(count('Final Interview')).toBe(1);
    expect(count('Short Listed')).toBe(0);
    expect(count('Hired')).toBe(1);
    expect(week.total).toBe(3);

    expect(charts.seatsByWeek).toHaveLength(12);
    expect(charts.seatsByWeek[11]).toMatchObject({ seatsSold: 3, seatsFilled: 1 });
    expect(charts.seatsByWeek[0]).toMatchObject({ seatsSold: 0, seatsFilled: 0 });

    // One placement is too few for a median anyone is shown (daysToFillRule); the month's own row still has it.
    expect(charts.daysToFill).toMatchObject({ median: null, placements: 1 });
    expect(charts.daysToFill.byMonth).toHaveLength(12);
    expect(charts.daysToFill.byMonth[11]).toEqual({ month: thisMonth(), median: 10, placements: 1 });
  });
});
