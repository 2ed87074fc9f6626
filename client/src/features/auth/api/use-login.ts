import type { SessionUser } from '@contract/users';
import { api } from '@/lib/api-client';
import { useSignInCall } from './use-sign-in-call';

/** POST /users/login; on success the whole response is stored as the user. */
export function useLogin(onSignedIn: (user: SessionUser) => void) {
  return useSignInCall(api.users.login, 200, onSignedIn);
}
