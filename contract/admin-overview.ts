import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { currencies } from './billing.js';

const c = initContract();

/** What needs an admin's attention, counted in one query. */
export const adminOverviewSchema = z.object({
  unreadInquiries: z.number(),
  unreadMessages: z.number(),
  /** Applicants still in the initial 'Unread' status. */
  newApplicants: z.number(),
  activeJobs: z.number(),
  franchiseApplications: z.number(),
  /** Subscriptions whose status is in `subscriptionStandings.active` (paid or in their trial): Staffing's `standing=active`. */
  activeSubscriptions: z.number(),
  /** Subscriptions whose renewal is unpaid while Stripe retries (`subscriptionStandings.past_due`): Staffing's `standing=past_due`. */
  pastDueSubscriptions: z.number(),
  /** E-mails whose every try failed, waiting for an admin to send them again. */
  undeliveredMail: z.number(),
  /** Customers' pending requests to replace a placed talent ("Replacement requests (N)"). */
  replacementRequests: z.number(),
  /** Chargebacks waiting on evidence or the card network's decision. */
  openDisputes: z.number(),
  /** Stripe events whose sync failed every try, waiting for an admin's "Try again". */
  failedStripeEvents: z.number(),
  /** Timesheet weeks a customer disputed, waiting for the talent's correction or an admin's settlement. */
  disputedTimesheets: z.number(),
  /** Submitted weeks past their approve-by time that the automatic approval has not reached. */
  overdueTimesheets: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Statuses in the order an application moves through them: what "furthest status reached" ranks by. */
export const applicationStages = ['Unread', 'Read', 'Short Listed', 'Initial Interview', 'Final Interview', 'Job Offer', 'Hired'] as const;

/**
 * The admin home's charts. Months are 'YYYY-MM' and weeks start on Monday 'YYYY-MM-DD' (UTC), oldest
 * first, every period present (zero when nothing happened). Money in the smallest currency unit.
 */
export const adminChartsSchema = z.object({
  /**
   * 12 months (this one last) for each currency with money in them (docs/decisions/0191): paid before
   * tax by when it was paid, refunds by when they were made and open or lost disputes by when they
   * were opened (each without its share of tax), and net = paid − refunded − disputed.
   */
  revenueByMonth: z.array(
    z.object({
      currency: z.enum(currencies),
      months: z.array(
        z.object({ month: z.string(), paid: z.number().int(), refunded: z.number().int(), disputed: z.number().int(), net: z.number().int() }),
      ),
    }),
  ),
  /** 12 weeks (this one last) of applications received, each counted under the furthest status it has reached. */
  applicationsByWeek: z.array(
    z.object({ weekStart: z.string(), total: z.number().int(), byStage: z.array(z.object({ stage: z.string(), count: z.number().int() })) }),
  ),
  /**
   * 12 weeks (this one last): seats of staffable subscriptions against seats whose talent is at work on
   * the week's last day (or today): from their first day (`start_date`) through their last (`end_date`).
   */
  seatsByWeek: z.array(z.object({ weekStart: z.string(), seatsSold: z.number().int(), seatsFilled: z.number().int() })),
  /**
   * Calendar days from a seat opening to its talent's first day, over the placements that started in
   * the months of `byMonth` (`daysToFillRule`): `placements` is the sum of theirs, and `median` the
   * figure /team shows, null until `daysToFillRule.minimumPlacements` have started.
   */
  daysToFill: z.object({
    median: z.number().nullable(),
    placements: z.number().int(),
    byMonth: z.array(z.object({ month: z.string(), median: z.number().nullable(), placements: z.number().int() })),
  }),
});
export type AdminCharts = z.infer<typeof adminChartsSchema>;

export const adminOverviewContract = c.router({
  getAdminOverview: {
    method: 'GET',
    path: '/admin/overview',
    responses: { 200: adminOverviewSchema },
    summary:
      'Admin: unread inquiries and messages, new applicants, active jobs, franchise applications, active and past-due subscriptions, undelivered e-mails, replacement requests, and disputed and overdue timesheets',
  },
  getAdminCharts: {
    method: 'GET',
    path: '/admin/overview/charts',
    responses: { 200: adminChartsSchema },
    summary: 'Admin: revenue per month, applications per week by furthest status, seats sold against filled, and days to fill a seat',
  },
});
