import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';

/** Query keys of a placed talent's account, as admins see it. */
export const talentAccountKeys = {
  status: (applicantId: string) => ['staffing', 'talents', applicantId, 'account'] as const,
};

/** Admin: GET /staffing/talents/{applicantId}/account, the account linked to the talent and their latest invitation. */
export function useTalentAccount(applicantId: string) {
  return tsr.talents.talentAccount.useQuery({
    queryKey: talentAccountKeys.status(applicantId),
    queryData: { params: { applicantId }, auth: 'required' },
    select: (answer) => answer.body,
    staleTime: 0,
  });
}

/** Admin: POST /staffing/talents/{applicantId}/invitation, a fresh link to the talent's own address (409 once their account is linked). */
export function useSendTalentInvitation(applicantId: string) {
  const queryClient = useQueryClient();
  return tsr.talents.sendInvitation.useMutation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: talentAccountKeys.status(applicantId) }),
  });
}

/** Admin: DELETE /staffing/talents/{applicantId}/account, undoes a wrong link (audited; the account's sessions end). */
export function useUnlinkTalentAccount(applicantId: string) {
  const queryClient = useQueryClient();
  return tsr.talents.unlinkTalentAccount.useMutation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: talentAccountKeys.status(applicantId) }),
  });
}
