import { describe, expect, it } from 'vitest';
import type { SubscriptionSelection } from '../../../contract/subscription-selection.js';
import type { SessionUser } from '../../../contract/users.js';
import { postWebhook } from '../../test/billing-context.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { testConfig } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

// No Stripe here: a checkout that passes the limit is answered 502 at once, and one past the cap 400.
const ctx = useTestApp({ config: { rateLimits: { ...testConfig().rateLimits, billingSessions: 3 } } });

const office = '203.0.113.20';
const selection: SubscriptionSelection = {
  region: 'US',
  role: 'jr_technical',
  amount: 2000,
  showAmount: '$2,000.00',
  noOfRoles: 1,
  noOfMonths: 1,
  billingCycle: 'monthly',
  description: 'Junior Technical',
  currency: 'usd',
};

const checkout = (user: SessionUser, remoteAddress = office) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: selection, headers: bearer(user), remoteAddress });
const portal = (user: SessionUser) => ctx.app.inject({ method: 'POST', url: '/api/v1/billing/portal', headers: bearer(user), remoteAddress: office });

describe('checkout sessions per account', () => {
  it('answers the fourth checkout of an account within a minute 429 in the error shape, from any address', async () => {
    const buyer = await registerCustomer(ctx.app);
    const statuses = [];
    for (const address of [office, '198.51.100.1', '198.51.100.2']) statuses.push((await checkout(buyer, address)).statusCode);
    expect(statuses).not.toContain(429);
    const fourth = await checkout(buyer, '198.51.100.3');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: 'request.rate_limited',
      message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/),
      error: expect.any(String),
    });
    expect(fourth.headers['retry-after']).toBeDefined();
  });

  it('counts each account on its own, even behind one office address, and the portal apart from checkout', async () => {
    const first = await registerCustomer(ctx.app);
    const colleague = await registerCustomer(ctx.app);
    for (let i = 0; i < 3; i += 1) await checkout(first);
    expect((await checkout(first)).statusCode).toBe(429);
    expect((await checkout(colleague)).statusCode).not.toBe(429);
    // Never paid: 404, but counted, and on its own count.
    const portalStatuses = [];
    for (let i = 0; i < 4; i += 1) portalStatuses.push((await portal(first)).statusCode);
    expect(portalStatuses).toEqual([404, 404, 404, 429]);
  });

  it('answers a visitor 401 before counting anything', async () => {
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: selection, remoteAddress: office });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("Stripe's webhook", () => {
  it('is never rate limited: Stripe may deliver bursts from a handful of addresses', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const response = await postWebhook(ctx.app, JSON.stringify({ id: `evt_${i}`, type: 'invoice.paid' }), 't=1,v1=bad');
      statuses.add(response.statusCode);
    }
    // Unsigned here, so refused; what matters is that none is 429.
    expect([...statuses]).toEqual([400]);
  });
});
