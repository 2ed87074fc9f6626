import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '@contract/messages';
import { callsTo, jsonResponse, statusResponse, stubApi } from '@/test/api-stubs';
import { admin, renderRoutes } from '@/test/render';
import { adminMessagesRoutes } from '@/features/messages/routes';

const message: Message = {
  _id: '7a1c2d3e-0000-4000-8000-000000000001',
  fullName: 'Sam Rivera',
  email: 'sam@riveralaw.com',
  phone: '+1 415 555 0199',
  website: 'riveralaw.com',
  message: 'We need a paralegal assistant, 20 hours a week.\nCan you help?',
  isWillingToReceiveUpdates: true,
  comment: 'Sent our rates',
  isRead: false,
  createdAt: '2026-11-21T18:45:00.000Z',
};

function renderPage(entry = '/messages') {
  return renderRoutes({ routes: [...adminMessagesRoutes, { path: '*', element: null }], initialEntries: [entry], user: admin });
}

describe('Admin Dashboard - Messages', { timeout: 20_000 }, () => {
  it('lists messages newest first, 10 a page, and opens one with all its fields', async () => {
    const fetchMock = stubApi({ 'GET /api/v1/messages': () => jsonResponse(200, { messages: [message], total: 1 }) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard - Messages' }, { timeout: 5000 })).toBeTruthy();
    const open = await screen.findByRole('button', { name: /^Sam Rivera/ }, { timeout: 5000 });
    expect(Object.fromEntries(callsTo(fetchMock, 'GET /api/v1/messages')[0]!.url.searchParams)).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'createdAt_desc',
    });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Message from Sam Rivera' });
    expect(within(dialog).getByText(/We need a paralegal assistant/).textContent).toContain('Can you help?');
    expect(within(dialog).getByRole('link', { name: 'riveralaw.com' }).getAttribute('href')).toBe('https://riveralaw.com');
    expect(within(dialog).getByText('November 21, 2026 at 6:45 PM')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Edit comment' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the row's button.
    expect(document.activeElement).toBe(open);
  });

  it("says 'Failed to add comment {status} {statusText}' when the comment is refused", async () => {
    stubApi({
      'GET /api/v1/messages': () => jsonResponse(200, { messages: [message], total: 1 }),
      [`PATCH /api/v1/messages/${message._id}/add-comment`]: () => statusResponse(404, 'Not Found'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /^Sam Rivera/ }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Message from Sam Rivera' })).getByRole('button', { name: 'Edit comment' }));
    const commentDialog = await screen.findByRole('dialog', { name: 'Edit comment' });
    await user.click(within(commentDialog).getByRole('button', { name: 'Save comment' }));
    expect((await within(commentDialog).findByRole('alert')).textContent).toBe('Failed to add comment 404 Not Found');
  });

  it("says 'No messages match your search criteria.' when nothing matches", async () => {
    stubApi({ 'GET /api/v1/messages': () => jsonResponse(200, { messages: [], total: 0 }) });
    renderPage('/messages?q=nobody');
    expect(await screen.findByText('No messages match your search criteria.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
