import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { sharedKeys } from '@/lib/query-keys';

/** A talent working on a subscription, as the cancel dialog names them: when they started, and in which time zone they work. */
export interface TeamMember {
  name: string;
  startDate: string;
  timeZone: string;
}

/**
 * Who works on one subscription, for the cancel dialog: a customer's from their own team (GET
 * /team, the Your team page's query and cache), an admin's from the subscription's Staffing row
 * (GET /staffing/subscriptions/{id}). Placements already ending (a replaced talent's last days) are
 * left out: their end does not wait for the subscription's.
 */
export function useTeamOfSubscription(subscriptionId: string, viewer: 'admin' | 'customer') {
  const team = tsr.placements.myTeam.useQuery({
    queryKey: sharedKeys.team,
    queryData: { auth: 'required' },
    enabled: viewer === 'customer',
    retry: retryNetworkFailureOnce,
    select: ({ body }): TeamMember[] | null => {
      const subscription = body.subscriptions.find((candidate) => candidate.subscriptionId === subscriptionId);
      if (!subscription) return null;
      return subscription.seats
        .flatMap((seat) => (seat.state === 'filled' ? [seat.placement, seat.next] : []))
        .filter((placement) => placement !== null && placement.endedAt === null)
        .map((placement) => ({ name: placement!.talent.firstName, startDate: placement!.startDate, timeZone: placement!.workingHours.timeZone }));
    },
  });
  const staffing = tsr.placements.getStaffingSubscription.useQuery({
    queryKey: sharedKeys.staffingSubscription(subscriptionId),
    queryData: { params: { id: subscriptionId }, auth: 'required' },
    enabled: viewer === 'admin',
    retry: retryNetworkFailureOnce,
    select: ({ body }): TeamMember[] =>
      body.row.placements
        .filter((placement) => placement.endedAt === null)
        .map((placement) => ({ name: placement.talent.name, startDate: placement.startDate, timeZone: placement.workingHours.timeZone })),
  });
  const query = viewer === 'admin' ? staffing : team;
  // A customer's subscription missing from /team has no seats (never staffed): nobody works on it.
  return { members: query.data === null ? [] : query.data, isPending: query.isPending, isError: query.isError };
}
