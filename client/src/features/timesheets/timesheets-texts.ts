/** The timesheet screens' own words; the API's (submitted, approved, the 409s) are `timesheetMessages` in the contract. */
export const myWorkTexts = {
  title: 'My work',
  intro: 'Log your hours each week. Your customer approves them, and approved hours go to payroll.',
  loading: 'Loading your week...',
  placementHeading: 'Your placement',
  lastDay: 'Last day',
  /** Once the placement's last day is known (the customer cancelled, or a replacement starts after it). */
  endsAfter: (day: string) => `Your placement ends after ${day}: keep working, and log your hours, through that day.`,
  notPlacementDay: 'Not a day of your placement',
  /** A day the placement is paused on: the customer's payment is overdue past the grace period. */
  pausedDay: 'Paused: payment overdue',
  noPlacementNext: 'When we place you with a customer, we e-mail you and your placement and weeks appear here. Until then there is nothing to do.',
  thisWeek: 'This week',
  earlierWeek: 'Earlier week',
  fillWeekdays: 'Fill 8 h Monday to Friday',
  note: 'Note (optional)',
  noteHint: 'Anything your customer should know about this week: time off, extra work, a public holiday.',
  submit: 'Submit',
  submitting: 'Submitting...',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  pastHeading: 'Earlier weeks',
  noPastWeeks: 'No earlier weeks yet.',
  backToThisWeek: 'Back to this week',
  missedHeading: 'Weeks not submitted',
  missedIntro: 'These weeks of your placement have no hours yet. Log them so the hours you worked are paid.',
  logThisWeek: 'Log this week',
} as const;

export const teamTimesheetsTexts = {
  heading: 'Timesheets',
  intro: 'The hours your team logs each week. Approve them, or dispute a week with a reason and it goes back to the talent to correct.',
  autoApproval: 'A week you do not answer by its approve-by date is approved automatically.',
  loading: 'Loading timesheets...',
  empty: 'No timesheets yet. Your talents log their hours each week, and their weeks appear here for you to approve.',
  loadError: 'Error fetching timesheets',
  approve: 'Approve',
  approving: 'Approving...',
  dispute: 'Dispute',
  disputeTitle: 'Dispute a week',
  reason: 'What is wrong with this week?',
  reasonHint: 'The talent sees your reason, corrects the week and submits it again for you to approve.',
  send: 'Send back to the talent',
  sending: 'Sending...',
} as const;

/** What a week an admin settled says of the settlement, to the talent and to the customer. */
export const settlementTexts = {
  heading: 'Dispute settled by our team:',
  /** The week's hours as the settlement left them ('38.5 of 40 h'), whether the admin changed them or not. */
  hoursStood: (total: string) => `Hours that stood: ${total}`,
} as const;
