import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { useAdminCharts } from '@/features/admin-home/api/use-admin-charts';
import { ApplicationsChart } from './ApplicationsChart';
import { DaysToFillChart } from './DaysToFillChart';
import { RevenueChart } from './RevenueChart';
import { SeatsChart } from './SeatsChart';

export const CHARTS_HEADING = 'How the business is going';
export const CHARTS_LOADING = 'Loading the charts...';

/**
 * The admin home's charts: revenue, applications, seats sold against filled, days to fill. A module
 * of its own, loaded after the counts, so recharts is downloaded by admins on this page only.
 */
export function AdminCharts() {
  const charts = useAdminCharts();
  return (
    <section aria-labelledby="admin-charts-heading" aria-busy={charts.isPending || undefined} className="mt-12">
      <h2 id="admin-charts-heading" className="text-xl font-bold text-slate-900">
        {CHARTS_HEADING}
      </h2>
      {charts.isPending ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {CHARTS_LOADING}
        </p>
      ) : charts.isError ? (
        <Alert tone="error" className="mt-4">
          {loadErrorText(charts.error)}
        </Alert>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <RevenueChart revenueByMonth={charts.data.revenueByMonth} />
          <ApplicationsChart weeks={charts.data.applicationsByWeek} />
          <SeatsChart weeks={charts.data.seatsByWeek} />
          <DaysToFillChart daysToFill={charts.data.daysToFill} />
        </div>
      )}
    </section>
  );
}
