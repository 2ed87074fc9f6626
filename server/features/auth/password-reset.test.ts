import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleUseTokens } from '../../db/schema.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';
import { PASSWORD_RESET_TASK } from './password-reset.js';
import { buildAccount, latestMailTo, resetTokenFromMail, uniqueEmail } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/** With workers, as in production; and without, to see what the request itself does. */
let ctx: TestContext;
let requestOnly: TestContext;
beforeAll(async () => {
  [ctx, requestOnly] = await Promise.all([createTestContext(), createTestContext({ config: { tasks: { runWorkers: false, pollingSeconds: 0.5 } } })]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), requestOnly.close()]);
});

const forgot = (app: TestContext['app'], email: string, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email }, remoteAddress });

/** The account's reset links, in the single-use links' table. */
const resetLinksOf = (userId: string) => and(eq(singleUseTokens.purpose, 'password_reset'), eq(singleUseTokens.subjectId, userId));

/** The reset tasks queued for an e-mail, by state. */
async function resetTasks(on: TestContext, email: string) {
  const { rows } = await on.database.executeSql("select state from pgboss.job where name = $1 and data->>'email' = $2", [PASSWORD_RESET_TASK, email]);
  return (rows as Array<{ state: string }>).map((row) => row.state);
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('forgot-password', () => {
  it('does the same work for an e-mail with an account and one without: one task queued, nothing else written', async () => {
    const customer = await buildAccount(requestOnly.db);
    const stranger = uniqueEmail('stranger');
    const known = await forgot(requestOnly.app, customer.email);
    const unknown = await forgot(requestOnly.app, stranger);
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(await resetTasks(requestOnly, customer.email)).toHaveLength(1);
    expect(await resetTasks(requestOnly, stranger)).toHaveLength(1);
    // The account is looked up by the worker, not while the visitor waits.
    expect(await requestOnly.db.select().from(singleUseTokens).where(resetLinksOf(customer.id))).toEqual([]);
    expect(await requestOnly.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, customer.email))).toEqual([]);
  });

  it('mails a working link from the worker', async () => {
    const customer = await buildAccount(ctx.db);
    expect((await forgot(ctx.app, customer.email)).statusCode).toBe(200);
    const token = resetTokenFromMail((await latestMailTo(ctx.db, customer.email, 10_000))!.text);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/users/reset-password/${token}` })).json()).toEqual({ email: customer.email });
  });

  it('sends one account at most 3 reset mails an hour, whatever addresses ask; the answer stays the same', async () => {
    const customer = await buildAccount(ctx.db);
    const answers = [];
    for (let i = 1; i <= 6; i += 1) answers.push(await forgot(ctx.app, customer.email, `198.51.100.${i}`));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    await until('the six tasks', async () => ((await resetTasks(ctx, customer.email)).filter((state) => state === 'completed').length === 6 ? true : undefined));
    const mails = await ctx.db
      .select()
      .from(mailDeliveries)
      .where(and(eq(mailDeliveries.to, customer.email), eq(mailDeliveries.subject, 'Reset your Bayanihan Remote password')));
    expect(mails).toHaveLength(3);
    expect(await ctx.db.select().from(singleUseTokens).where(resetLinksOf(customer.id))).toHaveLength(3);

    // An hour later the account may ask again.
    await ctx.db.update(singleUseTokens).set({ createdAt: sql`now() - interval '61 minutes'` }).where(resetLinksOf(customer.id));
    await forgot(ctx.app, customer.email, '198.51.100.99');
    await until('a fourth mail', async () => {
      const rows = await ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, customer.email));
      return rows.length === 4 ? true : undefined;
    });
  });
});
