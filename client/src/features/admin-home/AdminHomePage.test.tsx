import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, renderWithProviders, stubFetch } from '@/test/render';
import { AdminHomePage } from './AdminHomePage';

describe('AdminHomePage', () => {
  it('shows each count with a link to its list', async () => {
    stubFetch(async () => jsonResponse(200, { unreadInquiries: 3, unreadMessages: 0, newApplicants: 12, activeJobs: 5, franchiseApplications: 1, activeSubscriptions: 4, pastDueSubscriptions: 0, undeliveredMail: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 }));
    renderWithProviders(<AdminHomePage />, { user: admin });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link(/^3 Unread inquiries/)).toBe('/inquiries');
    expect(await link(/^0 Unread messages/)).toBe('/messages');
    expect(await link(/^12 New applicants/)).toBe('/applicants');
    expect(await link(/^5 Active jobs/)).toBe('/adminjobspage');
    expect(await link(/^1 Franchise applications/)).toBe('/franchise-applications');
    expect(await link(/^4 Active subscriptions/)).toBe('/staffing?standing=active');
    expect(document.title).toContain('Admin Dashboard');
    expect(screen.queryByRole('link', { name: /^Replacement requests/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Payment overdue/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Timesheets need you' })).toBeNull();
  });

  it('shows Replacement requests (N), linking to the Staffing list narrowed to them', async () => {
    stubFetch(async (url) =>
      url.endsWith('/admin/overview')
        ? jsonResponse(200, { unreadInquiries: 0, unreadMessages: 0, newApplicants: 0, activeJobs: 1, franchiseApplications: 0, activeSubscriptions: 3, pastDueSubscriptions: 0, undeliveredMail: 0, replacementRequests: 2, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 })
        : new Promise<Response>(() => undefined),
    );
    renderWithProviders(<AdminHomePage />, { user: admin });
    const link = await screen.findByRole('link', { name: 'Replacement requests (2)' });
    expect(link.getAttribute('href')).toBe('/staffing?replacementRequested=true');
  });

  it('counts past-due subscriptions apart from the active ones, linking to the Staffing list narrowed to them', async () => {
    stubFetch(async (url) =>
      url.endsWith('/admin/overview')
        ? jsonResponse(200, { unreadInquiries: 0, unreadMessages: 0, newApplicants: 0, activeJobs: 1, franchiseApplications: 0, activeSubscriptions: 2, pastDueSubscriptions: 1, undeliveredMail: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 })
        : new Promise<Response>(() => undefined),
    );
    renderWithProviders(<AdminHomePage />, { user: admin });
    expect((await screen.findByRole('link', { name: 'Payment overdue (1)' })).getAttribute('href')).toBe('/staffing?standing=past_due');
    expect(screen.getByRole('link', { name: /^2 Active subscriptions/ }).getAttribute('href')).toBe('/staffing?standing=active');
  });

  it('counts disputed and overdue timesheets, each linking to the Timesheets list narrowed to them', async () => {
    stubFetch(async (url) =>
      url.endsWith('/admin/overview')
        ? jsonResponse(200, { unreadInquiries: 0, unreadMessages: 0, newApplicants: 0, activeJobs: 1, franchiseApplications: 0, activeSubscriptions: 3, pastDueSubscriptions: 0, undeliveredMail: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 3, overdueTimesheets: 1 })
        : new Promise<Response>(() => undefined),
    );
    renderWithProviders(<AdminHomePage />, { user: admin });
    expect((await screen.findByRole('link', { name: 'Disputed timesheets (3)' })).getAttribute('href')).toBe('/admintimesheets?attention=disputed');
    expect(screen.getByRole('link', { name: 'Overdue timesheets (1)' }).getAttribute('href')).toBe('/admintimesheets?attention=overdue');
  });

  it('says when the counts could not be loaded', async () => {
    // Only the counts fail; the page's other panels are still on their way.
    stubFetch(async (url) =>
      url.endsWith('/admin/overview')
        ? jsonResponse(500, { code: 'internal', message: 'Something went wrong on our side.', error: 'Something went wrong on our side.' })
        : new Promise<Response>(() => undefined),
    );
    renderWithProviders(<AdminHomePage />, { user: admin });
    expect((await screen.findByRole('alert')).textContent).toBe('Error: 500 Internal Server Error');
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(6);
  });
});
