import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { AdminHomePage } from './AdminHomePage';

const counts = { unreadInquiries: 0, unreadMessages: 0, newApplicants: 0, activeJobs: 2, franchiseApplications: 0, activeSubscriptions: 1, pastDueSubscriptions: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 };
const failedMail = {
  id: '6f0c1f52-8d7e-4d59-9a59-2b7b2f0c4a11',
  to: 'maria@example.com',
  subject: 'Reset your Bayanihan Remote password',
  attempts: 10,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-25T08:00:00.000Z',
  failedAt: '2026-11-25T08:41:00.000Z',
};

describe('Undelivered e-mails on the admin home', () => {
  it('shows nothing while every e-mail was delivered', async () => {
    stubFetch(async () => jsonResponse(200, { ...counts, undeliveredMail: 0 }));
    renderWithProviders(<AdminHomePage />, { user: admin });
    await screen.findByText('2');
    expect(screen.queryByRole('heading', { name: /could not be delivered/ })).toBeNull();
  });

  it('lists them with the reason, and sends one again', async () => {
    let delivered = false;
    const calls: string[] = [];
    stubFetch(async (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/admin/overview')) return jsonResponse(200, { ...counts, undeliveredMail: delivered ? 0 : 1 });
      if (url.endsWith('/admin/mail/undelivered')) return jsonResponse(200, delivered ? { mails: [], total: 0 } : { mails: [failedMail], total: 1 });
      if (url.endsWith(`/admin/mail/${failedMail.id}/resend`)) {
        delivered = true;
        return jsonResponse(202, { message: 'The e-mail will be sent again.' });
      }
      return jsonResponse(404, { code: 'not_found', message: 'Not found', error: 'Not found' });
    });
    renderWithProviders(<AdminHomePage />, { user: admin });
    const panel = (await screen.findByRole('heading', { name: 'E-mails that could not be delivered (1)' })).closest('section')!;
    const item = await within(panel).findByText('Reset your Bayanihan Remote password');
    expect(panel.textContent).toContain('To maria@example.com');
    expect(panel.textContent).toContain('10 tries');
    expect(panel.textContent).toContain('connect ECONNREFUSED 10.0.0.5:587');
    expect(item).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('status')).textContent).toBe('The e-mail to maria@example.com will be sent again.');
    expect(calls.filter((call) => call.startsWith('POST') && call.endsWith(`/api/v1/admin/mail/${failedMail.id}/resend`))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Reset your Bayanihan Remote password')).toBeNull());
  });

  it("shows the server's reason when the e-mail is no longer waiting", async () => {
    stubFetch(async (url) => {
      if (url.endsWith('/admin/overview')) return jsonResponse(200, { ...counts, undeliveredMail: 1 });
      if (url.endsWith('/admin/mail/undelivered')) return jsonResponse(200, { mails: [failedMail], total: 1 });
      // The home's other panels (charts, payments) stay on their way: only the resend fails.
      if (!url.endsWith('/resend')) return new Promise<Response>(() => undefined);
      return jsonResponse(409, { code: 'mail.not_undelivered', message: 'This e-mail is not waiting to be sent again.', error: 'This e-mail is not waiting to be sent again.' });
    });
    renderWithProviders(<AdminHomePage />, { user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail is not waiting to be sent again.');
  });
});
