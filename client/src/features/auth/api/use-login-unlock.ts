import { usersContract } from '@contract/users';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /users/login-unlock with the token of the "someone is trying to log in" e-mail. */
export function useLoginUnlock() {
  return useApiMutation(api.users.loginUnlock, { status: 200, schema: usersContract.loginUnlock.responses[200] });
}
