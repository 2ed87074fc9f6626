import { sessionUserSchema, type SessionUser } from '@contract/users';
import { useSession } from '@/lib/session';
import { useApiMutation } from '@/lib/use-api-mutation';

/** A call that answers the signed-in user (login, register): the answer is stored as the session, then `onSignedIn` runs. */
export function useSignInCall<Args>(
  call: (args: Args) => Promise<{ status: number; body: unknown }>,
  status: number,
  onSignedIn: (user: SessionUser) => void,
) {
  const { signIn } = useSession();
  return useApiMutation(call, { status, schema: sessionUserSchema }, {
    onSuccess: (user) => {
      signIn(user);
      onSignedIn(user);
    },
  });
}
