import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { successOf } from '@/lib/api-errors';
import { readOnceOptions } from '@/lib/single-use-link';
import { useSession } from '@/lib/session';
import { readStoredUser } from '@/lib/storage';
import type { SessionUser } from '@contract/users';
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
    if (fresh && !unverifiesVerified(fresh, readStoredUser())) signIn(fresh);
  }, [fresh, signIn]);
  return session;
}

/**
 * An answer read before the address was verified, arriving after another tab stored it verified:
 * an address, once verified, stays so (a new address is verified again, and has another e-mail).
 */
function unverifiesVerified(fresh: SessionUser, stored: SessionUser | null): boolean {
  return fresh.emailVerified === false && stored?.emailVerified === true && stored.id === fresh.id && stored.email === fresh.email;
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

/**
 * The verification, and once it succeeds, the session read again. Another reader of the session
 * (the banner of this very page) may have asked before the address was verified: its answer,
 * cached as fresh or still on its way, would store the old session over the verified one. The
 * read in flight is dropped and a new one made, which the server answers after the verification.
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  const verification = useQuery(verifyEmailQuery(token));
  const verified = verification.isSuccess;
  useEffect(() => {
    if (!verified) return;
    const filters = { queryKey: authKeys.currentSession };
    // Invalidating alone would join a first read still on its way rather than make a new one.
    void queryClient.cancelQueries(filters).then(() => queryClient.invalidateQueries(filters));
  }, [verified, queryClient]);
  return verification;
}

/** POST /users/verification-email: a fresh link to the signed-in account's address. */
export function useSendVerificationEmail() {
  return tsr.users.sendVerificationEmail.useMutation();
}
