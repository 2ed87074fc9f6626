import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { adminChartsKeys } from '@/lib/query-keys';

/** GET /admin/overview/charts: revenue, applications, seats and days to fill, fetched again after five minutes on the page. */
export function useAdminCharts() {
  return tsr.adminOverview.getAdminCharts.useQuery({
    queryKey: adminChartsKeys.all,
    queryData: { auth: 'required' },
    select: (answer) => answer.body,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: retryNetworkFailureOnce,
  });
}
