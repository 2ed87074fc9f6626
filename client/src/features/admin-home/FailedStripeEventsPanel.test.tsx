import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { FailedStripeEventsPanel } from './FailedStripeEventsPanel';

const failedEvent = {
  id: '6f0c1f52-8d7e-4d59-9a59-2b7b2f0c4a11',
  eventId: 'evt_1Failed',
  eventType: 'invoice.paid',
  tries: 10,
  failedAt: '2026-11-25T08:41:00.000Z',
  error: 'The provided key does not have the required permissions',
};

describe('Failed Stripe events on the admin home', () => {
  it('lists each with what it failed on, and tries one again', async () => {
    let retried = false;
    const calls: string[] = [];
    stubFetch(async (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/admin/stripe-events/failed')) return jsonResponse(200, { events: retried ? [] : [failedEvent] });
      if (url.endsWith(`/admin/stripe-events/${failedEvent.id}/retry`)) {
        retried = true;
        return jsonResponse(202, { message: 'The event will be tried again now.' });
      }
      return jsonResponse(404, { code: 'not_found', message: 'Not found', error: 'Not found' });
    });
    renderWithProviders(<FailedStripeEventsPanel />, { user: admin });
    const panel = (await screen.findByRole('heading', { name: 'Stripe events the site could not apply (1)' })).closest('section')!;
    expect(panel.textContent).toContain('invoice.paid');
    expect(panel.textContent).toContain('evt_1Failed');
    expect(panel.textContent).toContain('10 tries');
    expect(panel.textContent).toContain('The provided key does not have the required permissions');

    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toBe('invoice.paid will be tried again now.');
    expect(calls.filter((call) => call === `POST /api/v1/admin/stripe-events/${failedEvent.id}/retry`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('evt_1Failed')).toBeNull());
  });

  it('shows nothing while every event was applied', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { events: [] }));
    const { container } = renderWithProviders(<FailedStripeEventsPanel />, { user: admin });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
