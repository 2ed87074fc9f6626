import { usersContract, type SessionUser } from '@contract/users';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';

/** POST /users/register; the new account is signed in at once (the response is stored as the user). */
export function useRegister(onSignedIn: (user: SessionUser) => void) {
  const { signIn } = useSession();
  return useApiMutation(api.users.register, { status: 201, schema: usersContract.register.responses[201] }, {
    onSuccess: (user) => {
      signIn(user);
      onSignedIn(user);
    },
  });
}
