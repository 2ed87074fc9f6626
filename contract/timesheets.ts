import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema, plainText, requiredText, typeable } from './common.js';
import { pagingQuerySchema } from './paging.js';
import { isIsoDate } from './placement-dates.js';
import { workingHoursSchema } from './placements.js';

const c = initContract();

/** Texts of My work, the team's timesheets and the admin Timesheets list, and of the API's answers. */
export const timesheetMessages = {
  submitted: 'Timesheet submitted.',
  updated: 'Timesheet updated.',
  approved: 'Timesheet approved.',
  disputed: 'Timesheet sent back to the talent.',
  settled: 'Dispute settled.',
  notFound: 'Timesheet not found.',
  noPlacement: 'You have no current placement, so there is no week to log.',
  /** 409: the week was approved (by the customer, an admin or automatically) and is closed. */
  alreadyApproved: 'This week has been approved and can no longer be changed.',
  /** 409: approve or dispute of a week that is not waiting for the customer (someone answered first). */
  notAwaitingReview: 'This week is not waiting for an answer: it was answered already, or is back with the talent.',
  /** 409: settle of a week that is not disputed. */
  notDisputed: 'Only a disputed week can be settled.',
  /** 400: a week after the current one, or before the placement started. */
  weekOutsidePlacement: 'Hours can only be logged for weeks of your placement, up to the current week.',
  weekStartInvalid: 'Week must be a Monday (YYYY-MM-DD).',
  /** 400: the week's hours are not a list of seven days (a day's own bad value is `dayHoursInvalid`). */
  hoursInvalid: 'Hours must be seven numbers from 0 to 24, in quarter hours (0.25).',
  /** 400: one day's hours break the rule: the day is named ('Wednesday'), then the rule. */
  dayHoursInvalid: (day: string) => `${day}: hours must be a number from 0 to 24, in steps of 0.25 (quarter hours).`,
  reasonRequired: 'Please give a reason.',
  /** The note beside a week over the contracted hours, on My work (the talent's own). */
  overtimeNote: 'More than the 40 contracted hours: the extra and weekend hours are counted apart, as overtime.',
  /** The same for a week the placement covers only part of. */
  overtimeNotePartial: (contracted: number) =>
    `More than the ${contracted} contracted hours of this week (8 for each working day of your placement): the extra and weekend hours are counted apart, as overtime.`,
  /** The customer's note beside such a week: what it costs them (docs/decisions/0193). */
  overtimeNoteCustomer: 'More than the 40 contracted hours: once approved, the extra and weekend hours are billed at your plan\'s extra-hour rate on the next invoice.',
  overtimeNoteCustomerPartial: (contracted: number) =>
    `More than the ${contracted} contracted hours of this week (8 for each working day of the placement): once approved, the extra and weekend hours are billed at your plan's extra-hour rate on the next invoice.`,
  /** The note beside a week with hours on Saturday or Sunday (hours as written, '8'): weekend hours are priced apart whatever the total. */
  weekendNote: (hours: string) => `${hours} h at the weekend: weekend hours are counted apart, as overtime.`,
  /** The customer's note beside such a week: what it costs them. */
  weekendNoteCustomer: (hours: string) =>
    `${hours} h at the weekend: once approved, weekend hours are billed at your plan's extra-hour rate on the next invoice.`,
  /** 400 timesheets.days_outside_placement: which days, and why. */
  daysOutsidePlacement: (days: string) => `Hours can only be logged on the days of your placement. Remove the hours on ${days}.`,
  /** 400 timesheets.days_paused: the placement is paused on these days (its subscription's payment is overdue past the grace period). */
  daysPaused: (days: string) => `Your placement is paused on ${days} because the customer's payment is overdue, so those days cannot be logged. Remove the hours on them.`,
  /** 409 timesheets.days_logged_twice. */
  daysLoggedTwice: (days: string) => `You already logged hours on ${days} on another placement. Each day is logged once.`,
} as const;

export const timesheetStatuses = ['submitted', 'approved', 'disputed', 'auto_approved'] as const;
export type TimesheetStatus = (typeof timesheetStatuses)[number];

/** How each status reads on every screen. */
export const timesheetStatusLabels: Record<TimesheetStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  disputed: 'Disputed',
  auto_approved: 'Auto-approved',
};

/**
 * A week's hours on Saturday and Sunday (`hours` is Monday first): priced apart from the weekday
 * hours, as payroll's split and the extra-hours billing count them, even in a week under its
 * contracted hours.
 */
export function weekendHoursOf(hours: readonly number[]): number {
  return (hours[5] ?? 0) + (hours[6] ?? 0);
}

/** How many unsubmitted earlier weeks My work offers to log (the most recent ones). */
export const MISSED_WEEKS_SHOWN = 8;

/** The hours a placement's week is contracted for. */
export const CONTRACTED_HOURS_PER_WEEK = 40;

/** The week's days as `hours` lists them, Monday first. */
export const weekDayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The message for a bad day, named by its place in the week (the last part of the issue's path). */
function dayHoursMessage(path: readonly (string | number)[]): string {
  const index = path.at(-1);
  const day = typeof index === 'number' ? weekDayNames[index] : undefined;
  return day ? timesheetMessages.dayHoursInvalid(day) : timesheetMessages.hoursInvalid;
}

/**
 * A day's hours: 0 to 24 in quarter hours. Every way a day can be wrong (not a number, out of
 * range, not a quarter hour) gives the one message that names the day, so the server's 400 and
 * the form's field say the same.
 */
const dayHours = z
  .number({ errorMap: (issue) => ({ message: dayHoursMessage(issue.path) }) })
  .min(0)
  .max(24)
  .superRefine((hours, ctx) => {
    if (!Number.isInteger(hours * 4)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: dayHoursMessage(ctx.path) });
  });

export const weekStartField = plainText('Week', 10).refine(
  (value) => isIsoDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1,
  timesheetMessages.weekStartInvalid,
);

/** One week as everyone sees it; `hours` is Monday first, `dates` the seven dates in the placement's time zone. */
export const timesheetSchema = z.object({
  _id: z.string(),
  placementId: z.string(),
  /** YYYY-MM-DD, the Monday. */
  weekStart: z.string(),
  /** The seven dates, Monday to Sunday (YYYY-MM-DD), in `timeZone`. */
  dates: z.array(z.string()).length(7),
  /** IANA time zone of the customer, which the week follows. */
  timeZone: z.string(),
  hours: z.array(z.number()).length(7),
  /** Which of the seven days the placement covers (from its first to its last day) and is not paused on: hours only on those. */
  workDays: z.array(z.boolean()).length(7),
  /** Which of the seven days the placement is paused on (its subscription's payment overdue): locked, and not contracted. */
  pausedDays: z.array(z.boolean()).length(7),
  totalHours: z.number(),
  /** The week's contracted hours: 8 for each working day the placement covers and is not paused on (40 for a whole week). */
  contractedHours: z.number(),
  /** Over the week's contracted hours (see `timesheetMessages.overtimeNote`). */
  overtime: z.boolean(),
  note: z.string(),
  status: z.enum(timesheetStatuses),
  submittedAt: z.string(),
  /** ISO time an unanswered week is approved by itself (3 days after the week ends). */
  approveBy: z.string(),
  decidedAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
  settlementReason: z.string().nullable(),
  talent: z.object({ applicantId: z.string(), name: z.string() }),
  customer: z.object({ userId: z.string(), company: z.string() }),
  role: z.string(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

/** What My work shows a talent: their placement, this week (submitted or not yet) and the weeks before. */
export const myWorkSchema = z.object({
  placement: z
    .object({
      _id: z.string(),
      company: z.string(),
      role: z.string(),
      startDate: z.string(),
      /** YYYY-MM-DD, the last working day once known (the customer cancelled, or the talent is replaced); null while it goes on. */
      endDate: z.string().nullable(),
      workingHours: workingHoursSchema,
    })
    .nullable(),
  currentWeek: z
    .object({
      weekStart: z.string(),
      dates: z.array(z.string()).length(7),
      /** Which of the seven days the placement covers and is not paused on; the others are locked. */
      workDays: z.array(z.boolean()).length(7),
      /** Which of them are locked because the placement is paused (the customer's payment is overdue). */
      pausedDays: z.array(z.boolean()).length(7),
      /** 8 h for each working day of the week the placement covers and is not paused on. */
      contractedHours: z.number(),
      /** When the talent is reminded if nothing is submitted (Friday 15:00 in the week's time zone). */
      remindAt: z.string(),
      timesheet: timesheetSchema.nullable(),
    })
    .nullable(),
  /** Earlier weeks of the talent's placements, newest first. */
  pastWeeks: z.array(timesheetSchema),
  /**
   * Weeks of the current placement before this one that were never submitted, newest first, the
   * last ${MISSED_WEEKS_SHOWN} at most: they can still be logged, so the hours worked are paid.
   */
  missedWeeks: z.array(
    z.object({
      weekStart: z.string(),
      dates: z.array(z.string()).length(7),
      workDays: z.array(z.boolean()).length(7),
      pausedDays: z.array(z.boolean()).length(7),
      contractedHours: z.number(),
    }),
  ),
});
export type MyWork = z.infer<typeof myWorkSchema>;

const noteField = typeable(z.string().max(1000, 'Note must be at most 1000 characters'), 'Note', 'multi');
const reasonField = requiredText(timesheetMessages.reasonRequired, 1000, 'Reason', 'multi');

export const submitTimesheetBodySchema = z
  .object({
    hours: z
      .array(dayHours, {
        required_error: timesheetMessages.hoursInvalid,
        invalid_type_error: timesheetMessages.hoursInvalid,
      })
      .length(7, timesheetMessages.hoursInvalid),
    note: noteField.optional(),
  })
  .strict();
export type SubmitTimesheetBody = z.input<typeof submitTimesheetBodySchema>;

export const disputeTimesheetBodySchema = z.object({ reason: reasonField }).strict();

/** An admin settles a dispute: the hours that stand (the submitted ones when absent) and why. */
export const settleTimesheetBodySchema = z
  .object({
    hours: z.array(dayHours).length(7, timesheetMessages.hoursInvalid).optional(),
    reason: reasonField,
  })
  .strict();

export const teamTimesheetsQuerySchema = pagingQuerySchema.extend({
  status: z
    .enum(timesheetStatuses, {
      errorMap: () => ({
        message: `status must be one of ${timesheetStatuses.join(', ')}`,
      }),
    })
    .optional(),
});

export const timesheetSorts = ['week_desc', 'week_asc', 'talent_asc', 'talent_desc', 'customer_asc', 'customer_desc', 'hours_desc', 'hours_asc'] as const;
export type TimesheetSort = (typeof timesheetSorts)[number];

export const adminTimesheetsQuerySchema = pagingQuerySchema.extend({
  status: z
    .enum(timesheetStatuses, {
      errorMap: () => ({
        message: `status must be one of ${timesheetStatuses.join(', ')}`,
      }),
    })
    .optional(),
  /** overdue: submitted weeks past their approve-by time that the automatic approval has not reached yet. */
  attention: z
    .enum(['overdue', 'disputed'], {
      errorMap: () => ({ message: 'attention must be overdue or disputed' }),
    })
    .optional(),
  customerId: plainText('Customer', 100).optional(),
  talentId: plainText('Talent', 100).optional(),
  /** A Monday (YYYY-MM-DD): that week only. */
  week: weekStartField.optional(),
  sort: z
    .enum(timesheetSorts, {
      errorMap: () => ({
        message: `sort must be one of ${timesheetSorts.join(', ')}`,
      }),
    })
    .optional(),
});

/**
 * Payroll export: approved, auto-approved and settled weeks from `from` to `to` (Mondays, inclusive:
 * the pay period runs from `from` to the Sunday after `to`, and names the file).
 */
export const timesheetExportQuerySchema = z.object({
  from: weekStartField.optional(),
  to: weekStartField.optional(),
  customerId: plainText('Customer', 100).optional(),
  talentId: plainText('Talent', 100).optional(),
});

const conflict = errorBodySchema;
const idParams = idParamsSchema;

export const timesheetsContract = c.router({
  myWork: {
    method: 'GET',
    path: '/my-work',
    responses: { 200: myWorkSchema },
    summary: "Talent: the current placement, this week's timesheet and the weeks before",
  },
  submitTimesheet: {
    method: 'PUT',
    path: '/my-work/timesheets/:weekStart',
    pathParams: z.object({ weekStart: weekStartField }),
    body: submitTimesheetBodySchema,
    responses: {
      200: z.object({ message: z.string(), timesheet: timesheetSchema }),
      201: z.object({ message: z.string(), timesheet: timesheetSchema }),
      409: conflict,
    },
    summary: 'Talent: submits a week (201), or changes it until it is approved (200); a disputed week goes back to the customer',
  },
  teamTimesheets: {
    method: 'GET',
    path: '/team/timesheets',
    query: teamTimesheetsQuerySchema,
    responses: {
      200: z.object({
        rows: z.array(timesheetSchema),
        total: z.number().int(),
        awaitingReview: z.number().int(),
      }),
    },
    summary: "Customer: their team's weeks, those waiting for an answer first",
  },
  approveTimesheet: {
    method: 'POST',
    path: '/team/timesheets/:id/approve',
    pathParams: idParams,
    body: c.noBody(),
    responses: {
      200: z.object({ message: z.string(), timesheet: timesheetSchema }),
      409: conflict,
    },
    summary: 'Customer: approves a submitted week of their own team; 409 when it was answered already',
  },
  disputeTimesheet: {
    method: 'POST',
    path: '/team/timesheets/:id/dispute',
    pathParams: idParams,
    body: disputeTimesheetBodySchema,
    responses: {
      200: z.object({ message: z.string(), timesheet: timesheetSchema }),
      409: conflict,
    },
    summary: 'Customer: sends a submitted week back to the talent with a reason; 409 when it was answered already',
  },
});

/** The admin side of timesheets: the list, settling disputes and the payroll export. */
export const adminTimesheetsContract = c.router({
  adminTimesheets: {
    method: 'GET',
    path: '/admin/timesheets',
    query: adminTimesheetsQuerySchema,
    responses: {
      200: z.object({
        rows: z.array(timesheetSchema),
        total: z.number().int(),
      }),
    },
    summary: 'Admin: every week, filtered by customer, talent, status and week; searched, sorted and paged',
  },
  settleTimesheet: {
    method: 'POST',
    path: '/admin/timesheets/:id/settle',
    pathParams: idParams,
    body: settleTimesheetBodySchema,
    responses: {
      200: z.object({ message: z.string(), timesheet: timesheetSchema }),
      409: conflict,
    },
    summary: 'Admin: settles a disputed week with a reason; it is approved with the hours that stand',
  },
  exportApprovedHours: {
    method: 'GET',
    path: '/admin/timesheets/export.csv',
    query: timesheetExportQuerySchema,
    responses: {
      200: c.otherResponse({ contentType: 'text/csv', body: c.type<string>() }),
    },
    summary:
      'Admin: approved hours per talent, customer and week for payroll (CSV): regular, overtime and weekend hours, status, local times with their time zone, a totals row; named payroll-<first Monday>_<last Sunday>.csv',
  },
});
