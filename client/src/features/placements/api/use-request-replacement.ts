import { useQueryClient } from '@tanstack/react-query';
import type { TeamPlacement, TeamSubscription } from '@contract/placements';
import { tsr } from '@/lib/api-client';
import { placementsKeys } from '@/lib/query-keys';

type TeamAnswer = { body: { subscriptions: TeamSubscription[] } };

/** The cached team with the answered placement in its seat (its request now pending). */
function withPlacement(answer: TeamAnswer | undefined, placement: TeamPlacement): TeamAnswer | undefined {
  if (!answer) return answer;
  const subscriptions = answer.body.subscriptions.map((subscription) => ({
    ...subscription,
    seats: subscription.seats.map((seat) => (seat.state === 'filled' && seat.placement._id === placement._id ? { ...seat, placement } : seat)),
  }));
  return { ...answer, body: { ...answer.body, subscriptions } };
}

/**
 * Customer: POST /team/placements/{id}/replacement-request with a reason. The seat shows the
 * request pending at once (before the dialog closes, so focus lands on the seat, not on the
 * request button that goes), then the team is fetched again.
 */
export function useRequestReplacement() {
  const queryClient = useQueryClient();
  return tsr.placements.requestReplacement.useMutation({
    onSuccess: ({ body: { placement } }) => {
      queryClient.setQueryData<TeamAnswer>(placementsKeys.team(), (answer) => withPlacement(answer, placement));
      return queryClient.invalidateQueries({ queryKey: placementsKeys.team() });
    },
  });
}
