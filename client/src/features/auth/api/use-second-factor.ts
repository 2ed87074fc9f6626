import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@contract/users';
import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { successOf } from '@/lib/api-errors';
import { useSignedInAnswer } from '@/lib/session';
import { authKeys } from './auth-keys';
import { useFactorsChanged } from './factor-changes';
import { proofBodyOf, type NewFactorProof } from './use-passkeys';

/** POST /users/login/second-factor: the challenge and a code; the answer is stored as the session. */
export function useLoginSecondFactor(onSignedIn: (user: SessionUser) => void) {
  const onSuccess = useSignedInAnswer(onSignedIn);
  return tsr.users.loginSecondFactor.useMutation({ onSuccess });
}

/** GET /users/second-factor: on or off, recovery codes left, whether this account must have one. */
export const secondFactorStatusQuery = (userId: string) =>
  ({ queryKey: authKeys.secondFactorStatus(userId), queryData: { auth: 'required' } }) satisfies ReadOptions<typeof tsr.users.secondFactorStatus>;

export function useSecondFactorStatus(userId: string) {
  return tsr.users.secondFactorStatus.useQuery({ ...secondFactorStatusQuery(userId), select: selectBody });
}

/**
 * POST /users/second-factor/enrolment, proven by the owner: a new secret with its QR code. A flow
 * rather than one call (a passkey proof asks the server and the browser first), so its mutation
 * calls tsr's routes in turn.
 */
export function useStartSecondFactor() {
  return useMutation({
    mutationFn: async (proof: NewFactorProof) => {
      const body = await proofBodyOf(proof);
      return successOf(await tsr.users.startSecondFactor.mutate({ auth: 'required', body })).body;
    },
  });
}

/** POST /users/second-factor/confirm: the new session is stored at once, before the recovery codes are shown. */
export function useConfirmSecondFactor() {
  const factorsChanged = useFactorsChanged();
  return tsr.users.confirmSecondFactor.useMutation({ onSuccess: ({ body }) => factorsChanged(body.session) });
}

/** POST /users/second-factor/disable with the password or a code; stores the new session it answers. */
export function useDisableSecondFactor() {
  const factorsChanged = useFactorsChanged();
  return tsr.users.disableSecondFactor.useMutation({ onSuccess: ({ body }) => factorsChanged(body.session) });
}
