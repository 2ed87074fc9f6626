import { CONTRACTED_HOURS_PER_DAY } from '../../../contract/placement-dates.js';
import type { CsvColumn } from '../../lib/csv-export.js';
import type { PayrollLine } from './admin-timesheets.payroll.js';
import { hoursOf } from './timesheet-rows.repository.js';

const dayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/**
 * Payroll's columns: one row per talent, customer and week (dates and times on the wall clock of
 * the placement's time zone, named in its column), the seven days' hours (decimal, Monday first),
 * the split into regular, overtime and weekend hours with the rule in the headers (see
 * `splitHours`), the status (a settled week with its reason), and a last row of totals.
 */
export const payrollCsvColumns: readonly CsvColumn<PayrollLine>[] = [
  ['Talent', (line) => line.talent],
  ['Talent email', (line) => line.talentEmail],
  // A customer's account name is their company's (the name they signed up under).
  ['Customer', (line) => line.customer],
  ['Customer email', (line) => line.customerEmail],
  ['Role', (line) => line.role],
  ['Week start (Mon)', (line) => line.weekStart],
  ['Week end (Sun)', (line) => line.weekEnd],
  ['Time zone', (line) => line.timeZone],
  // The placement's one end date (its last working day, in its zone), as the history and the mails give it.
  ['Placement first day', (line) => line.placementFirstDay],
  ['Placement last day', (line) => line.placementLastDay],
  ...dayNames.map((day, index): CsvColumn<PayrollLine> => [day, (line) => hoursOf(line.days[index] ?? 0)]),
  [`Contracted hours (${CONTRACTED_HOURS_PER_DAY} per Mon-Fri day of the placement)`, (line) => hoursOf(line.contracted)],
  ['Regular hours (Mon-Fri up to contracted)', (line) => hoursOf(line.regular)],
  ['Overtime hours (Mon-Fri over contracted)', (line) => hoursOf(line.overtime)],
  ['Weekend hours (Sat and Sun)', (line) => hoursOf(line.weekend)],
  ['Total hours', (line) => hoursOf(line.total)],
  ['Status', (line) => line.status],
  ['Settlement reason', (line) => line.settlementReason],
  ['Approved at (local time)', (line) => line.approvedAt],
];
