import { usersContract, type SessionUser } from '@contract/users';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';

/** POST /users/login; on success the whole response is stored as the user. */
export function useLogin(onSignedIn: (user: SessionUser) => void) {
  const { signIn } = useSession();
  return useApiMutation(api.users.login, { status: 200, schema: usersContract.login.responses[200] }, {
    onSuccess: (user) => {
      signIn(user);
      onSignedIn(user);
    },
  });
}
