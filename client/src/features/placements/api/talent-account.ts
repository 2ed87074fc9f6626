import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { placementsKeys } from './placements-keys';

/** Admin: GET /staffing/talents/{applicantId}/account, the account linked to the talent and their latest invitation. */
export const talentAccountQuery = (applicantId: string) =>
  ({
    queryKey: placementsKeys.talentAccount(applicantId),
    queryData: { params: { applicantId }, auth: 'required' },
    staleTime: 0,
  }) satisfies ReadOptions<typeof tsr.talents.talentAccount>;

export function useTalentAccount(applicantId: string) {
  return tsr.talents.talentAccount.useQuery({ ...talentAccountQuery(applicantId), select: selectBody });
}

/** After an invitation sent or an account unlinked, or either refused: the dialog shows what is so. */
function useRefetchTalentAccount(applicantId: string) {
  const queryClient = tsr.useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: placementsKeys.talentAccount(applicantId) });
}

/** Admin: POST /staffing/talents/{applicantId}/invitation, a fresh link to the talent's own address (409 once their account is linked). */
export function useSendTalentInvitation(applicantId: string) {
  const refetch = useRefetchTalentAccount(applicantId);
  return tsr.talents.sendInvitation.useMutation({ onSettled: refetch });
}

/** Admin: DELETE /staffing/talents/{applicantId}/account, undoes a wrong link (audited; the account's sessions end). */
export function useUnlinkTalentAccount(applicantId: string) {
  const refetch = useRefetchTalentAccount(applicantId);
  return tsr.talents.unlinkTalentAccount.useMutation({ onSettled: refetch });
}
