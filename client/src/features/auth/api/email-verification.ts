import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tsr } from '@/lib/api-client';
import { successOf } from '@/lib/api-errors';
import { readOnceOptions } from '@/lib/single-use-link';
import { useSession } from '@/lib/session';

/** Query keys of the e-mail verification's reads. */
export const emailVerificationKeys = {
  currentSession: ['users', 'me'] as const,
  verification: (token: string) => ['users', 'verify-email', token] as const,
};

/**
 * GET /users/me, read once per page view while the stored session says the address is not verified:
 * a link opened in another browser or on the phone shows here too. The fresh session is stored.
 */
export function useRefreshedSession(enabled: boolean) {
  const { signIn } = useSession();
  const session = tsr.users.currentSession.useQuery({
    queryKey: emailVerificationKeys.currentSession,
    queryData: { auth: 'required' },
    enabled,
    staleTime: 60_000,
    retry: false,
    select: (answer) => answer.body,
  });
  const fresh = session.data;
  // Stored once the answer is in (never while rendering): every reader of the session follows.
  useEffect(() => {
    if (fresh) signIn(fresh);
  }, [fresh, signIn]);
  return session;
}

/**
 * POST /users/verify-email with the link's token, as a read that runs once: the page shows its
 * answer, and a second run (strict mode, a refocus) would find the link spent.
 */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: emailVerificationKeys.verification(token),
    // A POST (the token stays out of every logged path), read like a query: it answers what the link did.
    queryFn: async () => successOf(await tsr.users.verifyEmail.mutate({ body: { token } })).body,
    ...readOnceOptions,
  });
}

/** POST /users/verification-email: a fresh link to the signed-in account's address. */
export function useSendVerificationEmail() {
  return tsr.users.sendVerificationEmail.useMutation();
}
