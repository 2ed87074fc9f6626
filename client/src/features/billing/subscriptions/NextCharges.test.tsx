import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextChargeTexts, type NextCharge } from '@contract/billing';
import { customer, jsonResponse, renderRoutes } from '@/test/render';
import { recordApiCalls, type ApiCall } from '@/test/api-stubs';
import { accountBillingRoutes } from '@/features/billing/routes';
import { buildSubscription } from '@/features/billing/test-billing';

const charges: NextCharge[] = [
  {
    unavailable: false,
    subscriptionId: 'sub_1',
    description: 'Senior Technical — 2 talents, billed monthly',
    date: '2026-12-28T03:12:00.000Z',
    amountDue: 337_500,
    currency: 'aud',
    lines: [
      { description: '2 × Senior Technical (at A$1,635.00 / month)', amount: 327_000 },
      { description: 'Extra hours: Maria Santos, week of November 16, 2026, 4 h', amount: 10_500 },
    ],
  },
  { unavailable: true, subscriptionId: 'sub_2', description: 'Call Receptionist, billed yearly' },
];

/** The list answers at once; the next charges (Stripe's previews) when `release` is called. */
function stubPage(nextCharges: () => Promise<Response>) {
  return recordApiCalls((call: ApiCall) => {
    if (call.path === '/api/v1/subscription/my/next-charges') return nextCharges();
    if (call.path === '/api/v1/subscription/my') return jsonResponse(200, { subscriptions: [buildSubscription()], total: 1 });
    if (call.path === '/api/v1/billing/accounts') return jsonResponse(200, { currencies: ['aud'] });
    throw new Error(`Unexpected call: ${call.path}`);
  });
}

const openSubscriptions = () => renderRoutes({ routes: accountBillingRoutes, initialEntries: ['/subscription'], user: customer });

describe("the next charges on a customer's /subscription", () => {
  it('shows the subscriptions before Stripe answers, then each next charge with its lines, and the way to all invoices', async () => {
    let release: (response: Response) => void = () => undefined;
    const calls = stubPage(() => new Promise<Response>((resolve) => (release = resolve)));
    openSubscriptions();
    const section = await screen.findByRole('region', { name: nextChargeTexts.title }, { timeout: 5000 });
    // The list does not wait for the previews.
    await screen.findByText('Senior Technical — 1 talent × 1 month, billed monthly');
    expect(within(section).getByText(nextChargeTexts.loading)).toBeTruthy();
    expect(within(section).getByRole('link', { name: nextChargeTexts.allInvoices }).getAttribute('href')).toBe('/payments');

    release(jsonResponse(200, charges));
    expect(await within(section).findByText('Next charge: A$3,375.00 on December 28, 2026')).toBeTruthy();
    expect(within(section).getByText('Extra hours: Maria Santos, week of November 16, 2026, 4 h').nextSibling!.textContent).toBe('A$105.00');
    expect(within(section).getByText('2 × Senior Technical (at A$1,635.00 / month)').nextSibling!.textContent).toBe('A$3,270.00');
    // One subscription Stripe could not preview says so; the other is still shown.
    expect(within(section).getByText('Call Receptionist, billed yearly').nextSibling!.textContent).toBe(nextChargeTexts.unavailable);
    expect(calls.filter((call) => call.path === '/api/v1/subscription/my/next-charges')).toHaveLength(1);
  });

  it('says when nothing renews', async () => {
    stubPage(async () => jsonResponse(200, []));
    openSubscriptions();
    const section = await screen.findByRole('region', { name: nextChargeTexts.title }, { timeout: 5000 });
    expect(await within(section).findByText(nextChargeTexts.none)).toBeTruthy();
  });

  it('tells a failed load in its own box, the list still there', async () => {
    stubPage(async () => new Response('{}', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'application/json' } }));
    openSubscriptions();
    const section = await screen.findByRole('region', { name: nextChargeTexts.title }, { timeout: 5000 });
    await waitFor(() => expect(within(section).getByRole('alert').textContent).toMatch(/^Error: 502/));
    expect(screen.getByText('Senior Technical — 1 talent × 1 month, billed monthly')).toBeTruthy();
  });
});
