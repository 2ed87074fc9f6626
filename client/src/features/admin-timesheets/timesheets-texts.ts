import { timesheetStatuses, timesheetStatusLabels } from '@contract/timesheets';

/** The admin Timesheets screen's words. The API's own (settled, not disputed…) are `timesheetMessages` in the contract. */
export const adminTimesheetsTexts = {
  title: 'Timesheets',
  intro: 'Every week of hours logged by placed talents, newest first. Settle a disputed week, or export the approved hours for payroll.',
  search: 'Talent, customer or e-mail...',
  loading: 'Loading timesheets...',
  empty: 'No timesheets match these filters.',
  statusFilter: 'Status',
  attentionFilter: 'Needs attention',
  weekFilter: 'Week of',
  exportFailed: 'Error exporting approved hours',
  talentFilterOf: (name: string) => `Talent: ${name}`,
  customerFilterOf: (company: string) => `Customer: ${company}`,
  oneTalent: 'One talent',
  oneCustomer: 'One customer',
  clearFilter: 'Show all',
  settle: 'Settle dispute',
} as const;

export const statusFilterOptions = [
  { value: '', label: 'All statuses' },
  ...timesheetStatuses.map((status) => ({ value: status, label: timesheetStatusLabels[status] })),
] as const;

export const attentionFilterOptions = [
  { value: '', label: 'Everything' },
  { value: 'disputed', label: 'Disputed weeks' },
  { value: 'overdue', label: 'Overdue for approval' },
] as const;

export const settleTexts = {
  title: 'Settle a disputed week',
  disputeReason: 'The customer disputed it:',
  submittedHours: 'Hours as submitted',
  changeHours: 'Approve different hours',
  changeHoursHint: 'Leave unticked to approve the hours as the talent submitted them.',
  hoursLegend: 'Hours that stand, per day',
  reason: 'Reason for your decision',
  reasonHint: 'The talent and the customer both receive it by e-mail.',
  submit: 'Approve and settle',
  pending: 'Settling...',
} as const;

export const dayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const longDayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** '40 h', '38.75 h'. */
export const hoursText = (hours: number) => `${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;
