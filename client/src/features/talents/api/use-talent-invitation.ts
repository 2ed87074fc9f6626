import { tsr } from '@/lib/api-client';
import { readOnceOptions } from '@/lib/single-use-link';
import { useSession } from '@/lib/session';

/**
 * GET /talent-invitations/{token}: whom the link is for. Fetched once: the link is single use, so
 * fetching again after the password is set would flip the page to "already used".
 */
export function useTalentInvitation(token: string) {
  return tsr.talents.getInvitation.useQuery({
    queryKey: ['talents', 'invitation', token],
    queryData: { params: { token } },
    select: (answer) => answer.body,
    ...readOnceOptions,
  });
}

/** POST /talent-invitations/{token} with the chosen password: the answer is the talent's session, stored at once. */
export function useAcceptInvitation(onSignedIn: () => void) {
  const { signIn } = useSession();
  return tsr.talents.acceptInvitation.useMutation({
    onSuccess: ({ body }) => {
      signIn(body);
      onSignedIn();
    },
  });
}

/**
 * POST /talent-invitations/{token}/link as the signed-in owner of the invited address (logged in
 * within the last minutes): the answer is the account's new session (its others ended), stored at once.
 */
export function useLinkInvitation(onLinked: () => void) {
  const { signIn } = useSession();
  return tsr.talents.linkInvitation.useMutation({
    onSuccess: ({ body }) => {
      signIn(body);
      onLinked();
    },
  });
}
