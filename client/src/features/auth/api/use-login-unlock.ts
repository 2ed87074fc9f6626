import { tsr } from '@/lib/api-client';

/** POST /users/login-unlock with the token of the "someone is trying to log in" e-mail. */
export function useLoginUnlock() {
  return tsr.users.loginUnlock.useMutation();
}
