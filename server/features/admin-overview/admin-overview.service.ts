import type { AdminCharts, AdminOverview } from '../../../contract/admin-overview.js';
import type { Database } from '../../db/database.js';
import { revenueByMonth } from '../payments/payments.public.js';
import { daysToFill, seatsByWeek } from '../placements/placements.public.js';
import { applicationsByWeek } from './admin-charts.repository.js';
import { countWhatNeedsAttention } from './admin-overview.repository.js';

/** The admin home: what needs attention now (unread leads, new applicants, undelivered mail…). */
export function getAdminOverview(db: Database): Promise<AdminOverview> {
  return countWhatNeedsAttention(db);
}

/** The admin home's charts: money per month, applications per week, seats sold and filled, days to fill a seat. */
export async function getAdminCharts(db: Database): Promise<AdminCharts> {
  const [revenue, applications, seats, fill] = await Promise.all([revenueByMonth(db), applicationsByWeek(db), seatsByWeek(db), daysToFill(db)]);
  return { revenueByMonth: revenue, applicationsByWeek: applications, seatsByWeek: seats, daysToFill: fill };
}
