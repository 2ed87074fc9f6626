import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicants } from '../../features/applicants/applicants.table.js';
import { users } from '../../features/auth/users.table.js';
import { storedFiles } from '../../features/files/stored-files.table.js';
import { franchiseApplications } from '../../features/franchise/franchise-applications.table.js';
import { inquiries } from '../../features/inquiries/inquiries.table.js';
import { jobs } from '../../features/jobs/jobs.table.js';
import { contactMessages } from '../../features/messages/messages.table.js';
import { bearer } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { demoAccounts, runSeeders } from './run-seeders.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function counts() {
  const tables = { users, jobs, applicants, contactMessages, inquiries, franchiseApplications, storedFiles };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await ctx.db.select({ total: count() }).from(table))[0]?.total] as const),
  );
  return Object.fromEntries(entries);
}

describe('npm run db:seed', () => {
  it('fills every dashboard once: a second run adds nothing', async () => {
    const first = await runSeeders(ctx.db);
    const afterFirst = await counts();
    expect(afterFirst).toEqual({
      users: 2,
      jobs: 12,
      applicants: 60,
      contactMessages: 15,
      inquiries: 15,
      franchiseApplications: 3,
      storedFiles: 63,
    });
    expect(first.join('\n')).toContain('60 applicants with PDF resumes (60 added)');
    const second = await runSeeders(ctx.db);
    expect(await counts()).toEqual(afterFirst);
    expect(second.join('\n')).toContain('12 jobs (already there)');
  });

  it('lets the demo admin log in and see jobs with their applicants and PDF resumes', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().isAdmin).toBe(true);
    const admin = login.json<{ token: string }>();

    const { jobs: list } = (await ctx.app.inject({ url: '/api/v1/jobs/all', headers: bearer(admin) })).json();
    expect(list.filter((job: { isActive: boolean }) => !job.isActive)).toHaveLength(3);
    expect(list.reduce((sum: number, job: { applicantCount: number }) => sum + job.applicantCount, 0)).toBe(60);

    const { applicants: people } = (await ctx.app.inject({ url: '/api/v1/applicants', headers: bearer(admin) })).json();
    expect(new Set(people.map((a: { status: string }) => a.status)).size).toBeGreaterThan(3);
    const resume = await ctx.app.inject({ url: people[0].resumeLink, headers: bearer(admin) });
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const customer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: demoAccounts.customer.email, password: demoAccounts.customer.password },
    });
    expect(customer.json().isAdmin).toBe(false);
  });

  it('gives the demo customer subscriptions and payments, and the admin a customer with totals', async () => {
    const login = (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } }).then((r) => r.json<{ token: string }>());
    const customer = await login(demoAccounts.customer.email, demoAccounts.customer.password);
    const admin = await login(demoAccounts.admin.email, demoAccounts.admin.password);
    const mine = (await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(customer) })).json();
    expect(mine.map((s: { status: string }) => s.status).sort()).toEqual(['active', 'active', 'canceled']);
    const paid = (await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(customer) })).json();
    expect(paid).toHaveLength(6);
    expect(paid.filter((p: { refunds: unknown[] }) => p.refunds.length > 0)).toHaveLength(1);
    const { customers } = (await ctx.app.inject({ url: '/api/v1/customers', headers: bearer(admin) })).json();
    expect(customers[0]).toMatchObject({ email: demoAccounts.customer.email, activeSubscriptions: 2 });
  });

  it('refuses to run with NODE_ENV=production, before opening any database', async () => {
    const script = fileURLToPath(new URL('../seed.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    const run = promisify(execFile)(tsx, [script], { env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Refusing to seed: NODE_ENV=production') });
  });
});
