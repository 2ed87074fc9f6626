import { useQuery } from '@tanstack/react-query';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';
import type { NavBadgeCounts } from './nav-items';

/**
 * The admin's unread counts for the Page Admin menu (nothing for anyone else, and no call made).
 * The same query as the admin home's `useAdminOverview`, but its fetch (the API client and the
 * contract) is imported on first use, so a visitor's first page does not download it.
 */
export function useNavBadges(isAdmin: boolean): { counts: NavBadgeCounts; waiting: number } {
  const overview = useQuery({
    queryKey: inboxKeys.overview(),
    queryFn: async ({ signal }) => (await import('@/features/admin-home/api/use-admin-overview')).fetchAdminOverview(signal),
    enabled: isAdmin,
    staleTime: 0,
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: retryNetworkFailureOnce,
  });
  const body = isAdmin ? overview.data : undefined;
  if (!body) return { counts: {}, waiting: 0 };
  const { unreadInquiries, unreadMessages, newApplicants } = body;
  return { counts: { unreadInquiries, unreadMessages, newApplicants }, waiting: unreadInquiries + unreadMessages };
}
