import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { useSignedInAnswer } from '@/lib/session';
import { linkTokenQuery } from '@/lib/single-use-link';
import { talentsKeys } from './talents-keys';

/**
 * GET /talent-invitations/{token}: whom the link is for. Fetched once: the link is single use, so
 * fetching again after the password is set would flip the page to "already used".
 */
export const talentInvitationQuery = (token: string) =>
  linkTokenQuery(talentsKeys.invitation(token), token) satisfies ReadOptions<typeof tsr.talents.getInvitation>;

export function useTalentInvitation(token: string) {
  return tsr.talents.getInvitation.useQuery({ ...talentInvitationQuery(token), select: selectBody });
}

/** POST /talent-invitations/{token} with the chosen password: the answer is the talent's session, stored at once. */
export function useAcceptInvitation(onSignedIn: () => void) {
  const onSuccess = useSignedInAnswer(onSignedIn);
  return tsr.talents.acceptInvitation.useMutation({ onSuccess });
}

/**
 * POST /talent-invitations/{token}/link as the signed-in owner of the invited address (logged in
 * within the last minutes): the answer is the account's new session (its others ended), stored at once.
 */
export function useLinkInvitation(onLinked: () => void) {
  const onSuccess = useSignedInAnswer(onLinked);
  return tsr.talents.linkInvitation.useMutation({ onSuccess });
}
