import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';

/**
 * GET /admin/overview: what needs attention (unread inquiries and messages, new applicants…), kept
 * fresh. The navbar's badges read the same cache entry (app/layout/use-nav-badges.ts).
 */
export function useAdminOverview() {
  return tsr.adminOverview.getAdminOverview.useQuery({
    queryKey: inboxKeys.overview(),
    queryData: { auth: 'required' },
    select: (answer) => answer.body,
    staleTime: 0,
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: retryNetworkFailureOnce,
  });
}
