import type { CsvColumn } from '../../lib/csv-export.js';
import { hoursOf, roleOfPlan, type TimesheetView } from './timesheet-rows.js';

const dayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const statusWords: Record<string, string> = { approved: 'Approved', auto_approved: 'Auto-approved' };

/**
 * Payroll's columns: one row per talent, customer and week, the seven days' hours (decimal hours,
 * Monday first) and their total, and when the week was approved (ISO, UTC; an automatic approval
 * has no approver but a time all the same).
 */
export const payrollCsvColumns: readonly CsvColumn<TimesheetView>[] = [
  ['Talent', (row) => `${row.talentFirstName} ${row.talentLastName}`],
  ['Email', (row) => row.talentEmail],
  // A customer's account name is their company's (the name they signed up under).
  ['Customer', (row) => row.customerName],
  ['Customer email', (row) => row.customerEmail],
  ['Role', (row) => roleOfPlan(row.plan)],
  ['Week start', (row) => row.weekStart],
  ...dayNames.map((day, index): CsvColumn<TimesheetView> => [day, (row) => hoursOf(row.quarterHours[index] ?? 0)]),
  ['Total hours', (row) => hoursOf(row.totalQuarterHours)],
  ['Status', (row) => statusWords[row.status] ?? row.status],
  ['Approved at', (row) => new Date(row.decidedAt ?? row.approveBy).toISOString()],
];
