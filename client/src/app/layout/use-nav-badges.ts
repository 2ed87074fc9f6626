import { useAdminOverview } from '@/features/admin-home/api/use-admin-overview';
import type { NavBadgeCounts } from './nav-items';

/** The admin's unread counts for the Page Admin menu (nothing for anyone else, and no call made). */
export function useNavBadges(isAdmin: boolean): { counts: NavBadgeCounts; waiting: number } {
  const overview = useAdminOverview({ enabled: isAdmin });
  const body = isAdmin ? overview.data : undefined;
  if (!body) return { counts: {}, waiting: 0 };
  const { unreadInquiries, unreadMessages, newApplicants } = body;
  return { counts: { unreadInquiries, unreadMessages, newApplicants }, waiting: unreadInquiries + unreadMessages };
}
