import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../../contract/index.js';
import type { SessionUser } from '../../../contract/users.js';
import { mailDeliveries } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, buildApplicant, buildContactMessage, buildFranchiseApplication, buildInquiry, buildJob, createAdminSession, registerCustomer, uniqueEmail } from '../../test/factories.js';
import { contractOperations } from './openapi-document.js';
import { useBillingTestApp } from '../../test/billing-context.js';

/**
 * A stolen admin password must reach nothing an admin can do. Every contract route is listed here
 * with a realistic request and one of two verdicts for an admin signed in with the password only,
 * where admins must use a second factor (production):
 * - `secondFactor`: an admin could do or see more here than a customer, so the answer is 403
 *   auth.second_factor_required, and a customer sending the same request is refused too;
 * - `customer`: nothing here is more than a customer's (a public form, the caller's own account),
 *   so the admin is answered as anyone would be, never with that 403 (they must still be able to
 *   set up their second factor).
 * A route added to the contract without a line here fails the first test.
 */
type Verdict = 'secondFactor' | 'customer';

interface Fixtures {
  admin: SessionUser;
  /** Another account's data: what an admin could reach and a customer could not. */
  other: {
    subscriptionId: string;
    invoiceId: string;
    paymentId: string;
    inactiveJobId: string;
    activeJobId: string;
    applicantId: string;
    inquiryId: string;
    messageId: string;
    franchiseId: string;
    mailId: string;
  };
}

type Walk = Record<string, { verdict: Verdict; request: (f: Fixtures) => InjectOptions }>;

const get = (url: string) => () => ({ method: 'GET' as const, url });
const post = (url: string, payload?: object) => () => ({ method: 'POST' as const, url, payload });
const jobBody = { title: 'Analyst', description: 'Checks.', responsibilities: ['Check'], operatingHours: '9-5', requirements: ['Care'], location: 'Remote', language: ['English'] };
const code = { code: '123456' };
const noSuchId = '00000000-0000-4000-8000-000000000000';

const walk: Walk = {
  // The caller's own account, or no account at all.
  'POST /api/v1/users/register': { verdict: 'customer', request: post('/api/v1/users/register', { name: 'New Person', email: uniqueEmail(), password: 'correct-horse-1' }) },
  'POST /api/v1/users/login': { verdict: 'customer', request: post('/api/v1/users/login', { email: uniqueEmail(), password: 'wrong-password-1' }) },
  'POST /api/v1/users/login/second-factor': { verdict: 'customer', request: post('/api/v1/users/login/second-factor', { challenge: 'not-a-challenge', ...code }) },
  'GET /api/v1/users/second-factor': { verdict: 'customer', request: get('/api/v1/users/second-factor') },
  'POST /api/v1/users/second-factor/enrolment': { verdict: 'customer', request: post('/api/v1/users/second-factor/enrolment', { password: 'admin-password-1' }) },
  'POST /api/v1/users/second-factor/confirm': { verdict: 'customer', request: post('/api/v1/users/second-factor/confirm', code) },
  'POST /api/v1/users/second-factor/disable': { verdict: 'customer', request: post('/api/v1/users/second-factor/disable', code) },
  'POST /api/v1/users/second-factor/recovery-codes': { verdict: 'customer', request: post('/api/v1/users/second-factor/recovery-codes', code) },
  'POST /api/v1/users/forgot-password': { verdict: 'customer', request: post('/api/v1/users/forgot-password', { email: uniqueEmail() }) },
  'GET /api/v1/users/reset-password/{token}': { verdict: 'customer', request: get('/api/v1/users/reset-password/not-a-real-token') },
  'PATCH /api/v1/users/reset-password/{token}': {
    verdict: 'customer',
    request: () => ({ method: 'PATCH', url: '/api/v1/users/reset-password/not-a-real-token', payload: { password: 'another-horse-2' } }),
  },
  'POST /api/v1/users/login-unlock': { verdict: 'customer', request: post('/api/v1/users/login-unlock', { token: 'not-a-real-token' }) },
  'GET /api/v1/users/me': { verdict: 'customer', request: get('/api/v1/users/me') },
  'POST /api/v1/users/verify-email': { verdict: 'customer', request: post('/api/v1/users/verify-email', { token: 'not-a-real-token' }) },
  'POST /api/v1/users/verification-email': { verdict: 'customer', request: post('/api/v1/users/verification-email') },
  'POST /api/v1/users/passkeys/registration': { verdict: 'customer', request: post('/api/v1/users/passkeys/registration', { password: 'admin-password-1' }) },
  'POST /api/v1/users/passkeys/proof': { verdict: 'customer', request: post('/api/v1/users/passkeys/proof') },
  'POST /api/v1/users/passkeys': { verdict: 'customer', request: post('/api/v1/users/passkeys', { name: 'Key', response: {} }) },
  'POST /api/v1/users/passkeys/{id}/remove': { verdict: 'customer', request: post('/api/v1/users/passkeys/00000000-0000-4000-8000-000000000000/remove', code) },
  'POST /api/v1/users/login/passkey': { verdict: 'customer', request: post('/api/v1/users/login/passkey', { challenge: 'x', response: {} }) },
  // A talent's invitation link: the token is the proof, whoever sends it.
  'GET /api/v1/talent-invitations/{token}': { verdict: 'customer', request: get('/api/v1/talent-invitations/not-a-real-token') },
  'POST /api/v1/talent-invitations/{token}': { verdict: 'customer', request: post('/api/v1/talent-invitations/not-a-real-token', { password: 'another-horse-2' }) },
  'POST /api/v1/talent-invitations/{token}/link': { verdict: 'customer', request: post('/api/v1/talent-invitations/not-a-real-token/link') },
  // Public forms and the job board.
  'POST /api/v1/messages': { verdict: 'customer', request: post('/api/v1/messages', {}) },
  'POST /api/v1/inquiries': { verdict: 'customer', request: post('/api/v1/inquiries', {}) },
  'POST /api/v1/franchise-applications': { verdict: 'customer', request: post('/api/v1/franchise-applications', {}) },
  'POST /api/v1/applicants': { verdict: 'customer', request: post('/api/v1/applicants', {}) },
  'GET /api/v1/jobs/active': { verdict: 'customer', request: get('/api/v1/jobs/active') },
  'GET /api/v1/billing/online-order': { verdict: 'customer', request: get('/api/v1/billing/online-order') },
  'POST /api/v1/stripe/webhook': { verdict: 'customer', request: post('/api/v1/stripe/webhook', {}) },
  // A customer's own billing.
  'POST /api/v1/stripe/createSubscribe': { verdict: 'customer', request: post('/api/v1/stripe/createSubscribe', {}) },
  'POST /api/v1/stripe/checkout-sessions/{sessionId}/confirm': { verdict: 'customer', request: post('/api/v1/stripe/checkout-sessions/cs_missing/confirm') },
  'GET /api/v1/subscription/my': { verdict: 'customer', request: get('/api/v1/subscription/my') },
  'POST /api/v1/billing/portal': { verdict: 'customer', request: post('/api/v1/billing/portal') },
  'GET /api/v1/billing/accounts': { verdict: 'customer', request: get('/api/v1/billing/accounts') },
  'GET /api/v1/payments/mypayments': { verdict: 'customer', request: get('/api/v1/payments/mypayments') },
  'GET /api/v1/payments/myinvoices': { verdict: 'customer', request: get('/api/v1/payments/myinvoices') },
  'GET /api/v1/payments/statement.csv': { verdict: 'customer', request: get('/api/v1/payments/statement.csv?from=2026-01-01&to=2026-12-31') },
  'GET /api/v1/subscription/my/next-charges': { verdict: 'customer', request: get('/api/v1/subscription/my/next-charges') },
  // A customer's own team: an admin has no more powers there (another's placement is a 404 to anyone).
  'GET /api/v1/team': { verdict: 'customer', request: get('/api/v1/team') },
  'POST /api/v1/team/placements/{id}/replacement-request': {
    verdict: 'customer',
    request: post(`/api/v1/team/placements/${noSuchId}/replacement-request`, { reason: 'Needs more experience' }),
  },
  'GET /api/v1/team/timesheets': { verdict: 'customer', request: get('/api/v1/team/timesheets') },
  'POST /api/v1/team/timesheets/{id}/approve': { verdict: 'customer', request: post(`/api/v1/team/timesheets/${noSuchId}/approve`) },
  'POST /api/v1/team/timesheets/{id}/dispute': { verdict: 'customer', request: post(`/api/v1/team/timesheets/${noSuchId}/dispute`, { reason: 'Friday was a holiday' }) },
  'GET /api/v1/team/billing': { verdict: 'customer', request: get('/api/v1/team/billing') },
  'POST /api/v1/team/subscriptions/{id}/seats/preview': { verdict: 'customer', request: post(`/api/v1/team/subscriptions/${noSuchId}/seats/preview`) },
  'POST /api/v1/team/subscriptions/{id}/seats': { verdict: 'customer', request: post(`/api/v1/team/subscriptions/${noSuchId}/seats`, { prorationDate: 1_800_000_000, expectedAmountDue: 100 }) },
  'POST /api/v1/team/subscriptions/{id}/seats/remove': { verdict: 'customer', request: post(`/api/v1/team/subscriptions/${noSuchId}/seats/remove`, { seat: 1 }) },
  // A talent's own work: an admin is refused as any account that is not a talent's (403 auth.talents_only).
  'GET /api/v1/my-work': { verdict: 'customer', request: get('/api/v1/my-work') },
  'PUT /api/v1/my-work/timesheets/{weekStart}': {
    verdict: 'customer',
    request: () => ({ method: 'PUT', url: '/api/v1/my-work/timesheets/2026-03-02', payload: { hours: [8, 8, 8, 8, 8, 0, 0] } }),
  },

  // Open to customers for their own, to admins for anyone's: here someone else's.
  'POST /api/v1/subscription/cancel/{subscriptionId}': { verdict: 'secondFactor', request: (f) => post(`/api/v1/subscription/cancel/${f.other.subscriptionId}`)() },
  'GET /api/v1/invoices/{latestInvoice}': { verdict: 'secondFactor', request: (f) => get(`/api/v1/invoices/${f.other.invoiceId}`)() },
  'GET /api/v1/jobs/{id}': { verdict: 'secondFactor', request: (f) => get(`/api/v1/jobs/${f.other.inactiveJobId}`)() },
  // Admin only.
  'GET /api/v1/messages': { verdict: 'secondFactor', request: get('/api/v1/messages') },
  'GET /api/v1/messages/export.csv': { verdict: 'secondFactor', request: get('/api/v1/messages/export.csv') },
  'PATCH /api/v1/messages/{id}/mark-read': { verdict: 'secondFactor', request: (f) => ({ method: 'PATCH', url: `/api/v1/messages/${f.other.messageId}/mark-read` }) },
  'PATCH /api/v1/messages/{id}/add-comment': {
    verdict: 'secondFactor',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/messages/${f.other.messageId}/add-comment`, payload: { comment: 'Called back' } }),
  },
  'GET /api/v1/inquiries': { verdict: 'secondFactor', request: get('/api/v1/inquiries') },
  'GET /api/v1/inquiries/export.csv': { verdict: 'secondFactor', request: get('/api/v1/inquiries/export.csv') },
  'PATCH /api/v1/inquiries/{id}/mark-read': { verdict: 'secondFactor', request: (f) => ({ method: 'PATCH', url: `/api/v1/inquiries/${f.other.inquiryId}/mark-read` }) },
  'PATCH /api/v1/inquiries/{id}/add-comment': {
    verdict: 'secondFactor',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/inquiries/${f.other.inquiryId}/add-comment`, payload: { comment: 'Called back' } }),
  },
  'GET /api/v1/franchise-applications': { verdict: 'secondFactor', request: get('/api/v1/franchise-applications') },
  'GET /api/v1/franchise-applications/{id}/contract': { verdict: 'secondFactor', request: (f) => get(`/api/v1/franchise-applications/${f.other.franchiseId}/contract`)() },
  'GET /api/v1/jobs/all': { verdict: 'secondFactor', request: get('/api/v1/jobs/all') },
  'POST /api/v1/jobs': { verdict: 'secondFactor', request: post('/api/v1/jobs', jobBody) },
  'PUT /api/v1/jobs/{id}': { verdict: 'secondFactor', request: (f) => ({ method: 'PUT', url: `/api/v1/jobs/${f.other.activeJobId}`, payload: { title: 'Renamed' } }) },
  'PATCH /api/v1/jobs/{id}/toggle-active': {
    verdict: 'secondFactor',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/jobs/${f.other.activeJobId}/toggle-active`, payload: { isActive: false } }),
  },
  'GET /api/v1/jobs/{id}/applicants': { verdict: 'secondFactor', request: (f) => get(`/api/v1/jobs/${f.other.activeJobId}/applicants`)() },
  'GET /api/v1/applicants': { verdict: 'secondFactor', request: get('/api/v1/applicants') },
  'GET /api/v1/applicants/export.csv': { verdict: 'secondFactor', request: get('/api/v1/applicants/export.csv') },
  'GET /api/v1/applicants/{id}': { verdict: 'secondFactor', request: (f) => get(`/api/v1/applicants/${f.other.applicantId}`)() },
  'PATCH /api/v1/applicants/{id}': {
    verdict: 'secondFactor',
    request: (f) => ({ method: 'PATCH', url: `/api/v1/applicants/${f.other.applicantId}`, payload: { status: 'Initial Interview' } }),
  },
  'GET /api/v1/applicants/{id}/resume': { verdict: 'secondFactor', request: (f) => get(`/api/v1/applicants/${f.other.applicantId}/resume`)() },
  'GET /api/v1/subscription/get-all': { verdict: 'secondFactor', request: get('/api/v1/subscription/get-all') },
  'GET /api/v1/payments': { verdict: 'secondFactor', request: get('/api/v1/payments') },
  'GET /api/v1/payments/summary': { verdict: 'secondFactor', request: get('/api/v1/payments/summary') },
  'GET /api/v1/payments/attention': { verdict: 'secondFactor', request: get('/api/v1/payments/attention') },
  'POST /api/v1/payments/{id}/refund': { verdict: 'secondFactor', request: (f) => post(`/api/v1/payments/${f.other.paymentId}/refund`, { amount: 100 })() },
  'POST /api/v1/admin/refunds/{id}/handled': { verdict: 'secondFactor', request: post(`/api/v1/admin/refunds/${noSuchId}/handled`, { note: 'Paid back by transfer' }) },
  'GET /api/v1/customers': { verdict: 'secondFactor', request: get('/api/v1/customers') },
  'GET /api/v1/admin/overview': { verdict: 'secondFactor', request: get('/api/v1/admin/overview') },
  'GET /api/v1/admin/overview/charts': { verdict: 'secondFactor', request: get('/api/v1/admin/overview/charts') },
  'GET /api/v1/staffing': { verdict: 'secondFactor', request: get('/api/v1/staffing') },
  'GET /api/v1/staffing/talents': { verdict: 'secondFactor', request: get('/api/v1/staffing/talents') },
  'GET /api/v1/staffing/subscriptions/{id}': { verdict: 'secondFactor', request: get(`/api/v1/staffing/subscriptions/${noSuchId}`) },
  'GET /api/v1/staffing/subscriptions/{id}/seat-changes': { verdict: 'secondFactor', request: get(`/api/v1/staffing/subscriptions/${noSuchId}/seat-changes`) },
  'POST /api/v1/staffing/subscriptions/{id}/placements': {
    verdict: 'secondFactor',
    request: (f) => post(`/api/v1/staffing/subscriptions/${noSuchId}/placements`, { applicantId: f.other.applicantId })(),
  },
  'POST /api/v1/staffing/placements/{id}/end': { verdict: 'secondFactor', request: post(`/api/v1/staffing/placements/${noSuchId}/end`, { reason: 'Left' }) },
  'POST /api/v1/staffing/placements/{id}/replace': {
    verdict: 'secondFactor',
    request: (f) => post(`/api/v1/staffing/placements/${noSuchId}/replace`, { applicantId: f.other.applicantId })(),
  },
  'POST /api/v1/staffing/talents/{applicantId}/invitation': {
    verdict: 'secondFactor',
    request: (f) => post(`/api/v1/staffing/talents/${f.other.applicantId}/invitation`)(),
  },
  'GET /api/v1/staffing/talents/{applicantId}/account': {
    verdict: 'secondFactor',
    request: (f) => get(`/api/v1/staffing/talents/${f.other.applicantId}/account`)(),
  },
  'DELETE /api/v1/staffing/talents/{applicantId}/account': {
    verdict: 'secondFactor',
    request: (f) => ({ method: 'DELETE' as const, url: `/api/v1/staffing/talents/${f.other.applicantId}/account` }),
  },
  'GET /api/v1/admin/mail/undelivered': { verdict: 'secondFactor', request: get('/api/v1/admin/mail/undelivered') },
  'POST /api/v1/admin/mail/{id}/resend': { verdict: 'secondFactor', request: (f) => post(`/api/v1/admin/mail/${f.other.mailId}/resend`)() },
  'GET /api/v1/admin/stripe-events/failed': { verdict: 'secondFactor', request: get('/api/v1/admin/stripe-events/failed') },
  'POST /api/v1/admin/stripe-events/{id}/retry': { verdict: 'secondFactor', request: post('/api/v1/admin/stripe-events/6f0c1f52-8d7e-4d59-9a59-2b7b2f0c4a11/retry') },
  'POST /api/v1/admin/stripe-events/{id}/dismiss': { verdict: 'secondFactor', request: post('/api/v1/admin/stripe-events/evt_6f0c1f528d7e4d59/dismiss') },
  'GET /api/v1/admin/audit-log': { verdict: 'secondFactor', request: get('/api/v1/admin/audit-log') },
  'GET /api/v1/audit-log/integrity': { verdict: 'secondFactor', request: get('/api/v1/audit-log/integrity') },
  'GET /api/v1/admin/timesheets': { verdict: 'secondFactor', request: get('/api/v1/admin/timesheets') },
  'POST /api/v1/admin/timesheets/{id}/settle': { verdict: 'secondFactor', request: post(`/api/v1/admin/timesheets/${noSuchId}/settle`, { reason: 'Worked as logged' }) },
  'GET /api/v1/admin/timesheets/export.csv': { verdict: 'secondFactor', request: get('/api/v1/admin/timesheets/export.csv') },
};

const ctx = useBillingTestApp({ config: { adminSecondFactorRequired: true }, customer: true });
let fixtures: Fixtures;
beforeAll(async () => {
  // As in production: admins must have signed in with a second factor.
  const admin = await createAdminSession(ctx.app, ctx.db);
  expect(admin.secondFactorEnrolmentRequired).toBe(true);
  const owner = await registerCustomer(ctx.app, { name: 'Olive Owner' });
  // Yearly, so nothing but a cancellation would set its end.
  const { subscriptionId } = await paidSubscription(ctx, owner, { role: 'sr_technical', region: 'AU', noOfRoles: 1, billingCycle: 'yearly' });
  const [subscription] = (await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(owner) })).json();
  const [payment] = (await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(owner) })).json();
  const activeJob = await buildJob(ctx.db);
  const [mail] = await ctx.db
    .insert(mailDeliveries)
    .values({ to: 'someone@example.com', subject: 'Hello', text: 'Hi', status: 'failed', attempts: 5, failedAt: new Date() })
    .returning();
  fixtures = {
    admin,
    other: {
      subscriptionId,
      invoiceId: subscription.latestInvoice,
      paymentId: payment._id,
      inactiveJobId: (await buildJob(ctx.db, { isActive: false })).id,
      activeJobId: activeJob.id,
      applicantId: (await buildApplicant(ctx.db, activeJob.id)).id,
      inquiryId: (await buildInquiry(ctx.db)).id,
      messageId: (await buildContactMessage(ctx.db)).id,
      franchiseId: (await buildFranchiseApplication(ctx.db)).id,
      mailId: mail!.id,
    },
  };
});

describe('a password-only admin, where admins need a second factor', () => {
  it('has a verdict for every contract route', () => {
    const routes = contractOperations(apiContract).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(Object.keys(walk).sort()).toEqual(routes.sort());
  });

  it('is refused with auth.second_factor_required wherever an admin reaches more than a customer', async () => {
    for (const [route, { request }] of Object.entries(walk).filter(([, entry]) => entry.verdict === 'secondFactor')) {
      const options = request(fixtures);
      const asCustomer = await ctx.injectAs(ctx.customer, options);
      expect(asCustomer.statusCode, `${route} as a customer`).toBeGreaterThanOrEqual(400);
      const asAdmin = await ctx.injectAs(fixtures.admin, options);
      expect([asAdmin.statusCode, asAdmin.json().code], route).toEqual([403, 'auth.second_factor_required']);
    }
  });

  it('is answered as anyone would be everywhere else: never that 403, never a 5xx', async () => {
    for (const [route, { request }] of Object.entries(walk).filter(([, entry]) => entry.verdict === 'customer')) {
      const response = await ctx.injectAs(fixtures.admin, request(fixtures));
      expect(response.statusCode, route).toBeLessThan(500);
      if (response.statusCode === 403) expect(response.json().code, route).not.toBe('auth.second_factor_required');
    }
  });

  it('sees an active job as a visitor does, and nothing of the closed one it was refused', async () => {
    const active = await ctx.injectAs(fixtures.admin, { url: `/api/v1/jobs/${fixtures.other.activeJobId}` });
    expect(active.statusCode).toBe(200);
    const closed = await ctx.injectAs(fixtures.admin, { url: `/api/v1/jobs/${fixtures.other.inactiveJobId}` });
    expect(closed.body).not.toContain(fixtures.other.inactiveJobId);
  });

  it("left the other customer's subscription as it was", async () => {
    const row = await ctx.stripe.client.subscriptions.retrieve(fixtures.other.subscriptionId);
    expect([row.cancel_at_period_end, row.cancel_at]).toEqual([false, null]);
  });
});
