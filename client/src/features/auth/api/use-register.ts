import type { SessionUser } from '@contract/users';
import { tsr } from '@/lib/api-client';
import { useSignedInAnswer } from '@/lib/session';

/** POST /users/register; the new account is signed in at once (the response is stored as the user). */
export function useRegister(onSignedIn: (user: SessionUser) => void) {
  const onSuccess = useSignedInAnswer(onSignedIn);
  return tsr.users.register.useMutation({ onSuccess });
}
