import { useQuery } from '@tanstack/react-query';
import { adminOverviewContract } from '@contract/admin-overview';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';

/** GET /admin/overview as the cache under `inboxKeys.overview()` holds it (the navbar's badges read it too). */
export async function fetchAdminOverview(signal: AbortSignal) {
  const answer = await api.adminOverview.getAdminOverview({ auth: 'required', fetchOptions: { signal } });
  return expectBody(answer, 200, adminOverviewContract.getAdminOverview.responses[200]);
}

/** GET /admin/overview: what needs attention (unread inquiries and messages, new applicants…), kept fresh. */
export function useAdminOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: inboxKeys.overview(),
    queryFn: ({ signal }) => fetchAdminOverview(signal),
    enabled,
    staleTime: 0,
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: retryNetworkFailureOnce,
  });
}
