import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingMessages } from '../../../contract/billing.js';
import type { SessionUser } from '../../../contract/users.js';
import { sessionIdOf, useBillingTestApp } from '../../test/billing-context.js';
import { checkoutSelection, paidSubscription } from '../../test/billing-factories.js';
import { bearer, createAdminSession, registerCustomer } from '../../test/factories.js';

const ctx = useBillingTestApp();
afterEach(() => {
  vi.restoreAllMocks();
});

const openPortal = (user?: SessionUser) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/billing/portal', headers: user ? bearer(user) : {} });

/** Records what the site asks Stripe (the emulator) for, and lets the call through. */
const watchPortalSessions = () => vi.spyOn(ctx.stripe.client.billingPortal.sessions, 'create');

describe('POST /billing/portal', () => {
  it('answers 401 to a visitor and 403 to an admin, without asking Stripe', async () => {
    const create = watchPortalSessions();
    expect((await openPortal()).statusCode).toBe(401);
    const admin = await createAdminSession(ctx.app, ctx.db);
    const response = await openPortal(admin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'billing.customers_only', message: billingMessages.customersOnly });
    expect(create).not.toHaveBeenCalled();
  });

  it("answers 404 'No billing account yet' to a customer who never paid, even after leaving a checkout unpaid", async () => {
    const create = watchPortalSessions();
    const buyer = await registerCustomer(ctx.app);
    const never = await openPortal(buyer);
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual({ code: 'billing.no_billing_account', message: 'No billing account yet.', error: 'No billing account yet.' });

    // A checkout creates the Stripe customer; a declined card leaves nothing to manage.
    const started = await ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: checkoutSelection(), headers: bearer(buyer) });
    expect(started.statusCode).toBe(200);
    await ctx.emulator.controls.completeCheckout(sessionIdOf(started.json().url), { outcome: 'decline' });
    expect((await openPortal(buyer)).statusCode).toBe(404);
    expect(create).not.toHaveBeenCalled();
  });

  it('opens the portal the emulator serves, for the Stripe customer the caller last paid from, coming back to /subscription', async () => {
    const create = watchPortalSessions();
    const buyer = await registerCustomer(ctx.app);
    const usd = await paidSubscription(ctx, buyer, { region: 'US' });
    const first = await openPortal(buyer);
    expect(first.statusCode).toBe(200);
    expect(create).toHaveBeenLastCalledWith({ customer: usd.customerId, return_url: 'http://site.test/subscription' });
    const page = await fetch(first.json().url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);

    // Paid again in another currency: a second Stripe customer, the newest one is managed.
    const aud = await paidSubscription(ctx, buyer, { region: 'AU' });
    expect(aud.customerId).not.toBe(usd.customerId);
    expect((await openPortal(buyer)).statusCode).toBe(200);
    expect(create).toHaveBeenLastCalledWith({ customer: aud.customerId, return_url: 'http://site.test/subscription' });

    // Someone else's customers are never used.
    const other = await registerCustomer(ctx.app);
    expect((await openPortal(other)).statusCode).toBe(404);
  });

  it('reaches every currency the customer pays in: the list of them, and the portal of the one chosen', async () => {
    const create = watchPortalSessions();
    const buyer = await registerCustomer(ctx.app);
    const accounts = () => ctx.app.inject({ url: '/api/v1/billing/accounts', headers: bearer(buyer) });
    expect((await accounts()).json()).toEqual({ currencies: [] });
    const usd = await paidSubscription(ctx, buyer, { region: 'US' });
    const aud = await paidSubscription(ctx, buyer, { region: 'AU' });
    expect((await accounts()).json()).toEqual({ currencies: ['aud', 'usd'] });

    const portalIn = (currency: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/billing/portal?currency=${currency}`, headers: bearer(buyer) });
    expect((await portalIn('usd')).statusCode).toBe(200);
    expect(create).toHaveBeenLastCalledWith({ customer: usd.customerId, return_url: 'http://site.test/subscription' });
    expect((await portalIn('aud')).statusCode).toBe(200);
    expect(create).toHaveBeenLastCalledWith({ customer: aud.customerId, return_url: 'http://site.test/subscription' });
    const none = await portalIn('cad');
    expect([none.statusCode, none.json().message]).toEqual([404, billingMessages.noBillingAccount]);
    expect((await portalIn('eur')).statusCode).toBe(400);
    const admin = await createAdminSession(ctx.app, ctx.db);
    expect((await ctx.app.inject({ url: '/api/v1/billing/accounts', headers: bearer(admin) })).statusCode).toBe(403);
  });

  it('answers 502 with the plain message when Stripe refuses (here a stub: a live account without portal settings)', async () => {
    const buyer = await registerCustomer(ctx.app);
    await paidSubscription(ctx, buyer);
    vi.spyOn(ctx.stripe.client.billingPortal.sessions, 'create').mockRejectedValue(
      Object.assign(new Error('No configuration provided and your live mode default configuration has not been created.'), {
        type: 'StripeInvalidRequestError',
      }),
    );
    const response = await openPortal(buyer);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'billing.payments_unavailable',
      message: billingMessages.paymentsUnavailable,
      error: billingMessages.paymentsUnavailable,
    });
  });
});
