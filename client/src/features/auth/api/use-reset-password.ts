import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { linkTokenQuery } from '@/lib/single-use-link';
import { authKeys } from './auth-keys';

/**
 * GET /users/reset-password/{token}: the e-mail the token belongs to. Fetched once: a token is
 * single use, so refetching after a successful reset would wrongly flip the page to "expired".
 */
export const resetTokenQuery = (token: string) => linkTokenQuery(authKeys.resetToken(token), token) satisfies ReadOptions<typeof tsr.users.getResetPassword>;

export function useResetTokenEmail(token: string) {
  return tsr.users.getResetPassword.useQuery({ ...resetTokenQuery(token), select: selectBody });
}

/** PATCH /users/reset-password/{token} with the new password. */
export function useResetPassword() {
  return tsr.users.resetPassword.useMutation();
}
