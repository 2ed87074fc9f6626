import type { SessionUser } from '@contract/users';
import { api } from '@/lib/api-client';
import { useSignInCall } from './use-sign-in-call';

/** POST /users/register; the new account is signed in at once (the response is stored as the user). */
export function useRegister(onSignedIn: (user: SessionUser) => void) {
  return useSignInCall(api.users.register, 201, onSignedIn);
}
