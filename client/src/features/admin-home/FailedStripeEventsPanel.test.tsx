import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { FailedStripeEventsPanel } from './FailedStripeEventsPanel';

const failedEvent = {
  id: 'evt_1Failed',
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

  it('dismisses one after the confirmation, and keeps it listed when the admin does not confirm', async () => {
    let dismissed = false;
    const calls: string[] = [];
    stubFetch(async (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/admin/stripe-events/failed')) return jsonResponse(200, { events: dismissed ? [] : [failedEvent] });
      if (url.endsWith(`/admin/stripe-events/${failedEvent.id}/dismiss`)) {
        dismissed = true;
        return jsonResponse(200, { message: 'The event was dismissed.' });
      }
      return jsonResponse(404, { code: 'not_found', message: 'Not found', error: 'Not found' });
    });
    renderWithProviders(<FailedStripeEventsPanel />, { user: admin });
    const panel = (await screen.findByRole('heading', { name: 'Stripe events the site could not apply (1)' })).closest('section')!;
    const dismissCalls = () => calls.filter((call) => call === `POST /api/v1/admin/stripe-events/${failedEvent.id}/dismiss`);

    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss evt_1Failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this Stripe event?' });
    expect(dialog.textContent).toContain('invoice.paid (evt_1Failed)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it listed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dismissCalls()).toHaveLength(0);
    expect(panel.textContent).toContain('evt_1Failed');

    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss evt_1Failed' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dismiss' }));
    expect((await screen.findByRole('status')).textContent).toBe('invoice.paid: The event was dismissed.');
    expect(dismissCalls()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('evt_1Failed')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Stripe events the site could not apply (0)' })).toBeTruthy();
  });

  it('says why when the server refuses the dismissal', async () => {
    stubFetch(async (url) => {
      if (url.endsWith('/admin/stripe-events/failed')) return jsonResponse(200, { events: [failedEvent] });
      return jsonResponse(409, { code: 'billing.stripe_event_dismissed', message: 'This Stripe event was dismissed already.', error: 'This Stripe event was dismissed already.' });
    });
    renderWithProviders(<FailedStripeEventsPanel />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss evt_1Failed' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByText('This Stripe event was dismissed already.')).toBeTruthy();
  });

  it('shows nothing while every event was applied', async () => {
    const fetchMock = stubFetch(async () => jsonResponse(200, { events: [] }));
    const { container } = renderWithProviders(<FailedStripeEventsPanel />, { user: admin });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
