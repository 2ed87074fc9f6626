import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@contract/users';
import { tsr } from '@/lib/api-client';
import { successOf } from '@/lib/api-errors';
import { secondFactorKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { proofBodyOf, type NewFactorProof } from './use-passkeys';
import { useSignedInAnswer } from './use-sign-in-call';

/** POST /users/login/second-factor: the challenge and a code; the answer is stored as the session. */
export function useLoginSecondFactor(onSignedIn: (user: SessionUser) => void) {
  const onSuccess = useSignedInAnswer(onSignedIn);
  return tsr.users.loginSecondFactor.useMutation({ onSuccess });
}

/** GET /users/second-factor: on or off, recovery codes left, whether this account must have one. */
export function useSecondFactorStatus(userId: string) {
  return tsr.users.secondFactorStatus.useQuery({
    queryKey: secondFactorKeys.status(userId),
    queryData: { auth: 'required' },
    select: (answer) => answer.body,
  });
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

/**
 * POST /users/second-factor/confirm. The server ends the account's other sessions, this one
 * included, and answers a new one: it is stored at once, before the recovery codes are shown.
 */
export function useConfirmSecondFactor() {
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  return tsr.users.confirmSecondFactor.useMutation({
    onSuccess: ({ body }) => {
      signIn(body.session);
      void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
    },
  });
}

/** POST /users/second-factor/disable with the password or a code; stores the new session it answers. */
export function useDisableSecondFactor() {
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  return tsr.users.disableSecondFactor.useMutation({
    onSuccess: ({ body }) => {
      signIn(body.session);
      void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
    },
  });
}
