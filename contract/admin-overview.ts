import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** What needs an admin's attention, counted in one query. */
export const adminOverviewSchema = z.object({
  unreadInquiries: z.number(),
  unreadMessages: z.number(),
  /** Applicants still in the initial 'Unread' status. */
  newApplicants: z.number(),
  activeJobs: z.number(),
  franchiseApplications: z.number(),
  /** Subscriptions Stripe reports as active or trialing (paid or in their trial). */
  activeSubscriptions: z.number(),
  /** E-mails whose every try failed, waiting for an admin to send them again. */
  undeliveredMail: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminOverviewContract = c.router({
  getAdminOverview: {
    method: 'GET',
    path: '/admin/overview',
    responses: { 200: adminOverviewSchema },
    summary: 'Admin: unread inquiries and messages, new applicants, active jobs, franchise applications, active subscriptions and undelivered e-mails',
  },
});
