import { tsr } from '@/lib/api-client';
import { readOnceOptions } from '@/lib/single-use-link';

/**
 * GET /users/reset-password/{token}: the e-mail the token belongs to. Fetched once: a token is
 * single use, so refetching after a successful reset would wrongly flip the page to "expired".
 */
export function useResetTokenEmail(token: string) {
  return tsr.users.getResetPassword.useQuery({
    queryKey: ['users', 'reset-password', token],
    queryData: { params: { token } },
    select: (answer) => answer.body,
    ...readOnceOptions,
  });
}

/** PATCH /users/reset-password/{token} with the new password. */
export function useResetPassword() {
  return tsr.users.resetPassword.useMutation();
}
