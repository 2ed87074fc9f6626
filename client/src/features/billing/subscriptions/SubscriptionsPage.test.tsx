import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionRecord } from '@contract/billing';
import { admin, customer, jsonResponse, renderRoutes, stubFetch } from '@/test/render';
import { accountBillingRoutes } from '@/features/billing/routes';
import { buildSubscription } from '@/features/billing/test-billing';

type ListAnswer = { subscriptions?: SubscriptionRecord[]; total?: number };

/**
 * Answers every list call with `answer` (or what it returns for the URL). A cancel answers
 * `canceled`, which later list calls then hold too, as the server would.
 */
function stubApi(answer: ListAnswer | ((url: URL) => ListAnswer) = {}, canceled?: SubscriptionRecord) {
  let wasCanceled = false;
  return stubFetch(async (input) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname.startsWith('/api/v1/subscription/cancel/') && canceled) {
      wasCanceled = true;
      return jsonResponse(200, { message: 'Subscription canceled successfully.', subscription: canceled });
    }
    if (wasCanceled && canceled) return jsonResponse(200, { subscriptions: [canceled], total: 1 });
    const { subscriptions = [buildSubscription()], total } = typeof answer === 'function' ? answer(url) : answer;
    return jsonResponse(200, { subscriptions, total: total ?? subscriptions.length });
  });
}

function listCalls(mock: ReturnType<typeof stubFetch>, path: string): URLSearchParams[] {
  return mock.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === path).map((url) => url.searchParams);
}

function renderPage(user = admin, entry = '/subscription') {
  return renderRoutes({ routes: [...accountBillingRoutes], initialEntries: [entry], user });
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '').trim());
/** The texts of a row's cells, its first (row header) cell included. */
const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent);

describe('/subscription for an admin', () => {
  it("shows everyone's subscriptions with the spec's columns, newest first, 10 per page", async () => {
    const fetchMock = stubApi({
      subscriptions: [
        buildSubscription({ amount: 3270, paymentMethodId: 'pm_1', paymentMethodCard: { brand: 'visa', last4: '4242' } }),
        buildSubscription({ _id: 's-2', user: { name: 'Dana Doe', email: 'dana@example.com' }, paymentMethodId: 'pm_card_unread', paymentMethodCard: null }),
      ],
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Subscription' }, { timeout: 5000 })).toBeTruthy();
    const row = (await screen.findByText('casey@example.com')).closest('tr')!;
    expect(headers()).toEqual(['Name', 'Email', 'Payment Method', 'Date', 'Amount', 'Currency', 'Address', 'Status', 'Action']);
    const cells = cellTexts(row);
    expect(cells.slice(0, 7)).toEqual([
      'Casey Customer',
      'casey@example.com',
      'Visa •••• 4242',
      expect.stringMatching(/^November 20, 2026 at 10:00\sAM$/),
      'A$3,270.00',
      'AUD',
      '1 George St, Sydney, NSW, AU',
    ]);
    expect(within(row).getByText('Active')).toBeTruthy();
    // A card not read yet: the method's id, as before.
    expect(cellTexts(screen.getByText('dana@example.com').closest('tr')!)[2]).toBe('pm_card_unread');
    expect(Object.fromEntries(listCalls(fetchMock, '/api/v1/subscription/get-all')[0]!)).toEqual({ page: '1', pageSize: '10', sort: 'createdAt_desc' });
    expect(screen.getByPlaceholderText('Search subscriptions...')).toBeTruthy();
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Subscriptions pages' })).toBeNull();
  });

  it('sorts on a header click, toggling the direction, with an arrow on the sorted column', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('casey@example.com', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/get-all').at(-1)!.get('sort')).toBe('amount_asc'));
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/get-all').at(-1)!.get('sort')).toBe('amount_desc'));
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('pages with numbered buttons and goes back to page 1 on a new search or page size', async () => {
    const fetchMock = stubApi({ total: 45 });
    const user = userEvent.setup();
    renderPage();
    const pager = await screen.findByRole('navigation', { name: 'Subscriptions pages' }, { timeout: 5000 });
    expect(within(pager).getByRole('button', { name: 'Page 5' })).toBeTruthy();

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/get-all').at(-1)!.get('page')).toBe('3'));
    await user.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/get-all').at(-1)!.get('page')).toBe('4'));

    await user.type(screen.getByLabelText('Search'), 'visa');
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/get-all').at(-1)!.get('q')).toBe('visa'));
    expect(listCalls(fetchMock, '/api/v1/subscription/get-all').at(-1)!.get('page')).toBe('1');

    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/get-all').at(-1)!.get('pageSize')).toBe('20'));
    expect(Array.from((screen.getByLabelText('Rows per page') as HTMLSelectElement).options).map((option) => option.value)).toEqual(['5', '10', '15', '20']);
  });

  it("shows one customer's subscriptions when linked with ?userId=", async () => {
    const fetchMock = stubApi();
    renderPage(admin, '/subscription?userId=u-7');
    await screen.findByText('casey@example.com', {}, { timeout: 5000 });
    expect(listCalls(fetchMock, '/api/v1/subscription/get-all')[0]!.get('userId')).toBe('u-7');
    expect(screen.getByRole('link', { name: 'Show all subscriptions' }).getAttribute('href')).toBe('/subscription');
  });

  it('after a confirmed cancel the row stays, says when it ends, and offers no cancel', async () => {
    const canceled = buildSubscription({ canceledAt: '2026-11-22T09:00:00', cancelAt: '2026-12-20T10:00:00' });
    const fetchMock = stubApi({}, canceled);
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByText('casey@example.com', {}, { timeout: 5000 })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Cancel Subscription' }));
    // Confirmed in the site's dialog (whose team the admin's Staffing row tells; not answered here, so it says it could not check).
    const dialog = screen.getByRole('dialog', { name: 'Cancel this subscription?' });
    await within(dialog).findByText(/could not check who works on this subscription/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription canceled successfully.')).toBeTruthy();
    const updated = screen.getByText('casey@example.com').closest('tr')!;
    expect(within(updated).getByText(/^Ends on December 20, 2026/)).toBeTruthy();
    expect(within(updated).queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    // The list is fetched again, and says the same.
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/get-all').length).toBeGreaterThan(1));
    expect(within(screen.getByText('casey@example.com').closest('tr')!).getByText(/^Ends on December 20, 2026/)).toBeTruthy();
  });

  it("shows the spec's error banner when the list cannot be loaded", async () => {
    stubFetch(async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
    renderPage();
    expect(await screen.findByText('Error: 500 Internal Server Error', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('says it is loading until the first page arrives', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderPage();
    expect(await screen.findByText('Loading subscriptions...', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('/subscription for a customer', () => {
  it('shows their own subscriptions with the customer columns, row numbers and 2-decimal prices', async () => {
    const fetchMock = stubApi({
      subscriptions: [
        buildSubscription({ _id: 's-1', quantity: 2, unitPrice: 1500, amount: 3000, currency: 'usd' }),
        buildSubscription({ _id: 's-2', interval: 'year', description: 'Call Receptionist yearly', status: 'canceled' }),
      ],
      total: 12,
    });
    const user = userEvent.setup();
    renderPage(customer);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Subscriptions' }, { timeout: 5000 })).toBeTruthy();
    await screen.findByText('Call Receptionist yearly');
    expect(headers()).toEqual(['Row', 'Description', 'Interval', 'Quantity', 'Unit Price', 'Amount', 'Currency', 'Start Date', 'Status', 'Action']);
    const rows = screen.getAllByRole('row').slice(1);
    const first = cellTexts(rows[0]!);
    expect(first.slice(0, 7)).toEqual(['1', 'Senior Technical — 1 talent × 1 month, billed monthly', 'Monthly', '2', '$1,500.00', '$3,000.00', 'USD']);
    const second = within(rows[1]!);
    expect(second.getByText('Yearly')).toBeTruthy();
    expect(second.getByText('Canceled')).toBeTruthy();
    expect(second.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(listCalls(fetchMock, '/api/v1/subscription/my')).toHaveLength(1);
    expect(listCalls(fetchMock, '/api/v1/subscription/get-all')).toHaveLength(0);

    // Row numbers carry on over pages.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/my').at(-1)!.get('page')).toBe('2'));
    await waitFor(() => expect(cellTexts(screen.getAllByRole('row')[1]!)[0]).toBe('11'));
  });

  it('sorts by the customer columns', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderPage(customer);
    await screen.findByText('Monthly', {}, { timeout: 5000 });
    // Dates sort newest first on the first click.
    await user.click(screen.getByRole('button', { name: 'Start Date' }));
    await waitFor(() => expect(listCalls(fetchMock, '/api/v1/subscription/my').at(-1)!.get('sort')).toBe('startDate_desc'));
  });

  it("'Manage billing' asks for a portal session and sends the browser to Stripe's Customer Portal", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const portalCalls: string[] = [];
    stubFetch(async (input, init) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v1/billing/portal') {
        portalCalls.push(init?.method ?? 'GET');
        return jsonResponse(200, { url: 'https://billing.stripe.com/p/session/test_123' });
      }
      if (url.pathname === '/api/v1/billing/accounts') return jsonResponse(200, { currencies: ['aud'] });
      return jsonResponse(200, { subscriptions: [buildSubscription()], total: 1 });
    });
    const user = userEvent.setup();
    renderPage(customer);
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }, { timeout: 5000 }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_123'));
    expect(portalCalls).toEqual(['POST']);
  });

  it('offers one Manage billing per currency paid in, each opening that currency’s portal', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const portalCalls: string[] = [];
    stubFetch(async (input) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v1/billing/portal') {
        portalCalls.push(url.searchParams.get('currency') ?? 'none');
        return jsonResponse(200, { url: `https://billing.stripe.com/p/session/${url.searchParams.get('currency')}` });
      }
      if (url.pathname === '/api/v1/billing/accounts') return jsonResponse(200, { currencies: ['aud', 'usd'] });
      return jsonResponse(200, { subscriptions: [buildSubscription(), buildSubscription({ _id: 's-2', subscriptionId: 'sub_2', currency: 'usd' })], total: 2 });
    });
    const user = userEvent.setup();
    renderPage(customer);
    await screen.findByRole('button', { name: 'Manage billing (AUD)' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Manage billing (USD)' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.com/p/session/usd'));
    expect(portalCalls).toEqual(['usd']);
  });

  it("says 'No billing account yet.' to a customer who never paid, and tells a refusal in the server's words", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    let answer = jsonResponse(404, { code: 'billing.no_billing_account', message: 'No billing account yet.', error: 'No billing account yet.' });
    stubFetch(async (input) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v1/billing/portal') return answer;
      return jsonResponse(200, { subscriptions: [], total: 0 });
    });
    const user = userEvent.setup();
    renderPage(customer);
    await user.click(await screen.findByRole('button', { name: 'Manage billing' }, { timeout: 5000 }));
    expect(await screen.findByText('No billing account yet.')).toBeTruthy();

    const busy = 'Too many requests. Please wait 1 minute and try again.';
    answer = jsonResponse(429, { code: 'request.rate_limited', message: busy, error: busy });
    await user.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText(busy)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('is not offered to an admin, whose table lists everyone', async () => {
    stubApi();
    renderPage(admin);
    await screen.findByText('casey@example.com', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
  });
});

describe('/subscription with a renewal overdue', () => {
  const overdue = (workPausedFrom: string, invoiceUrl: string | null = 'https://invoice.stripe.com/i/in_overdue') =>
    buildSubscription({ status: 'past_due', paymentOverdue: { since: '2026-11-20T12:00:00.000Z', workPausedFrom, invoiceUrl } });

  it('tells the customer since when, until when the team keeps working, and how to pay, in the words of /team', async () => {
    stubApi({ subscriptions: [overdue('2099-01-05'), buildSubscription({ _id: 's-2', description: 'Call Receptionist yearly' })] });
    renderPage(customer);
    const banner = (await screen.findByText(/Payment overdue since/, {}, { timeout: 5000 })).closest('p')!;
    expect(banner.textContent).toBe(
      'Senior Technical — 1 talent × 1 month, billed monthly: Payment overdue since November 20, 2026: your team keeps working through January 4, 2099, then their work is paused until it is paid. Pay the open invoice. The card you pay it with then pays your renewals too. To change the card without paying now, use Manage billing. No new talent starts until it is paid.',
    );
    const pay = within(banner).getByRole('link', { name: 'Pay the open invoice' });
    expect(pay.getAttribute('href')).toBe('https://invoice.stripe.com/i/in_overdue');
    expect(pay.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    // Only the overdue subscription has a notice.
    expect(screen.getAllByText(/Payment overdue since/)).toHaveLength(1);
  });

  it('says the work is paused once the grace period is over, and points to Manage billing when the invoice page is not known', async () => {
    stubApi({ subscriptions: [overdue('2026-11-23', null)] });
    renderPage(customer);
    const banner = (await screen.findByText(/Payment overdue since/, {}, { timeout: 5000 })).closest('p')!;
    expect(banner.textContent).toContain("your team's work is paused since November 23, 2026, until it is paid. To change the card without paying now, use Manage billing.");
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it('shows nothing when every subscription is paid', async () => {
    stubApi({ subscriptions: [buildSubscription()] });
    renderPage(customer);
    await screen.findByText('Monthly', {}, { timeout: 5000 });
    expect(screen.queryByText(/Payment overdue/)).toBeNull();
  });
});
