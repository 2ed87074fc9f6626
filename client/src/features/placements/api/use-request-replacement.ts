import type { TeamPlacement, TeamSubscription } from '@contract/placements';
import { tsr } from '@/lib/api-client';
import { placementsKeys } from './placements-keys';

/** The team's subscriptions with the answered placement in its seat (its request now pending). */
function withPlacement(subscriptions: TeamSubscription[], placement: TeamPlacement): TeamSubscription[] {
  return subscriptions.map((subscription) => ({
    ...subscription,
    seats: subscription.seats.map((seat) => (seat.state === 'filled' && seat.placement._id === placement._id ? { ...seat, placement } : seat)),
  }));
}

/**
 * Customer: POST /team/placements/{id}/replacement-request with a reason. The seat shows the
 * request pending at once (before the dialog closes, so focus lands on the seat, not on the
 * request button that goes), then the team is fetched again.
 */
export function useRequestReplacement() {
  const queryClient = tsr.useQueryClient();
  return tsr.placements.requestReplacement.useMutation({
    onSuccess: ({ body: { placement } }) => {
      queryClient.placements.myTeam.setQueryData(placementsKeys.team, (answer) =>
        answer ? { ...answer, body: { ...answer.body, subscriptions: withPlacement(answer.body.subscriptions, placement) } } : answer,
      );
      return queryClient.invalidateQueries({ queryKey: placementsKeys.team });
    },
  });
}
