import { usersContract } from '@contract/users';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

/** POST /users/forgot-password; the screen says the same thing whatever the answer. */
export function useForgotPassword() {
  return useApiMutation(api.users.forgotPassword, { status: 200, schema: usersContract.forgotPassword.responses[200] });
}
