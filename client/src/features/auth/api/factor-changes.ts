import type { SessionUser } from '@contract/users';
import { tsr } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { authKeys } from './auth-keys';

/**
 * What a change to the account's factors does: the server ends the account's other sessions, this
 * one included, and answers a new one, stored at once; the factor status is read again.
 */
export function useFactorsChanged() {
  const { signIn } = useSession();
  const queryClient = tsr.useQueryClient();
  return (session?: SessionUser) => {
    if (session) signIn(session);
    void queryClient.invalidateQueries({ queryKey: authKeys.secondFactor });
  };
}
