import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@contract/payments';
import { admin, jsonResponse, renderRoutes, sentBody, stubFetch } from '@/test/render';
import { adminBillingRoutes } from '@/features/billing/routes';
import { buildPayment, buildRefund } from '@/features/billing/test-billing';

/** A server holding one $4,000.00 payment; a refund is recorded on it. */
function stubServer() {
  let payment: Payment = buildPayment();
  const mock = stubFetch(async (input, init) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/payments/p-1/refund') {
      const { amount } = JSON.parse(String(init?.body)) as { amount?: number };
      const refunded = amount ?? payment.amount - payment.amountRefunded;
      payment = {
        ...payment,
        amountRefunded: payment.amountRefunded + refunded,
        status: 'partially_refunded',
        refunds: [...payment.refunds, buildRefund({ amount: refunded, createdAt: '2026-11-22T14:15:00' })],
      };
      return jsonResponse(201, { message: 'Refund issued.', payment });
    }
    if (url.pathname === '/api/v1/payments/summary') return jsonResponse(200, { activeSubscriptions: 0, monthlyRecurringRevenue: [], netRevenueThisMonth: [], refundsThisMonth: [], disputed: [] });
    return jsonResponse(200, { payments: [payment], total: 1 });
  });
  return mock;
}

const listCalls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === '/api/v1/payments').map((url) => url.searchParams);

describe('/refunds', () => {
  it('refunds part of a payment; the row then shows the refund and what remains', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderRoutes({ routes: adminBillingRoutes, initialEntries: ['/refunds'], user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Refunds' }, { timeout: 5000 })).toBeTruthy();
    const row = (await screen.findByText('casey@example.com')).closest('tr')!;
    expect(within(row).getByText('None')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Refund payment of Casey Customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund payment' });
    await user.type(within(dialog).getByLabelText('Amount to refund (USD)'), '120.50');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $120.50' }));

    expect(await screen.findByText('Refund issued.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBody(fetchMock, fetchMock.mock.calls.findIndex(([url]) => url.endsWith('/refund')))).toEqual({ amount: 12050 });
    const updated = screen.getByText('casey@example.com').closest('tr')!;
    const cells = Array.from(updated.querySelectorAll('th, td')).map((cell) => cell.textContent);
    expect(cells[3]).toMatch(/^\$120\.50November 22, 2026 at 2:15\sPM · Succeeded$/);
    expect(cells[4]).toBe('$3,879.50');
    expect(within(updated).getByText('Partially refunded')).toBeTruthy();
    // The lists are fetched again after the refund.
    await waitFor(() => expect(listCalls(fetchMock).length).toBeGreaterThan(1));
  });

  it('shows only refunded payments when asked', async () => {
    const fetchMock = stubServer();
    const user = userEvent.setup();
    renderRoutes({ routes: adminBillingRoutes, initialEntries: ['/refunds'], user: admin });
    await screen.findByText('casey@example.com', {}, { timeout: 5000 });
    expect(listCalls(fetchMock)[0]!.get('refunded')).toBeNull();
    await user.click(screen.getByLabelText('Show only refunded payments'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.get('refunded')).toBe('true'));
  });

  it('offers no refund on a payment refunded in full', async () => {
    stubFetch(async () =>
      jsonResponse(200, { payments: [buildPayment({ amountRefunded: 400000, status: 'refunded', refunds: [buildRefund({ amount: 400000 })] })], total: 1 }),
    );
    renderRoutes({ routes: adminBillingRoutes, initialEntries: ['/refunds'], user: admin });
    const row = (await screen.findByText('casey@example.com', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Refunded')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Refund/ })).toBeNull();
  });
});
