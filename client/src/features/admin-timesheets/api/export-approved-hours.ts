import { tsr } from '@/lib/api-client';
import type { AdminTimesheetsParams } from './use-admin-timesheets-page';
import { filterQuery } from './use-admin-timesheets-page';

/**
 * GET /admin/timesheets/export.csv: the approved and auto-approved weeks for payroll, narrowed as
 * the list is to one customer, one talent or one week (status and search do not apply: payroll is
 * approved hours only).
 */
export function exportApprovedHours(params: AdminTimesheetsParams) {
  const { customerId, talentId, week } = filterQuery(params);
  const query = { ...(customerId ? { customerId } : {}), ...(talentId ? { talentId } : {}), ...(week ? { from: week, to: week } : {}) };
  return tsr.adminTimesheets.exportApprovedHours.query({ query, auth: 'required' });
}
