import { describe, expect, it } from 'vitest';
import { applicationFields, bearer, buildJob } from '../../test/factories.js';
import { buildBooking, buildMessage, buildQuote } from '../../test/inbox-factories.js';
import { multipart, samplePdf } from '../../test/multipart.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true, customer: true });

const url = '/api/v1/admin/overview';
const overview = async () => (await ctx.app.inject({ url, headers: bearer(ctx.admin) })).json();

async function apply(jobId: string) {
  const parts = [
    ...Object.entries(applicationFields(jobId)).map(([name, value]) => ({ name, value })),
    { name: 'resume', filename: 'resume.pdf', contentType: 'application/pdf', bytes: samplePdf() },
  ];
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/applicants', ...multipart(parts) });
  return response.json().applicantId as string;
}

describe('GET /api/v1/admin/overview', () => {
  it('answers 401 to a visitor and 403 to a customer', async () => {
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url, headers: bearer(ctx.customer) })).statusCode).toBe(403);
  });

  it('counts what needs attention, and the counts follow what admins do', async () => {
    expect(await overview()).toEqual({ unreadInquiries: 0, unreadMessages: 0, newApplicants: 0, activeJobs: 0, franchiseApplications: 0, activeSubscriptions: 0, pastDueSubscriptions: 0, undeliveredMail: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 });

    const booking = await buildBooking(ctx.db);
    await buildQuote(ctx.db);
    await buildQuote(ctx.db, { isRead: true });
    const message = await buildMessage(ctx.db);
    const job = await buildJob(ctx.db);
    await buildJob(ctx.db, { isActive: false });
    const applicantId = await apply(job.id);
    await apply(job.id);
    expect(await overview()).toEqual({ unreadInquiries: 2, unreadMessages: 1, newApplicants: 2, activeJobs: 1, franchiseApplications: 0, activeSubscriptions: 0, pastDueSubscriptions: 0, undeliveredMail: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 });

    const asAdmin = { headers: bearer(ctx.admin) };
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/inquiries/${booking.id}/mark-read`, ...asAdmin });
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/messages/${message.id}/mark-read`, ...asAdmin });
    await ctx.app.inject({ method: 'PATCH', url: `/api/v1/applicants/${applicantId}`, payload: { status: 'Short Listed' }, ...asAdmin });
    const response = await ctx.app.inject({ url, ...asAdmin });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ unreadInquiries: 1, unreadMessages: 0, newApplicants: 1, activeJobs: 1, franchiseApplications: 0, activeSubscriptions: 0, pastDueSubscriptions: 0, undeliveredMail: 0, replacementRequests: 0, openDisputes: 0, failedStripeEvents: 0, disputedTimesheets: 0, overdueTimesheets: 0 });
  });
});
