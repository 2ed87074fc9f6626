import { formatDay } from '@/lib/dates';
import { timesheetStatuses, timesheetStatusLabels } from '@contract/timesheets';

/** The admin Timesheets screen's words. The API's own (settled, not disputed…) are `timesheetMessages` in the contract. */
export const adminTimesheetsTexts = {
  title: 'Timesheets',
  intro: 'Every week of hours logged by placed talents, newest first. Settle a disputed week, or export a pay period of approved hours for payroll.',
  search: 'Talent, customer or e-mail...',
  loading: 'Loading timesheets...',
  empty: 'No timesheets match these filters.',
  statusFilter: 'Status',
  attentionFilter: 'Needs attention',
  weekFilter: 'Week of',
  talentFilterOf: (name: string) => `Talent: ${name}`,
  customerFilterOf: (company: string) => `Customer: ${company}`,
  oneTalent: 'One talent',
  oneCustomer: 'One customer',
  clearFilter: 'Show all',
  settle: 'Settle dispute',
} as const;

/** 'Mon, Nov 16, 2026': a calendar day as written (YYYY-MM-DD), in no machine's zone. */
const dayText = (isoDate: string) => `${formatDay(isoDate, 'weekday-short')}, ${isoDate.slice(0, 4)}`;
const sundayOf = (monday: string) => new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

/** The payroll export's words: what the file holds says how its hours are split. */
export const payrollTexts = {
  title: 'Payroll CSV',
  holds:
    'One row per talent and week of approved, auto-approved and settled hours (a settled week with the reason given), then a totals row. ' +
    'Each row has the seven days, then regular hours (Monday to Friday, up to 8 a day for each working day of the placement that week: 40 for a full week), ' +
    'overtime (weekday hours above that) and weekend hours (Saturday and Sunday); the three add up to the total. ' +
    "Dates and times are in each placement's time zone, named in its own column. The file is named by its pay period.",
  from: 'Pay period from',
  to: 'Pay period to',
  exportFailed: 'Error exporting the payroll CSV',
  narrowed: 'Only the talent or customer the list is narrowed to.',
  periodOf: ({ from, to }: { from?: string; to?: string }) => {
    if (from && to) return `Weeks from ${dayText(from)} to ${dayText(sundayOf(to))}.`;
    if (from) return `Weeks from ${dayText(from)} on.`;
    if (to) return `Weeks up to ${dayText(sundayOf(to))}.`;
    return 'Every approved week; the file is named by the first and last week in it.';
  },
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
  /** The running total of the hours as the admin edits them. */
  editedTotal: 'Total that stands',
  reason: 'Reason for your decision',
  reasonHint: 'The talent and the customer both receive it by e-mail.',
  submit: 'Approve and settle',
  pending: 'Settling...',
} as const;
