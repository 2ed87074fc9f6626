import { timesheetDisputedMail } from './timesheet-disputed.email.js';
import { customerReviewReminderMail, talentSubmitReminderMail } from './timesheet-reminders.email.js';

/** The mails of the talent's and customer's side of timesheets, for the mail worker's catalogue and the preview. */
export const timesheetMailTemplates = [timesheetDisputedMail, talentSubmitReminderMail, customerReviewReminderMail];
