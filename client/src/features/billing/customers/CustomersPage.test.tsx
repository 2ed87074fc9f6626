import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { adminBillingRoutes } from '@/features/billing/routes';
import { buildCustomer } from '@/features/billing/test-billing';

const calls = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === '/api/v1/customers').map((url) => url.searchParams);

describe('/customers', () => {
  it('lists the paying accounts 5 per page, with totals per currency and links to their records', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse(200, {
        customers: [buildCustomer({ userId: 'u-7', totalPaid: [{ currency: 'usd', amount: 400000 }, { currency: 'cad', amount: 12345 }] })],
        total: 6,
      }),
    );
    const user = userEvent.setup();
    renderRoutes({ routes: adminBillingRoutes, initialEntries: ['/customers'], user: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Customers' }, { timeout: 5000 })).toBeTruthy();
    const row = (await screen.findByText('casey@example.com')).closest('tr')!;
    expect(within(row).getByText('$4,000.00')).toBeTruthy();
    expect(within(row).getByText('CA$123.45')).toBeTruthy();
    expect(within(row).getByText(/^October 20, 2026/)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Subscriptions of Casey Customer' }).getAttribute('href')).toBe('/subscription?userId=u-7');
    expect(within(row).getByRole('link', { name: 'Payments of Casey Customer' }).getAttribute('href')).toBe('/payments?userId=u-7');
    expect(Object.fromEntries(calls(fetchMock)[0]!)).toEqual({ page: '1', pageSize: '5', sort: 'lastPaymentAt_desc' });

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(calls(fetchMock).at(-1)!.get('sort')).toBe('name_asc'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls(fetchMock).at(-1)!.get('page')).toBe('2'));
  });

  it('says so when nobody has paid yet', async () => {
    stubFetch(async () => jsonResponse(200, { customers: [], total: 0 }));
    renderRoutes({ routes: adminBillingRoutes, initialEntries: ['/customers'], user: admin });
    expect(await screen.findByText('No customers found.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
