import { isAppRoute, type AppRouter } from '@ts-rest/core';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../../contract/index.js';
import { adminTimesheetsContract, timesheetsContract } from '../../../contract/timesheets.js';
import type { SessionUser } from '../../../contract/users.js';
import { codeIn } from '../../test/second-factor.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, buildApplicant, buildJob, uniqueEmail } from '../../test/factories.js';
import { placedTalentSession } from '../../test/talent-factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';

/**
 * A talent's account reaches its own account pages and its own work, and nothing of customers or
 * admins. Every contract route is listed with what a talent's session gets there:
 * - `open`: public, or the caller's own account (sign-in, second factor, passkeys): answered as
 *   anyone would be, never a 5xx;
 * - `work`: the talent's own work: answered (< 500), and refused to a customer and an admin with
 *   403 auth.talents_only;
 * - `customersOnly` / `adminOnly`: 403 with that code, before anything is read;
 * - `notFound`: a route open to customers for their own records, here another's: 404.
 * A route added to the contract without a line here fails the first test. The timesheets' routes
 * are listed from their own contract file, and walked once the API includes them.
 */
type Verdict = 'open' | 'work' | 'customersOnly' | 'adminOnly' | 'notFound';

interface Fixtures {
  /** Another customer's records, and another talent's: what a talent must never see. */
  other: { subscriptionId: string; invoiceId: string; paymentId: string; inactiveJobId: string; applicantId: string; customerEmail: string; talentEmail: string };
}

type Walk = Record<string, { verdict: Verdict; request: (f: Fixtures) => InjectOptions }>;

const get = (url: string) => () => ({ method: 'GET' as const, url });
const post = (url: string, payload?: object) => () => ({ method: 'POST' as const, url, payload });
const patch = (url: string, payload?: object) => () => ({ method: 'PATCH' as const, url, payload });
const code = { code: '123456' };
const noSuchId = '00000000-0000-4000-8000-000000000000';

const walk: Walk = {
  'POST /api/v1/users/register': { verdict: 'open', request: post('/api/v1/users/register', { name: 'New Person', email: uniqueEmail(), password: 'correct-horse-1' }) },
  'POST /api/v1/users/login': { verdict: 'open', request: post('/api/v1/users/login', { email: uniqueEmail(), password: 'wrong-password-1' }) },
  'POST /api/v1/users/login/second-factor': { verdict: 'open', request: post('/api/v1/users/login/second-factor', { challenge: 'not-a-challenge', ...code }) },
  'GET /api/v1/users/second-factor': { verdict: 'open', request: get('/api/v1/users/second-factor') },
  'POST /api/v1/users/second-factor/enrolment': { verdict: 'open', request: post('/api/v1/users/second-factor/enrolment', { password: 'wrong-password-1' }) },
  'POST /api/v1/users/second-factor/confirm': { verdict: 'open', request: post('/api/v1/users/second-factor/confirm', code) },
  'POST /api/v1/users/second-factor/disable': { verdict: 'open', request: post('/api/v1/users/second-factor/disable', code) },
  'POST /api/v1/users/second-factor/recovery-codes': { verdict: 'open', request: post('/api/v1/users/second-factor/recovery-codes', code) },
  'POST /api/v1/users/forgot-password': { verdict: 'open', request: post('/api/v1/users/forgot-password', { email: uniqueEmail() }) },
  'GET /api/v1/users/reset-password/{token}': { verdict: 'open', request: get('/api/v1/users/reset-password/not-a-real-token') },
  'PATCH /api/v1/users/reset-password/{token}': { verdict: 'open', request: patch('/api/v1/users/reset-password/not-a-real-token', { password: 'another-horse-2' }) },
  'POST /api/v1/users/login-unlock': { verdict: 'open', request: post('/api/v1/users/login-unlock', { token: 'not-a-real-token' }) },
  'GET /api/v1/users/me': { verdict: 'open', request: get('/api/v1/users/me') },
  'POST /api/v1/users/verify-email': { verdict: 'open', request: post('/api/v1/users/verify-email', { token: 'not-a-real-token' }) },
  'POST /api/v1/users/verification-email': { verdict: 'open', request: post('/api/v1/users/verification-email') },
  'POST /api/v1/users/passkeys/registration': { verdict: 'open', request: post('/api/v1/users/passkeys/registration', { password: 'wrong-password-1' }) },
  'POST /api/v1/users/passkeys/proof': { verdict: 'open', request: post('/api/v1/users/passkeys/proof') },
  'POST /api/v1/users/passkeys': { verdict: 'open', request: post('/api/v1/users/passkeys', { name: 'Key', response: {} }) },
  'POST /api/v1/users/passkeys/{id}/remove': { verdict: 'open', request: post(`/api/v1/users/passkeys/${noSuchId}/remove`, code) },
  'POST /api/v1/users/login/passkey': { verdict: 'open', request: post('/api/v1/users/login/passkey', { challenge: 'x', response: {} }) },
  'GET /api/v1/talent-invitations/{token}': { verdict: 'open', request: get('/api/v1/talent-invitations/not-a-real-token') },
  'POST /api/v1/talent-invitations/{token}': { verdict: 'open', request: post('/api/v1/talent-invitations/not-a-real-token', { password: 'another-horse-2' }) },
  'POST /api/v1/talent-invitations/{token}/link': { verdict: 'open', request: post('/api/v1/talent-invitations/not-a-real-token/link') },
  'POST /api/v1/messages': { verdict: 'open', request: post('/api/v1/messages', {}) },
  'POST /api/v1/inquiries': { verdict: 'open', request: post('/api/v1/inquiries', {}) },
  'POST /api/v1/franchise-applications': { verdict: 'open', request: post('/api/v1/franchise-applications', {}) },
  'POST /api/v1/applicants': { verdict: 'open', request: post('/api/v1/applicants', {}) },
  'GET /api/v1/jobs/active': { verdict: 'open', request: get('/api/v1/jobs/active') },
  'GET /api/v1/billing/online-order': { verdict: 'open', request: get('/api/v1/billing/online-order') },
  'POST /api/v1/stripe/webhook': { verdict: 'open', request: post('/api/v1/stripe/webhook', {}) },

  // The talent's own work.
  'GET /api/v1/my-work': { verdict: 'work', request: get('/api/v1/my-work') },
  'PUT /api/v1/my-work/timesheets/{weekStart}': {
    verdict: 'work',
    request: () => ({ method: 'PUT', url: '/api/v1/my-work/timesheets/2020-01-06', payload: { hours: [8, 8, 8, 8, 8, 0, 0], note: '' } }),
  },

  // A customer's own: billing, payments, the team and its weeks.
  'POST /api/v1/stripe/createSubscribe': { verdict: 'customersOnly', request: post('/api/v1/stripe/createSubscribe', {}) },
  'POST /api/v1/stripe/checkout-sessions/{sessionId}/confirm': { verdict: 'customersOnly', request: post('/api/v1/stripe/checkout-sessions/cs_missing/confirm') },
  'GET /api/v1/subscription/my': { verdict: 'customersOnly', request: get('/api/v1/subscription/my') },
  'POST /api/v1/billing/portal': { verdict: 'customersOnly', request: post('/api/v1/billing/portal') },
  'GET /api/v1/billing/accounts': { verdict: 'customersOnly', request: get('/api/v1/billing/accounts') },
  'GET /api/v1/payments/mypayments': { verdict: 'customersOnly', request: get('/api/v1/payments/mypayments') },
  'GET /api/v1/payments/myinvoices': { verdict: 'customersOnly', request: get('/api/v1/payments/myinvoices') },
  'GET /api/v1/payments/statement.csv': { verdict: 'customersOnly', request: get('/api/v1/payments/statement.csv?from=2026-01-01&to=2026-12-31') },
  'GET /api/v1/subscription/my/next-charges': { verdict: 'customersOnly', request: get('/api/v1/subscription/my/next-charges') },
  'GET /api/v1/team': { verdict: 'customersOnly', request: get('/api/v1/team') },
  'POST /api/v1/team/placements/{id}/replacement-request': {
    verdict: 'customersOnly',
    request: post(`/api/v1/team/placements/${noSuchId}/replacement-request`, { reason: 'Needs more experience' }),
  },
  'GET /api/v1/team/timesheets': { verdict: 'customersOnly', request: get('/api/v1/team/timesheets') },
  'POST /api/v1/team/timesheets/{id}/approve': { verdict: 'customersOnly', request: post(`/api/v1/team/timesheets/${noSuchId}/approve`) },
  'POST /api/v1/team/timesheets/{id}/dispute': { verdict: 'customersOnly', request: post(`/api/v1/team/timesheets/${noSuchId}/dispute`, { reason: 'Too many hours' }) },
  'GET /api/v1/team/billing': { verdict: 'customersOnly', request: get('/api/v1/team/billing') },
  'POST /api/v1/team/subscriptions/{id}/seats/preview': { verdict: 'customersOnly', request: post(`/api/v1/team/subscriptions/${noSuchId}/seats/preview`) },
  'POST /api/v1/team/subscriptions/{id}/seats': { verdict: 'customersOnly', request: post(`/api/v1/team/subscriptions/${noSuchId}/seats`, { prorationDate: 1_800_000_000, expectedAmountDue: 100 }) },
  'POST /api/v1/team/subscriptions/{id}/seats/remove': { verdict: 'customersOnly', request: post(`/api/v1/team/subscriptions/${noSuchId}/seats/remove`, { seat: 1 }) },

  // Open to customers for their own, to admins for anyone's: here another customer's.
  'POST /api/v1/subscription/cancel/{subscriptionId}': { verdict: 'notFound', request: (f) => post(`/api/v1/subscription/cancel/${f.other.subscriptionId}`)() },
  'GET /api/v1/invoices/{latestInvoice}': { verdict: 'notFound', request: (f) => get(`/api/v1/invoices/${f.other.invoiceId}`)() },
  'GET /api/v1/jobs/{id}': { verdict: 'notFound', request: (f) => get(`/api/v1/jobs/${f.other.inactiveJobId}`)() },

  // Admin only.
  'GET /api/v1/messages': { verdict: 'adminOnly', request: get('/api/v1/messages') },
  'GET /api/v1/messages/export.csv': { verdict: 'adminOnly', request: get('/api/v1/messages/export.csv') },
  'PATCH /api/v1/messages/{id}/mark-read': { verdict: 'adminOnly', request: patch(`/api/v1/messages/${noSuchId}/mark-read`) },
  'PATCH /api/v1/messages/{id}/add-comment': { verdict: 'adminOnly', request: patch(`/api/v1/messages/${noSuchId}/add-comment`, { comment: 'Hi' }) },
  'GET /api/v1/inquiries': { verdict: 'adminOnly', request: get('/api/v1/inquiries') },
  'GET /api/v1/inquiries/export.csv': { verdict: 'adminOnly', request: get('/api/v1/inquiries/export.csv') },
  'PATCH /api/v1/inquiries/{id}/mark-read': { verdict: 'adminOnly', request: patch(`/api/v1/inquiries/${noSuchId}/mark-read`) },
  'PATCH /api/v1/inquiries/{id}/add-comment': { verdict: 'adminOnly', request: patch(`/api/v1/inquiries/${noSuchId}/add-comment`, { comment: 'Hi' }) },
  'GET /api/v1/franchise-applications': { verdict: 'adminOnly', request: get('/api/v1/franchise-applications') },
  'GET /api/v1/franchise-applications/{id}/contract': { verdict: 'adminOnly', request: get(`/api/v1/franchise-applications/${noSuchId}/contract`) },
  'GET /api/v1/jobs/all': { verdict: 'adminOnly', request: get('/api/v1/jobs/all') },
  'POST /api/v1/jobs': { verdict: 'adminOnly', request: post('/api/v1/jobs', {}) },
  'PUT /api/v1/jobs/{id}': { verdict: 'adminOnly', request: (f) => ({ method: 'PUT', url: `/api/v1/jobs/${f.other.inactiveJobId}`, payload: { title: 'Renamed' } }) },
  'PATCH /api/v1/jobs/{id}/toggle-active': { verdict: 'adminOnly', request: (f) => patch(`/api/v1/jobs/${f.other.inactiveJobId}/toggle-active`, { isActive: true })() },
  'GET /api/v1/jobs/{id}/applicants': { verdict: 'adminOnly', request: (f) => get(`/api/v1/jobs/${f.other.inactiveJobId}/applicants`)() },
  'GET /api/v1/applicants': { verdict: 'adminOnly', request: get('/api/v1/applicants') },
  'GET /api/v1/applicants/export.csv': { verdict: 'adminOnly', request: get('/api/v1/applicants/export.csv') },
  'GET /api/v1/applicants/{id}': { verdict: 'adminOnly', request: (f) => get(`/api/v1/applicants/${f.other.applicantId}`)() },
  'PATCH /api/v1/applicants/{id}': { verdict: 'adminOnly', request: (f) => patch(`/api/v1/applicants/${f.other.applicantId}`, { status: 'Hired' })() },
  'GET /api/v1/applicants/{id}/resume': { verdict: 'adminOnly', request: (f) => get(`/api/v1/applicants/${f.other.applicantId}/resume`)() },
  'GET /api/v1/subscription/get-all': { verdict: 'adminOnly', request: get('/api/v1/subscription/get-all') },
  'GET /api/v1/admin/stripe-events/failed': { verdict: 'adminOnly', request: get('/api/v1/admin/stripe-events/failed') },
  'POST /api/v1/admin/stripe-events/{id}/retry': { verdict: 'adminOnly', request: post(`/api/v1/admin/stripe-events/${noSuchId}/retry`) },
  'POST /api/v1/admin/stripe-events/{id}/dismiss': { verdict: 'adminOnly', request: post(`/api/v1/admin/stripe-events/${noSuchId}/dismiss`) },
  'GET /api/v1/payments': { verdict: 'adminOnly', request: get('/api/v1/payments') },
  'GET /api/v1/payments/summary': { verdict: 'adminOnly', request: get('/api/v1/payments/summary') },
  'GET /api/v1/payments/attention': { verdict: 'adminOnly', request: get('/api/v1/payments/attention') },
  'POST /api/v1/payments/{id}/refund': { verdict: 'adminOnly', request: (f) => post(`/api/v1/payments/${f.other.paymentId}/refund`, { amount: 100 })() },
  'POST /api/v1/admin/refunds/{id}/handled': { verdict: 'adminOnly', request: post(`/api/v1/admin/refunds/${noSuchId}/handled`, { note: 'Paid back by transfer' }) },
  'GET /api/v1/customers': { verdict: 'adminOnly', request: get('/api/v1/customers') },
  'GET /api/v1/admin/overview': { verdict: 'adminOnly', request: get('/api/v1/admin/overview') },
  'GET /api/v1/admin/overview/charts': { verdict: 'adminOnly', request: get('/api/v1/admin/overview/charts') },
  'GET /api/v1/admin/mail/undelivered': { verdict: 'adminOnly', request: get('/api/v1/admin/mail/undelivered') },
  'POST /api/v1/admin/mail/{id}/resend': { verdict: 'adminOnly', request: post(`/api/v1/admin/mail/${noSuchId}/resend`) },
  'GET /api/v1/admin/audit-log': { verdict: 'adminOnly', request: get('/api/v1/admin/audit-log') },
  'GET /api/v1/audit-log/integrity': { verdict: 'adminOnly', request: get('/api/v1/audit-log/integrity') },
  'GET /api/v1/staffing': { verdict: 'adminOnly', request: get('/api/v1/staffing') },
  'GET /api/v1/staffing/subscriptions/{id}': { verdict: 'adminOnly', request: (f) => get(`/api/v1/staffing/subscriptions/${f.other.subscriptionId}`)() },
  'GET /api/v1/staffing/subscriptions/{id}/seat-changes': { verdict: 'adminOnly', request: (f) => get(`/api/v1/staffing/subscriptions/${f.other.subscriptionId}/seat-changes`)() },
  'GET /api/v1/staffing/talents': { verdict: 'adminOnly', request: get('/api/v1/staffing/talents') },
  'POST /api/v1/staffing/subscriptions/{id}/placements': {
    verdict: 'adminOnly',
    request: (f) => post(`/api/v1/staffing/subscriptions/${noSuchId}/placements`, { applicantId: f.other.applicantId })(),
  },
  'POST /api/v1/staffing/placements/{id}/end': { verdict: 'adminOnly', request: post(`/api/v1/staffing/placements/${noSuchId}/end`, { reason: 'Left' }) },
  'POST /api/v1/staffing/placements/{id}/replace': {
    verdict: 'adminOnly',
    request: (f) => post(`/api/v1/staffing/placements/${noSuchId}/replace`, { applicantId: f.other.applicantId })(),
  },
  'POST /api/v1/staffing/talents/{applicantId}/invitation': { verdict: 'adminOnly', request: (f) => post(`/api/v1/staffing/talents/${f.other.applicantId}/invitation`)() },
  'GET /api/v1/staffing/talents/{applicantId}/account': { verdict: 'adminOnly', request: (f) => get(`/api/v1/staffing/talents/${f.other.applicantId}/account`)() },
  'DELETE /api/v1/staffing/talents/{applicantId}/account': {
    verdict: 'adminOnly',
    request: (f) => ({ method: 'DELETE' as const, url: `/api/v1/staffing/talents/${f.other.applicantId}/account` }),
  },
  'GET /api/v1/admin/timesheets': { verdict: 'adminOnly', request: get('/api/v1/admin/timesheets') },
  'POST /api/v1/admin/timesheets/{id}/settle': { verdict: 'adminOnly', request: post(`/api/v1/admin/timesheets/${noSuchId}/settle`, { reason: 'Worked as logged' }) },
  'GET /api/v1/admin/timesheets/export.csv': { verdict: 'adminOnly', request: get('/api/v1/admin/timesheets/export.csv') },
};

const expected: Record<Exclude<Verdict, 'open' | 'work'>, [number, string]> = {
  customersOnly: [403, 'auth.customers_only'],
  adminOnly: [403, 'auth.admin_only'],
  notFound: [404, ''],
};

const ctx = useBillingTestApp({ admin: true, customer: { name: 'Olive Owner' } });
let fixtures: Fixtures;
let talent: SessionUser & { password: string };

beforeAll(async () => {
  const { subscriptionId } = await paidSubscription(ctx, ctx.customer, { role: 'sr_technical', region: 'AU', noOfRoles: 1, billingCycle: 'yearly' });
  const [subscription] = (await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(ctx.customer) })).json();
  const [payment] = (await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(ctx.customer) })).json();
  talent = (await placedTalentSession(ctx.app, ctx.db, ctx.admin, ctx.customer.id)).session;
  const other = await placedTalentSession(ctx.app, ctx.db, ctx.admin, ctx.customer.id);
  const inactiveJob = await buildJob(ctx.db, { isActive: false });
  fixtures = {
    other: {
      subscriptionId,
      invoiceId: subscription.latestInvoice,
      paymentId: payment._id,
      inactiveJobId: inactiveJob.id,
      applicantId: (await buildApplicant(ctx.db, inactiveJob.id)).id,
      customerEmail: ctx.customer.email,
      talentEmail: other.session.email,
    },
  };
}, 90_000);

/** 'GET /api/v1/team/placements/{id}', as the API document names a route. */
const routesOf = (router: AppRouter): string[] =>
  Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [`${entry.method} ${entry.path.replace(/:(\w+)/g, '{$1}')}`] : routesOf(entry)));
/** The routes the API has now: only these are walked. */
const served = new Set(routesOf(apiContract));
const walked = () => Object.entries(walk).filter(([route]) => served.has(route));

describe("a talent's session", () => {
  it('has a verdict for every contract route, and none for a route that is not one', () => {
    const timesheetRoutes = routesOf({ timesheetsContract, adminTimesheetsContract }).map((route) => route.replace(' ', ' /api/v1'));
    expect(routesOf(apiContract).filter((route) => !(route in walk))).toEqual([]);
    expect(Object.keys(walk).filter((route) => !served.has(route) && !timesheetRoutes.includes(route))).toEqual([]);
  });

  it('is refused on every customer and admin route, and finds no one else’s records', async () => {
    for (const [route, { verdict, request }] of walked()) {
      if (verdict === 'open' || verdict === 'work') continue;
      const response = await ctx.injectAs(talent, request(fixtures));
      const [status, code] = expected[verdict];
      expect(response.statusCode, route).toBe(status);
      if (code) expect(response.json().code, route).toBe(code);
    }
  });

  it('is answered on public routes and its own pages as anyone would be, never with a 5xx or another’s data', async () => {
    for (const [route, { verdict, request }] of walked()) {
      const response = await ctx.injectAs(talent, request(fixtures));
      if (verdict === 'open' || verdict === 'work') expect(response.statusCode, route).toBeLessThan(500);
      for (const secret of [fixtures.other.customerEmail, fixtures.other.talentEmail, fixtures.other.subscriptionId, fixtures.other.applicantId]) {
        expect(response.body, route).not.toContain(secret);
      }
    }
  });

  it("is the only kind of account that reaches a talent's work: customers and admins are refused there", async () => {
    for (const [route, { request }] of walked().filter(([, entry]) => entry.verdict === 'work')) {
      for (const [who, user] of [['customer', ctx.customer], ['admin', ctx.admin]] as const) {
        const response = await ctx.injectAs(user, request(fixtures));
        expect([response.statusCode, response.json().code], `${route} as ${who}`).toEqual([403, 'auth.talents_only']);
      }
    }
  });

  it('can set up a second factor as anyone can, and then must use it to log in', async () => {
    const started = await ctx.injectAs(talent, post('/api/v1/users/second-factor/enrolment', { password: talent.password })());
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    const confirmed = await ctx.injectAs(talent, post('/api/v1/users/second-factor/confirm', { code: codeIn(secret, 0) })());
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().session).toMatchObject({ id: talent.id, isTalent: true, isAdmin: false });

    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: talent.email, password: talent.password } });
    expect(login.json()).toMatchObject({ secondFactorRequired: true });
    const finished = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/login/second-factor',
      payload: { challenge: login.json().challenge, code: codeIn(secret, 1) },
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ id: talent.id, isTalent: true });
    const status = await ctx.injectAs(finished.json(), get('/api/v1/users/second-factor')());
    expect(status.json()).toMatchObject({ enabled: true, authenticatorApp: true });
    // Still a talent's session: no customer page opens to it.
    const team = await ctx.injectAs(finished.json(), get('/api/v1/team')());
    expect([team.statusCode, team.json().code]).toEqual([403, 'auth.customers_only']);
  });
});
