import { describe, expect, it, vi } from 'vitest';
import { billingMessages } from '../../../contract/billing.js';
import { MAX_ONLINE_CHARGE } from '../../../contract/catalogues/plans.js';
import type { SubscriptionSelection } from '../../../contract/subscription-selection.js';
import { sessionIdOf, useBillingTestApp, type BillingTestContext } from '../../test/billing-context.js';
import { checkoutSelection } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';

/** A new buyer each time, so the per-account limit on checkout sessions never answers first. */
async function order(ctx: BillingTestContext, overrides: Partial<SubscriptionSelection>) {
  const buyer = await registerCustomer(ctx.app);
  return ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: checkoutSelection(overrides), headers: bearer(buyer) });
}

const seniorYearly = (region: SubscriptionSelection['region'], noOfRoles: number) =>
  ({ region, role: 'sr_technical', billingCycle: 'yearly', noOfRoles, currency: region === 'CAN' ? 'cad' : 'usd' }) as const;

describe('the online-order cap with STRIPE_TAX=on', () => {
  const ctx = useBillingTestApp({ config: { stripeTax: true } });

  it('tells the pricing page that the cap keeps room for tax', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/billing/online-order' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ taxIncluded: true });
  });

  it('refuses US Senior Technical yearly at 35 to 38 talents and CAN at 27 to 30 before any Stripe call, which would pass 999,999.99 once taxed', async () => {
    const create = vi.spyOn(ctx.stripe.client.checkout.sessions, 'create');
    for (const selection of [35, 36, 37, 38].map((talents) => seniorYearly('US', talents)).concat([27, 28, 29, 30].map((talents) => seniorYearly('CAN', talents)))) {
      const response = await order(ctx, selection);
      expect([selection.region, selection.noOfRoles, response.statusCode, response.json().code]).toEqual([selection.region, selection.noOfRoles, 400, 'billing.amount_too_large']);
      expect(response.json().message).toBe(billingMessages.amountTooLarge);
    }
    expect(create).not.toHaveBeenCalled();
  }, 60_000);

  it('takes the largest that fits once taxed: 34 US and 26 CAN talents, within the cap with tax added', async () => {
    for (const [region, talents, unit] of [['US', 34, 26000_00], ['CAN', 26, 33200_00]] as const) {
      const response = await order(ctx, seniorYearly(region, talents));
      expect(response.statusCode).toBe(200);
      const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(response.json().url));
      expect(session.amount_subtotal).toBe(talents * unit);
      // At the region's highest rate (12.5% US, 15% CAN) the charge is still one Stripe takes.
      expect(Math.round(talents * unit * (region === 'US' ? 1.125 : 1.15))).toBeLessThanOrEqual(MAX_ONLINE_CHARGE);
    }
  }, 60_000);
});

describe('the online-order cap with tax off (the default)', () => {
  const ctx = useBillingTestApp();

  it('keeps the old limits: 38 US and 30 CAN talents go to Stripe, 39 and 31 do not', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/billing/online-order' })).json()).toEqual({ taxIncluded: false });
    expect((await order(ctx, seniorYearly('US', 38))).statusCode).toBe(200);
    expect((await order(ctx, seniorYearly('CAN', 30))).statusCode).toBe(200);
    expect((await order(ctx, seniorYearly('US', 39))).json().code).toBe('billing.amount_too_large');
    expect((await order(ctx, seniorYearly('CAN', 31))).json().code).toBe('billing.amount_too_large');
  }, 60_000);
});
