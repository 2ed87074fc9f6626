import { timesheetMessages } from '../../../contract/timesheets.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';

/** The talent's and customer's errors (the admin side's are in admin-timesheets.errors.ts). */
export const timesheetErrors = {
  /** Missing, or not the caller's: the same answer, so ids of others' weeks reveal nothing. */
  notFound: () => notFound('timesheets.not_found', timesheetMessages.notFound),
  noPlacement: () => badRequest('timesheets.no_placement', timesheetMessages.noPlacement),
  weekOutsidePlacement: () => badRequest('timesheets.week_outside_placement', timesheetMessages.weekOutsidePlacement),
  daysOutsidePlacement: (days: string) => badRequest('timesheets.days_outside_placement', timesheetMessages.daysOutsidePlacement(days), { hours: timesheetMessages.daysOutsidePlacement(days) }),
  daysPaused: (days: string) => badRequest('timesheets.days_paused', timesheetMessages.daysPaused(days), { hours: timesheetMessages.daysPaused(days) }),
  daysLoggedTwice: (days: string) => conflict('timesheets.days_logged_twice', timesheetMessages.daysLoggedTwice(days)),
  alreadyApproved: () => conflict('timesheets.already_approved', timesheetMessages.alreadyApproved),
  notAwaitingReview: () => conflict('timesheets.not_awaiting_review', timesheetMessages.notAwaitingReview),
};
