import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { accountBillingRoutes } from '@/features/billing/routes';
import { buildPayment } from '@/features/billing/test-billing';

const summary = { activeSubscriptions: 3, monthlyRecurringRevenue: [{ currency: 'usd', amount: 400000 }], netRevenueThisMonth: [], refundsThisMonth: [], disputed: [] };

function stubApi(total = 1) {
  return stubFetch(async (input) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/payments/summary') return jsonResponse(200, summary);
    return jsonResponse(200, {
      payments: [
        buildPayment(),
        buildPayment({ _id: 'p-2', status: 'partially_refunded', amount: 327000, amountRefunded: 12050, currency: 'aud', billing: 'yearly', noOfMonths: null, role: 'sr_technical', noOfRoles: 1 }),
      ],
      total,
    });
  });
}

const calls = (mock: ReturnType<typeof stubFetch>, path: string) =>
  mock.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === path).map((url) => url.searchParams);

describe('/payments', () => {
  it('shows an admin every payment, amounts divided by 100, with the revenue figures above', async () => {
    const fetchMock = stubApi();
    renderRoutes({ routes: accountBillingRoutes, initialEntries: ['/payments'], user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Payment' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('$4,000.00')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '').trim())).toEqual([
      'Customer', 'Email', 'Description', 'Billing', 'Talents', 'Amount', 'Status', 'Date',
    ]);
    const second = within(screen.getAllByRole('row')[2]!);
    expect(second.getByText('A$3,270.00')).toBeTruthy();
    expect(second.getByText('Partially refunded')).toBeTruthy();
    expect(second.getByText('Yearly')).toBeTruthy();
    expect(second.getByText('Senior Technical')).toBeTruthy();
    expect(within(screen.getAllByRole('row')[1]!).getByText('Monthly · 1 month')).toBeTruthy();
    expect(within(screen.getAllByRole('row')[1]!).getByText('Paid')).toBeTruthy();
    const figures = await screen.findByLabelText('Revenue summary');
    expect(within(figures).getByText('3')).toBeTruthy();
    expect(Object.fromEntries(calls(fetchMock, '/api/v1/payments')[0]!)).toEqual({ page: '1', pageSize: '10', sort: 'createdAt_desc' });
  });

  it("shows a customer their own invoices under 'Your Payments' (CustomerInvoices.test.tsx), without revenue figures", async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { invoices: [], total: 0 }));
    renderRoutes({ routes: accountBillingRoutes, initialEntries: ['/payments'], user: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Payments' }, { timeout: 5000 })).toBeTruthy();
    await screen.findByText('No invoices yet.');
    expect(screen.queryByLabelText('Revenue summary')).toBeNull();
    expect(calls(fetchMock, '/api/v1/payments/myinvoices')).toHaveLength(1);
    expect(calls(fetchMock, '/api/v1/payments/mypayments')).toHaveLength(0);
    expect(calls(fetchMock, '/api/v1/payments')).toHaveLength(0);
    expect(calls(fetchMock, '/api/v1/payments/summary')).toHaveLength(0);
  });

  it('shows the tax in an amount and the buyer’s tax ID when Stripe Tax computed them, and nothing more otherwise', async () => {
    stubFetch(async () =>
      jsonResponse(200, {
        payments: [buildPayment({ amount: 220_000, currency: 'aud', taxAmount: 20_000, customerTaxId: 'AU ABN 12345678901' }), buildPayment({ _id: 'p-2' })],
        total: 2,
      }),
    );
    renderRoutes({ routes: accountBillingRoutes, initialEntries: ['/payments'], user: admin });
    const taxed = (await screen.findByText('A$2,200.00')).closest('td')!;
    expect(taxed.textContent).toBe('A$2,200.00incl. tax A$200.00AU ABN 12345678901');
    expect(screen.getByText('$4,000.00').closest('td')!.textContent).toBe('$4,000.00');
  });

  it('shows a disputed payment, and the decision once made, beside its status', async () => {
    stubFetch(async () =>
      jsonResponse(200, {
        payments: [buildPayment({ disputeStatus: 'disputed' }), buildPayment({ _id: 'p-2', disputeStatus: 'lost' }), buildPayment({ _id: 'p-3', disputeStatus: 'won' })],
        total: 3,
      }),
    );
    renderRoutes({ routes: accountBillingRoutes, initialEntries: ['/payments'], user: admin });
    await screen.findAllByText('$4,000.00');
    const statusOf = (row: number) => within(screen.getAllByRole('row')[row]!).getByText('Paid').parentElement!.textContent;
    expect([statusOf(1), statusOf(2), statusOf(3)]).toEqual(['PaidDisputed', 'PaidDispute lost', 'PaidDispute won']);
  });

  it("filters to one customer for an admin with ?userId=, and sorts on a header click", async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderRoutes({ routes: accountBillingRoutes, initialEntries: ['/payments?userId=u-9'], user: admin });
    await screen.findByText('$4,000.00', {}, { timeout: 5000 });
    expect(calls(fetchMock, '/api/v1/payments')[0]!.get('userId')).toBe('u-9');
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(calls(fetchMock, '/api/v1/payments').at(-1)!.get('sort')).toBe('customerName_asc'));
    expect(calls(fetchMock, '/api/v1/payments').at(-1)!.get('userId')).toBe('u-9');
  });
});
