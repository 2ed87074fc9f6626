import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@contract/inquiries';
import { callsTo, jsonResponse, statusResponse, stubApi } from '@/test/api-stubs';
import { admin, renderRoutes } from '@/test/render';
import { inquiriesRoutes } from './routes';
import { testBooking, testQuote } from './test-inquiries';

function renderPage(entry = '/inquiries') {
  return renderRoutes({ routes: [...inquiriesRoutes, { path: '*', element: null }], initialEntries: [entry], user: admin });
}

/** The server, as far as this screen uses it: the list answers `rows`, the PATCHes update them. */
function stubInquiries(rows: Inquiry[], overrides: Parameters<typeof stubApi>[0] = {}) {
  const store = new Map(rows.map((row) => [row._id, { ...row }]));
  const update = (url: URL, change: Partial<Inquiry>) => {
    const id = url.pathname.split('/')[4]!;
    const row = { ...store.get(id)!, ...change };
    store.set(id, row);
    return jsonResponse(200, { inquiry: row });
  };
  return stubApi({
    'GET /api/v1/inquiries': () => jsonResponse(200, { inquiries: [...store.values()], total: store.size }),
    [`PATCH /api/v1/inquiries/${testBooking._id}/mark-read`]: (url) => update(url, { isRead: true }),
    [`PATCH /api/v1/inquiries/${testBooking._id}/add-comment`]: (url, init) =>
      update(url, { comment: (JSON.parse(String(init?.body)) as { comment: string }).comment }),
    ...overrides,
  });
}

describe('Admin Dashboard - Inquiries', { timeout: 20_000 }, () => {
  it('asks for the first page of 10, newest first, and shows both kinds with their badges', async () => {
    const fetchMock = stubInquiries([testBooking, testQuote]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Inquiries' }, { timeout: 5000 })).toBeTruthy();
    const bookingRow = (await screen.findByRole('button', { name: /^Jordan Blake/ }, { timeout: 5000 })).closest('tr')!;
    expect(within(bookingRow).getByText('Unread')).toBeTruthy();
    expect(within(bookingRow).getByText('Call booking')).toBeTruthy();
    expect(within(bookingRow).getByText('Thursday, December 3, 2026, 9:30 AM to 10:00 AM CST')).toBeTruthy();
    const quoteRow = screen.getByRole('button', { name: /^Priya Nair/ }).closest('tr')!;
    expect(within(quoteRow).getByText('Read')).toBeTruthy();
    expect(within(quoteRow).getByText('4 staff, Sydney, Australia')).toBeTruthy();
    const query = callsTo(fetchMock, 'GET /api/v1/inquiries')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ page: '1', pageSize: '10', sort: 'postingDate_desc' });
  });

  it('sorts on a header click, filters, and goes back to page 1 on a search', async () => {
    const fetchMock = stubInquiries([testBooking, testQuote]);
    const user = userEvent.setup();
    renderPage('/inquiries?page=2');
    await screen.findByRole('button', { name: /^Jordan Blake/ }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /^Company/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/v1/inquiries').at(-1)!.url.searchParams.get('sort')).toBe('company_asc'));
    await user.click(screen.getByRole('button', { name: /^Company/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/v1/inquiries').at(-1)!.url.searchParams.get('sort')).toBe('company_desc'));
    await user.selectOptions(screen.getByLabelText('Status'), 'unread');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/v1/inquiries').at(-1)!.url.searchParams.get('status')).toBe('unread'));
    await user.type(screen.getByLabelText('Search inquiries'), 'blake');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET /api/v1/inquiries').at(-1)!.url.searchParams;
      expect(last.get('q')).toBe('blake');
      expect(last.get('page')).toBe('1');
    });
  });

  it("says 'No inquiries match your search criteria.' when nothing matches", async () => {
    stubInquiries([]);
    renderPage('/inquiries?q=nobody');
    expect(await screen.findByText('No inquiries match your search criteria.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('opens the details, marks the inquiry read (the button goes away), adds a comment, and closes on Escape', async () => {
    const fetchMock = stubInquiries([testBooking]);
    const user = userEvent.setup();
    renderPage();
    const open = await screen.findByRole('button', { name: /^Jordan Blake/ }, { timeout: 5000 });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Call booking from Jordan Blake' });
    expect(within(dialog).getByText('Thursday, December 3, 2026, 9:30 AM to 10:00 AM (CST — Central Time)')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: /Reply by e-mail/ }).getAttribute('href')).toMatch(/^mailto:jordan@blakedental\.com\?subject=/);

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark as Read' })).toBeNull());
    expect(callsTo(fetchMock, `PATCH /api/v1/inquiries/${testBooking._id}/mark-read`)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    const commentDialog = await screen.findByRole('dialog', { name: 'Add comment' });
    await user.click(within(commentDialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(commentDialog).findByText('Comment is required.')).toBeTruthy();
    await user.type(within(commentDialog).getByLabelText('Comment'), 'Confirmed the call by phone');
    await user.click(within(commentDialog).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add comment' })).toBeNull());
    expect(callsTo(fetchMock, `PATCH /api/v1/inquiries/${testBooking._id}/add-comment`)[0]!.body).toEqual({ comment: 'Confirmed the call by phone' });
    expect(within(dialog).getByText('Confirmed the call by phone')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Edit comment' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows 'Failed to update inquiry {status} {statusText}' when marking read fails", async () => {
    stubInquiries([testBooking], {
      [`PATCH /api/v1/inquiries/${testBooking._id}/mark-read`]: () => statusResponse(404, 'Not Found'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Jordan Blake/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Call booking from Jordan Blake' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Read' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update inquiry 404 Not Found');
  });
});
