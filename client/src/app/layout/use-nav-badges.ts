import { useQuery } from '@tanstack/react-query';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { lazyApiQuery } from '@/lib/lazy-api';
import { queryRoots } from '@/lib/query-keys';
import { INBOX_REFRESH_MS } from '@/ui/inbox/inbox-refresh';
import type { NavBadgeCounts } from './nav-items';

/**
 * The admin's unread counts for the Page Admin menu (nothing for anyone else, and no call made).
 * The same query and cache entry as the admin home's `useAdminOverview`, but `tsr` (and with it
 * the contract) is imported on first use, so a visitor's first page does not download it.
 */
export function useNavBadges(isAdmin: boolean): { counts: NavBadgeCounts; waiting: number } {
  const overview = useQuery({
    queryKey: queryRoots.adminOverview,
    queryFn: lazyApiQuery((tsr, signal) => tsr.adminOverview.getAdminOverview.query({ auth: 'required', fetchOptions: { signal } })),
    enabled: isAdmin,
    staleTime: 0,
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: retryNetworkFailureOnce,
  });
  const body = isAdmin ? overview.data?.body : undefined;
  if (!body) return { counts: {}, waiting: 0 };
  const { unreadInquiries, unreadMessages, newApplicants } = body;
  return { counts: { unreadInquiries, unreadMessages, newApplicants }, waiting: unreadInquiries + unreadMessages };
}
