import { tsr } from '@/lib/api-client';
import { mondayOf } from '@/features/timesheets/week-format';
import type { AdminTimesheetsParams } from './use-admin-timesheets-page';
import { filterQuery } from './use-admin-timesheets-page';

/** A pay period as the export asks for it: the Mondays of its first and last weeks (either may be open). */
export type PayPeriod = { from?: string; to?: string };

/**
 * The period of the days an admin chose, taken to whole weeks (the first day's Monday to the last
 * day's week), in order whichever was chosen first; with no day chosen, the list's week filter.
 */
export function payPeriodOf({ firstDay, lastDay, week }: { firstDay: string; lastDay: string; week: string }): PayPeriod {
  const first = mondayOf(firstDay);
  const last = mondayOf(lastDay);
  const [from, to] = first && last && last < first ? [last, first] : [first, last];
  if (!from && !to) {
    const monday = mondayOf(week);
    return monday ? { from: monday, to: monday } : {};
  }
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/**
 * GET /admin/timesheets/export.csv: payroll's approved, auto-approved and settled weeks in the pay
 * period, narrowed as the list is to one customer or one talent (status and search do not apply:
 * payroll is approved hours only). The server names the file by the period.
 */
export function exportApprovedHours(params: AdminTimesheetsParams, period: PayPeriod) {
  const { customerId, talentId } = filterQuery(params);
  const query = { ...(customerId ? { customerId } : {}), ...(talentId ? { talentId } : {}), ...period };
  return tsr.adminTimesheets.exportApprovedHours.query({ query, auth: 'required' });
}
