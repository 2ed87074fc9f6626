import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { inboxReadOptions } from '@/ui/inbox/inbox-query';
import { adminHomeKeys } from './admin-home-keys';

/**
 * GET /admin/overview: what needs attention (unread inquiries and messages, new applicants…), kept
 * fresh. The navbar's badges read the same cache entry (app/layout/use-nav-badges.ts).
 */
export const adminOverviewQuery = () =>
  ({
    queryKey: adminHomeKeys.overview,
    queryData: { auth: 'required' },
    staleTime: 0,
    refetchOnWindowFocus: true,
    ...inboxReadOptions,
  }) satisfies ReadOptions<typeof tsr.adminOverview.getAdminOverview>;

export function useAdminOverview() {
  return tsr.adminOverview.getAdminOverview.useQuery({ ...adminOverviewQuery(), select: selectBody });
}
