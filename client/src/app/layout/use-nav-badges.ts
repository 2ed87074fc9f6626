import { lazyApiQuery } from '@/lib/lazy-api';
import { useLazyQuery } from '@/lib/lazy-query';
import { queryRoots } from '@/lib/query-keys';
import { INBOX_REFRESH_MS } from '@/ui/inbox/inbox-refresh';
import type { NavBadgeCounts } from './nav-items';

/**
 * The same query and cache entry as the admin home's `useAdminOverview`. Its options load the
 * API's error words on first use, and `tsr` (and with it the contract) is imported on the first
 * fetch, so a visitor's page downloads neither.
 */
async function adminOverviewQuery() {
  const { retryNetworkFailureOnce } = await import('@/lib/api-errors');
  return {
    queryKey: queryRoots.adminOverview,
    queryFn: lazyApiQuery((tsr, signal) => tsr.adminOverview.getAdminOverview.query({ auth: 'required', fetchOptions: { signal } })),
    staleTime: 0,
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: retryNetworkFailureOnce,
  };
}

/** The admin's unread counts for the Page Admin menu (nothing for anyone else, and no call made). */
export function useNavBadges(isAdmin: boolean): { counts: NavBadgeCounts; waiting: number } {
  const body = useLazyQuery(adminOverviewQuery, isAdmin)?.body;
  if (!body) return { counts: {}, waiting: 0 };
  const { unreadInquiries, unreadMessages, newApplicants } = body;
  return { counts: { unreadInquiries, unreadMessages, newApplicants }, waiting: unreadInquiries + unreadMessages };
}
