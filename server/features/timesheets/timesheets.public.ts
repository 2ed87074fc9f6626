// What other features may use of timesheets: the admin home's counts of disputed and overdue weeks.
export { countTimesheetsNeedingAttention } from './admin-timesheets.repository.js';
// The scheduled automatic approval and reminders (app.ts), and one pass of the automatic approval (the bench).
export { autoApproveDueTimesheets, defineTimesheetTasks, sendTimesheetReminders } from './timesheet-tasks.js';
