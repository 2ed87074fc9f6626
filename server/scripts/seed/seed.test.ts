import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { applicants } from '../../features/applicants/applicants.table.js';
import { users } from '../../features/auth/users.table.js';
import { subscriptions } from '../../features/billing/billing.table.js';
import { storedFiles } from '../../features/files/stored-files.table.js';
import { franchiseApplications } from '../../features/franchise/franchise-applications.table.js';
import { inquiries } from '../../features/inquiries/inquiries.table.js';
import { jobs } from '../../features/jobs/jobs.table.js';
import { mailDeliveries } from '../../features/mail/mail-deliveries.table.js';
import { renderMail } from '../../features/mail/mail-template.js';
import { contactMessages } from '../../features/messages/messages.table.js';
import { payments } from '../../features/payments/payments.table.js';
import { formatDay } from '../../features/placements/emails/placement-mail-facts.js';
import { placementStartMail, talentIntroductionMail } from '../../features/placements/emails/placement-started.email.js';
import { placements } from '../../features/placements/placements.table.js';
import { mailTemplates } from '../../mail-templates.js';
import { bearer } from '../../test/factories.js';
import { expectPayrollSums, parseCsv, payrollColumns } from '../../test/payroll-csv.js';
import { useTestApp } from '../../test/use-test-app.js';
import { seedBilling } from './billing.seed.js';
import { startLocalBillingApp } from './local-billing-app.js';
import { demoAccounts, runSeeders } from './run-seeders.js';
import { seedStaffing } from './staffing.seed.js';
import { seedTimesheets } from './timesheets.seed.js';

// Only the seed's own app works the task queue (Stripe's events on its emulator), as when
// `npm run db:seed` runs with the server stopped: the test app's workers would take them.
const ctx = useTestApp({ config: { tasks: { runWorkers: false, pollingSeconds: 0.5 } } });
/** The emulator keeps its state in the data folder, as `npm run db:seed` and the server do. */
let config: Config;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seed-data-'));
  config = { ...ctx.config, dataDir, tasks: { runWorkers: true, pollingSeconds: 0.5 } };
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What `npm run db:seed` does: the seeders in one transaction, then billing through the emulator. */
async function seed(seedConfig: Config = config) {
  const report = await runSeeders(ctx.db);
  report.push(`billing: ${await seedBilling({ config: seedConfig, database: ctx.database, admin: demoAccounts.admin, customer: demoAccounts.customer })}`);
  return report;
}

async function counts() {
  const tables = { users, jobs, applicants, contactMessages, inquiries, franchiseApplications, storedFiles, subscriptions, payments };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await ctx.db.select({ total: count() }).from(table))[0]?.total] as const),
  );
  return Object.fromEntries(entries);
}

describe('npm run db:seed', () => {
  it('fills every dashboard once: a second run adds nothing', async () => {
    const withStripeKeys = await seed({ ...config, stripe: { secretKey: 'sk_live_not_a_key', webhookSecret: 'whsec_not_a_secret', livemode: true } });
    expect(withStripeKeys.at(-1)).toBe('billing: nothing added: billing demo data is only seeded against the local Stripe emulator (Stripe keys are set)');
    expect(withStripeKeys.join('\n')).toContain('60 applicants with PDF resumes (60 added)');
    expect(await counts()).toMatchObject({ users: 2, jobs: 12, subscriptions: 0, payments: 0 });

    const first = await seed();
    const afterFirst = await counts();
    expect(afterFirst).toEqual({
      users: 2,
      jobs: 12,
      applicants: 60,
      contactMessages: 15,
      inquiries: 15,
      franchiseApplications: 3,
      storedFiles: 63,
      subscriptions: 3,
      payments: 8,
    });
    expect(first.join('\n')).toContain('12 jobs (already there)');
    expect(first.at(-1)).toBe('billing: 3 subscriptions of customer@example.com with 8 payments (1 declined, 1 partly refunded), through the local Stripe emulator');
    const second = await seed();
    expect(await counts()).toEqual(afterFirst);
    expect(second.at(-1)).toBe('billing: subscriptions of customer@example.com (already there)');
  });

  it("gives the demo customer a team: placed talents, an open seat and a replacement request, once", async () => {
    const staffing = () => seedStaffing({ config, database: ctx.database, admin: demoAccounts.admin, customer: demoAccounts.customer });
    expect(await staffing()).toMatch(/^1 placement in .+ \(2 seats\), 1 in .+ with a replacement request; 4 applicants hired, 2 waiting to be placed$/);
    expect(await staffing()).toBe('placements of the demo customer (already there)');

    const login = (email: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } }).then((r) => r.json<{ token: string }>());
    const customer = await login(demoAccounts.customer.email, demoAccounts.customer.password);
    const admin = await login(demoAccounts.admin.email, demoAccounts.admin.password);
    const team = (await ctx.app.inject({ url: '/api/v1/team', headers: bearer(customer) })).json();
    const seats = team.subscriptions.flatMap((subscription: { seats: { state: string; placement?: { replacementRequest: unknown } }[] }) => subscription.seats);
    expect(seats.filter((seat: { state: string }) => seat.state === 'filled')).toHaveLength(2);
    expect(seats.filter((seat: { state: string }) => seat.state === 'open')).toHaveLength(1);
    expect(seats.filter((seat: { placement?: { replacementRequest: unknown } }) => seat.placement?.replacementRequest)).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/api/v1/admin/overview', headers: bearer(admin) })).json().replacementRequests).toBe(1);
    expect((await ctx.app.inject({ url: '/api/v1/staffing/talents', headers: bearer(admin) })).json().total).toBe(2);
  });

  it("gives the demo customer's placed talents weeks of hours in each status and one dispute, once", async () => {
    const timesheets = () => seedTimesheets(ctx.database.db, { customer: demoAccounts.customer });
    expect(await timesheets()).toBe('16 weeks for 2 placed talents (approved, auto-approved, waiting for the customer, and 1 disputed)');
    expect(await timesheets()).toBe("weeks of the demo customer's talents (already there)");

    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: demoAccounts.admin.email, password: demoAccounts.admin.password } });
    const admin = login.json<{ token: string }>();
    const list = (await ctx.app.inject({ url: '/api/v1/admin/timesheets?pageSize=50', headers: bearer(admin) })).json<{ rows: { status: string }[]; total: number }>();
    expect(list.total).toBe(16);
    expect(new Set(list.rows.map((row) => row.status))).toEqual(new Set(['approved', 'auto_approved', 'disputed', 'submitted']));
    const overview = (await ctx.app.inject({ url: '/api/v1/admin/overview', headers: bearer(admin) })).json();
    expect(overview).toMatchObject({ disputedTimesheets: 1, overdueTimesheets: 0 });

    // Payroll's CSV of the seeded weeks: the approved and auto-approved ones, split and totalled.
    const csv = await ctx.app.inject({ url: '/api/v1/admin/timesheets/export.csv', headers: bearer(admin) });
    const { rows, totals } = parseCsv(csv.body);
    expect(rows).toHaveLength(list.rows.filter((row) => row.status === 'approved' || row.status === 'auto_approved').length);
    expect(new Set(rows.map((row) => row.Status))).toEqual(new Set(['Approved', 'Auto-approved']));
    expectPayrollSums(rows, totals);
    // Each talent: four weeks of 40, one of 38 and one of 42 (2 over the contracted 40); the second
    // talent's Saturday week is approved too: 40 regular and 4 weekend hours.
    expect(totals).toMatchObject({ [payrollColumns.regular]: '516', [payrollColumns.overtime]: '4', [payrollColumns.weekend]: '4', [payrollColumns.total]: '524' });
    const weeks = rows.map((row) => row['Week start (Mon)']!).sort();
    const lastSunday = new Date(`${weeks.at(-1)}T00:00:00Z`);
    lastSunday.setUTCDate(lastSunday.getUTCDate() + 6);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="payroll-${weeks[0]}_${lastSunday.toISOString().slice(0, 10)}.csv"`);

    // The mails of the seeded placements name the day each starts, as /team and the weeks do: the
    // customer's introduction and the talent's start mail, each still queued, subject and text.
    const placed = await ctx.db
      .select({ startDate: placements.startDate, email: applicants.email })
      .from(placements)
      .innerJoin(applicants, eq(applicants.id, placements.talentId));
    expect(placed).toHaveLength(2);
    for (const { startDate, email } of placed) {
      const mails = await ctx.db
        .select()
        .from(mailDeliveries)
        .where(and(inArray(mailDeliveries.template, [talentIntroductionMail.name, placementStartMail.name]), sql`${mailDeliveries.props}->>'talentEmail' = ${email}`));
      expect(mails.map((mail) => mail.template).sort()).toEqual([placementStartMail.name, talentIntroductionMail.name].sort());
      for (const mail of mails) {
        expect(mail.status).toBe('pending');
        expect(mail.subject).toContain(formatDay(startDate));
        const { text } = await renderMail(mailTemplates.get(mail.template!)!, mail.props, { publicUrl: 'https://www.example.test' });
        expect(text).toContain(`Starts: ${formatDay(startDate)}`);
        expect(new Set(text.match(/\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}/g))).toEqual(new Set([formatDay(startDate)]));
      }
    }
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

  it('gives the demo customer subscriptions Stripe knows: after a restart an invoice opens and the admin refunds a payment', async () => {
    // A fresh app and emulator on the same data folder, as the server starts after the seed.
    const local = await startLocalBillingApp(config, ctx.database);
    try {
      const { app } = local;
      // The emulator's clock is the site's again: later payments are not dated early.
      expect(Math.abs(local.stripe.controls.now() - Date.now() / 1000)).toBeLessThan(120);
      const login = (email: string, password: string) =>
        app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } }).then((r) => r.json<{ token: string }>());
      const customer = await login(demoAccounts.customer.email, demoAccounts.customer.password);
      const admin = await login(demoAccounts.admin.email, demoAccounts.admin.password);

      const mine = (await app.inject({ url: '/api/v1/subscription/my', headers: bearer(customer) })).json<{ region: string; status: string; latestInvoice: string }[]>();
      expect(mine.map((s) => `${s.region} ${s.status}`).sort()).toEqual(['AU active', 'CAN canceled', 'US past_due']);
      for (const subscription of mine) {
        const invoice = await app.inject({ url: `/api/v1/invoices/${subscription.latestInvoice}`, headers: bearer(customer) });
        expect(invoice.statusCode).toBe(200);
        const page = await fetch(invoice.json<{ url: string }>().url);
        expect(page.status).toBe(200);
      }

      const paid = (await app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(customer) })).json<{ _id: string; status: string; createdAt: string; refunds: unknown[] }[]>();
      expect(paid.map((p) => p.status).sort()).toEqual(['failed', 'paid', 'paid', 'paid', 'paid', 'paid', 'paid', 'partially_refunded']);
      // The history ends about now, not months ahead of the site's clock.
      expect(Math.max(...paid.map((p) => Date.parse(p.createdAt)))).toBeLessThanOrEqual(Date.now());
      expect(Math.max(...paid.map((p) => Date.parse(p.createdAt)))).toBeGreaterThan(Date.now() - 5 * 24 * 3_600_000);
      // The past-due subscription is not counted as active, as on the admin overview.
      const { customers } = (await app.inject({ url: '/api/v1/customers', headers: bearer(admin) })).json();
      expect(customers[0]).toMatchObject({ email: demoAccounts.customer.email, activeSubscriptions: 1 });

      const remaining = paid.find((p) => p.status === 'paid')!;
      const refund = await app.inject({ method: 'POST', url: `/api/v1/payments/${remaining._id}/refund`, payload: {}, headers: bearer(admin) });
      expect(refund.statusCode).toBe(201);
      expect(refund.json().payment.status).toBe('refunded');
    } finally {
      await local.close();
    }
  });

  it('refuses to run with NODE_ENV=production, before opening any database', async () => {
    const script = fileURLToPath(new URL('../seed.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
    const run = promisify(execFile)(tsx, [script], { env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Refusing to seed: NODE_ENV=production') });
  });
});
