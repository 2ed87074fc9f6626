import type { SecondFactorChallenge, SessionUser } from '@contract/users';
import { tsr } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * POST /users/login. A session is stored as the user; an account with a second factor answers a
 * challenge instead, handed to `onChallenge` for the login's second step.
 */
export function useLogin(onSignedIn: (user: SessionUser) => void, onChallenge: (challenge: SecondFactorChallenge) => void) {
  const { signIn } = useSession();
  return tsr.users.login.useMutation({
    onSuccess: ({ body }) => {
      if ('secondFactorRequired' in body) {
        onChallenge(body);
        return;
      }
      signIn(body);
      onSignedIn(body);
    },
  });
}
