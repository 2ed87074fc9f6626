import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { successOf } from '@/lib/api-errors';
import { readOnceOptions } from '@/lib/single-use-link';
import { useSession } from '@/lib/session';
import { authKeys } from './auth-keys';

/** GET /users/me, read once per page view: the stored session as the server knows it now. */
export const currentSessionQuery = ({ enabled }: { enabled: boolean }) =>
  ({
    queryKey: authKeys.currentSession,
    queryData: { auth: 'required' },
    enabled,
    staleTime: 60_000,
    retry: false,
  }) satisfies ReadOptions<typeof tsr.users.currentSession>;

/**
 * The session read again while the stored one says the address is not verified: a link opened in
 * another browser or on the phone shows here too. The fresh session is stored.
 */
export function useRefreshedSession(enabled: boolean) {
  const { signIn } = useSession();
  const session = tsr.users.currentSession.useQuery({ ...currentSessionQuery({ enabled }), select: selectBody });
  const fresh = session.data;
  // Stored once the answer is in (never while rendering): every reader of the session follows.
  useEffect(() => {
    if (fresh) signIn(fresh);
  }, [fresh, signIn]);
  return session;
}

/**
 * POST /users/verify-email with the link's token, as a read that runs once: the page shows its
 * answer, and a second run (strict mode, a refocus) would find the link spent. A POST (the token
 * stays out of every logged path), so React Query's own options call it rather than tsr's.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.verification(token),
    queryFn: async () => successOf(await tsr.users.verifyEmail.mutate({ body: { token } })).body,
    ...readOnceOptions,
  });

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQuery(token));
}

/** POST /users/verification-email: a fresh link to the signed-in account's address. */
export function useSendVerificationEmail() {
  return tsr.users.sendVerificationEmail.useMutation();
}
