import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { adminHomeKeys } from './admin-home-keys';

/** GET /admin/overview/charts: revenue, applications, seats and days to fill, fetched again after five minutes on the page. */
export const adminChartsQuery = () =>
  ({
    queryKey: adminHomeKeys.charts,
    queryData: { auth: 'required' },
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: retryNetworkFailureOnce,
  }) satisfies ReadOptions<typeof tsr.adminOverview.getAdminCharts>;

export function useAdminCharts() {
  return tsr.adminOverview.getAdminCharts.useQuery({ ...adminChartsQuery(), select: selectBody });
}
