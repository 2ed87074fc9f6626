import { useQuery } from '@tanstack/react-query';
import { usersContract } from '@contract/users';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { useApiMutation } from '@/lib/use-api-mutation';

/**
 * GET /users/reset-password/{token}: the e-mail the token belongs to. Fetched once: a token is
 * single use, so refetching after a successful reset would wrongly flip the page to "expired".
 */
export function useResetTokenEmail(token: string) {
  return useQuery({
    queryKey: ['users', 'reset-password', token],
    queryFn: async ({ signal }) =>
      expectBody(await api.users.getResetPassword({ params: { token }, fetchOptions: { signal } }), 200, usersContract.getResetPassword.responses[200]),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** PATCH /users/reset-password/{token} with the new password. */
export function useResetPassword() {
  return useApiMutation(api.users.resetPassword, { status: 200, schema: usersContract.resetPassword.responses[200] });
}
