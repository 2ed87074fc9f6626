import type { SessionUser } from '@contract/users';
import { tsr } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** POST /users/login; on success the whole response is stored as the user. */
export function useLogin(onSignedIn: (user: SessionUser) => void) {
  const { signIn } = useSession();
  return tsr.users.login.useMutation({
    onSuccess: (response) => {
      signIn(response.body);
      onSignedIn(response.body);
    },
  });
}
