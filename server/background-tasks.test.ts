import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUp } from './background-tasks.js';
import { applicants, franchiseApplications, mailDeliveries, singleUseTokens, stripeEvents } from './db/schema.js';
import { buildApplicant, buildFranchiseApplication, buildJob, registerCustomer } from './test/factories.js';
import { createTestContext, type TestContext } from './test/test-app.js';

const DAY = 24 * 3_600_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the hourly clean-up', () => {
  it('removes what has done its work and keeps what may still be needed', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const customer = await registerCustomer(ctx.app);
    const linkOf = (purpose: 'password_reset' | 'login_unlock') => ({ purpose, subjectId: customer.id, email: customer.email });
    await ctx.db.insert(singleUseTokens).values([
      { ...linkOf('password_reset'), tokenHash: 'expired-two-days-ago', expiresAt: ago(2) },
      { ...linkOf('password_reset'), tokenHash: 'used-two-days-ago', expiresAt: new Date(now.getTime() + DAY), usedAt: ago(2) },
      { ...linkOf('password_reset'), tokenHash: 'still-live', expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);
    await ctx.db.insert(singleUseTokens).values([
      { ...linkOf('login_unlock'), tokenHash: 'unlock-expired', expiresAt: ago(2) },
      { ...linkOf('login_unlock'), tokenHash: 'unlock-live', expiresAt: new Date(now.getTime() + DAY) },
    ]);
    const tokensOf = async (purpose: 'password_reset' | 'login_unlock') =>
      (await ctx.db.select().from(singleUseTokens).where(and(eq(singleUseTokens.purpose, purpose), eq(singleUseTokens.subjectId, customer.id)))).map((row) => row.tokenHash);
    const job = await buildJob(ctx.db);
    const old = await buildApplicant(ctx.db, job.id, { idempotencyKey: 'old-attempt', createdAt: ago(2) });
    const recent = await buildApplicant(ctx.db, job.id, { idempotencyKey: 'recent-attempt' });
    await buildFranchiseApplication(ctx.db, { idempotencyKey: 'old-franchise-attempt', createdAt: ago(3) });
    await ctx.db.insert(stripeEvents).values([
      { id: 'evt_old', type: 'invoice.paid', receivedAt: ago(31) },
      { id: 'evt_recent', type: 'invoice.paid', receivedAt: ago(2) },
    ]);
    await ctx.db.insert(mailDeliveries).values([
      { to: 'a@example.com', subject: 'sent long ago', text: '…', status: 'sent', sentAt: ago(8) },
      { to: 'b@example.com', subject: 'sent yesterday', text: '…', status: 'sent', sentAt: ago(1) },
      { to: 'c@example.com', subject: 'failed long ago', text: '…', status: 'failed', failedAt: ago(9) },
    ]);

    expect(await cleanUp(ctx.db, now)).toEqual({ spentTokens: 3, applicationKeys: 1, franchiseKeys: 1, stripeEvents: 1, sentMail: 1 });

    expect(await tokensOf('password_reset')).toEqual(['still-live']);
    expect(await tokensOf('login_unlock')).toEqual(['unlock-live']);
    const keyOf = async (id: string) => (await ctx.db.select().from(applicants).where(eq(applicants.id, id)))[0]?.idempotencyKey;
    expect(await keyOf(old.id)).toBeNull();
    expect(await keyOf(recent.id)).toBe('recent-attempt');
    expect((await ctx.db.select().from(franchiseApplications)).map((row) => row.idempotencyKey)).toEqual([null]);
    expect((await ctx.db.select().from(stripeEvents)).map((row) => row.id)).toEqual(['evt_recent']);
    // Failed mail waits for an admin, however old.
    const inserted = ['a@example.com', 'b@example.com', 'c@example.com'];
    expect((await ctx.db.select().from(mailDeliveries)).filter((row) => inserted.includes(row.to)).map((row) => row.subject).sort()).toEqual([
      'failed long ago',
      'sent yesterday',
    ]);
    // Nothing left to do the second time.
    expect(await cleanUp(ctx.db, now)).toEqual({ spentTokens: 0, applicationKeys: 0, franchiseKeys: 0, stripeEvents: 0, sentMail: 0 });
  });
});
