import { loginResponseSchema, type SecondFactorChallenge, type SessionUser } from '@contract/users';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useApiMutation } from '@/lib/use-api-mutation';

/**
 * POST /users/login. A session is stored as the user; an account with a second factor answers a
 * challenge instead, handed to `onChallenge` for the login's second step.
 */
export function useLogin(onSignedIn: (user: SessionUser) => void, onChallenge: (challenge: SecondFactorChallenge) => void) {
  const { signIn } = useSession();
  return useApiMutation(api.users.login, { status: 200, schema: loginResponseSchema }, {
    onSuccess: (answer) => {
      if ('secondFactorRequired' in answer) {
        onChallenge(answer);
        return;
      }
      signIn(answer);
      onSignedIn(answer);
    },
  });
}
