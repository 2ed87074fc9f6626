import { tsr } from '@/lib/api-client';

/** POST /users/forgot-password; the screen says the same thing whatever the answer. */
export function useForgotPassword() {
  return tsr.users.forgotPassword.useMutation();
}
