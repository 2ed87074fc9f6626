import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { adminBillingRoutes } from '@/features/billing/routes';
import { buildPayment, buildRefund } from '@/features/billing/test-billing';

describe('/refunds: a failed refund an admin marked handled', () => {
  it('stays on its payment with why the bank returned it, when it was handled and the note', async () => {
    const returned = buildRefund({
      status: 'failed',
      failureReason: 'expired_or_canceled_card',
      handledAt: '2026-11-24T10:00:00.000Z',
      handledNote: 'Paid back by bank transfer',
    });
    const payment = buildPayment({ refunds: [returned, buildRefund({ _id: 'r-2', refundId: 're_2', createdAt: '2026-11-24T11:00:00' })], amountRefunded: 5000 });
    stubFetch(async (input) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v1/payments/summary') return jsonResponse(200, { activeSubscriptions: 0, monthlyRecurringRevenue: [], netRevenueThisMonth: [], refundsThisMonth: [], disputed: [] });
      return jsonResponse(200, { payments: [payment], total: 1 });
    });
    renderRoutes({ routes: adminBillingRoutes, initialEntries: ['/refunds'], user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Refunds' }, { timeout: 10_000 })).toBeTruthy();
    const row = (await screen.findByText('casey@example.com')).closest('tr')!;
    const items = within(row).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toMatch(/Failed \(expired or canceled card\)/);
    expect(items[0]!.textContent).toMatch(/Handled .*2026.*: Paid back by bank transfer/);
    expect(items[1]!.textContent).not.toContain('Handled');
  });
});
