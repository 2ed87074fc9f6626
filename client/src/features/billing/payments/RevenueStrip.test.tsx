import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { RevenueStrip, revenueBasis } from './RevenueStrip';

describe('RevenueStrip', () => {
  it("shows active subscriptions, recurring revenue per currency, this month's net revenue and refunds, and how they are counted", async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse(200, {
        activeSubscriptions: 12,
        monthlyRecurringRevenue: [
          { currency: 'usd', amount: 1_250_000 },
          { currency: 'aud', amount: 327_000 },
        ],
        netRevenueThisMonth: [{ currency: 'usd', amount: 987_650 }],
        refundsThisMonth: [{ currency: 'usd', amount: 12_050, count: 2 }],
        disputed: [],
      }),
    );
    renderWithProviders(<RevenueStrip />, { user: admin });
    const summary = await screen.findByLabelText('Revenue summary');
    expect(within(summary).queryByText('Held or lost in disputes')).toBeNull();
    expect(within(summary).getByText('12')).toBeTruthy();
    expect(within(summary).getByText('$12,500.00')).toBeTruthy();
    expect(within(summary).getByText('A$3,270.00')).toBeTruthy();
    expect(within(summary).getByText('$120.50')).toBeTruthy();
    expect(within(summary).getByText('Net revenue this month').closest('div')!.textContent).toBe('Net revenue this month$9,876.50');
    expect(screen.getByText(revenueBasis)).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/payments/summary');
  });

  it('shows what open or lost disputes keep from the account, per currency, when there is any', async () => {
    stubFetch(async () =>
      jsonResponse(200, {
        activeSubscriptions: 2,
        monthlyRecurringRevenue: [{ currency: 'usd', amount: 400_000 }],
        netRevenueThisMonth: [],
        refundsThisMonth: [],
        disputed: [{ currency: 'usd', amount: 200_000, count: 1 }],
      }),
    );
    renderWithProviders(<RevenueStrip />, { user: admin });
    const figure = (await screen.findByText('Held or lost in disputes')).closest('div')!;
    expect(figure.textContent).toBe('Held or lost in disputes$2,000.00(1)');
  });

  it('says why the figures are missing when the call fails', async () => {
    stubFetch(async () => jsonResponse(403, { code: 'auth.forbidden', message: 'Forbidden', error: 'Forbidden' }));
    renderWithProviders(<RevenueStrip />, { user: admin });
    expect(await screen.findByText('Error: 403 Forbidden')).toBeTruthy();
  });
});
