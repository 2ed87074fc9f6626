import type { SessionUser } from '@contract/users';
import { useSession } from '@/lib/session';

/**
 * The `onSuccess` of a call that answers the signed-in user (register, the login's second step):
 * the answer is stored as the session, then `onSignedIn` runs.
 */
export function useSignedInAnswer(onSignedIn: (user: SessionUser) => void) {
  const { signIn } = useSession();
  return ({ body: user }: { body: SessionUser }) => {
    signIn(user);
    onSignedIn(user);
  };
}
