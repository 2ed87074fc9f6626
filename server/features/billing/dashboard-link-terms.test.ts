import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { linkRequestOf, linkTermsOf } from './dashboard-link-terms.js';

/** A subscription as the Dashboard makes it: one price, a quantity, the metadata staff typed. */
function dashboardSubscription(
  metadata: Record<string, string>,
  price: { currency?: string; interval?: 'month' | 'year' | 'week'; intervalCount?: number } = {},
  quantity = 40,
  items = 1,
): Stripe.Subscription {
  const item = {
    quantity,
    price: { currency: price.currency ?? 'usd', unit_amount: 2_600_000, recurring: { interval: price.interval ?? 'year', interval_count: price.intervalCount ?? 1 } },
  };
  return { id: 'sub_dashboard', customer: 'cus_dashboard', metadata, items: { data: Array.from({ length: items }, () => item) } } as unknown as Stripe.Subscription;
}

describe('a Dashboard-made subscription: whom it names and what was sold', () => {
  it('names nobody without userId or userEmail (not meant for the site), and takes either', () => {
    expect(linkRequestOf(dashboardSubscription({ plan: 'sr_technical' }))).toBeNull();
    expect(linkRequestOf(dashboardSubscription({ userEmail: ' dana@example.com ' }))).toEqual({ userId: null, email: 'dana@example.com' });
    expect(linkRequestOf(dashboardSubscription({ userId: 'abc', userEmail: '' }))).toEqual({ userId: 'abc', email: null });
  });

  it('reads the plan (key or name), the region from the currency, the cycle from the price and the talents from the quantity', () => {
    expect(linkTermsOf(dashboardSubscription({ plan: 'sr_technical' }))).toEqual({
      terms: { plan: 'sr_technical', region: 'US', billingCycle: 'yearly', months: null, description: 'Senior Technical: 40 talents, yearly' },
    });
    expect(linkTermsOf(dashboardSubscription({ plan: 'Junior Technical', region: 'CAN', months: '6' }, { currency: 'cad', interval: 'month' }, 30))).toEqual({
      terms: { plan: 'jr_technical', region: 'CAN', billingCycle: 'monthly', months: 6, description: 'Junior Technical: 30 talents, monthly for 6 months' },
    });
    expect(linkTermsOf(dashboardSubscription({ plan: 'call_receptionist' }, { currency: 'aud', interval: 'month' }, 1))).toEqual({
      terms: { plan: 'call_receptionist', region: 'AU', billingCycle: 'monthly', months: null, description: 'Call Receptionist: 1 talent, monthly' },
    });
  });

  it('refuses, saying why, what the site cannot seat or bill without guessing', () => {
    const refusal = (subscription: Stripe.Subscription) => {
      const found = linkTermsOf(subscription);
      return 'refused' in found ? found.refused : 'linked';
    };
    expect(refusal(dashboardSubscription({}))).toMatch(/^metadata\.plan is missing or unknown \(one of call_receptionist, /);
    expect(refusal(dashboardSubscription({ plan: 'platinum' }))).toMatch(/^metadata\.plan is missing or unknown/);
    expect(refusal(dashboardSubscription({ plan: 'sr_technical', region: 'AU' }))).toBe('metadata.region AU does not match its currency usd (US)');
    expect(refusal(dashboardSubscription({ plan: 'sr_technical' }, { currency: 'eur' }))).toBe('its currency eur is not one the site sells in');
    expect(refusal(dashboardSubscription({ plan: 'sr_technical' }, { interval: 'week' }))).toBe('its price does not renew every month or every year');
    expect(refusal(dashboardSubscription({ plan: 'sr_technical' }, { interval: 'month', intervalCount: 3 }))).toBe('its price does not renew every month or every year');
    expect(refusal(dashboardSubscription({ plan: 'sr_technical' }, {}, 40, 2))).toBe('it has 2 items; the site needs exactly one (the plan, its quantity the talents)');
  });
});
