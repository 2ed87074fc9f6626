// What other features may use of timesheets: the admin home's counts of disputed and overdue weeks.
export { countTimesheetsNeedingAttention } from './admin-timesheets.repository.js';
// The scheduled automatic approval and reminders (app.ts), and one pass of the automatic approval (the bench).
export { autoApproveDueTimesheets, defineTimesheetTasks, sendTimesheetReminders } from './timesheet-tasks.js';
// Billing's extra hours: the same split of a week as payroll's, so the invoice and the payroll CSV agree.
export { splitHours, type HoursSplit } from './admin-timesheets.payroll.js';
export type { PauseSpan } from './week-days.js';
// A week approved or settled: billing bills its extra hours.
export { WEEK_DECIDED_TASK, type WeekDecided } from './week-decided.js';
