import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersContract, type ConfirmSecondFactorBody, type DisableSecondFactorBody, type SessionUser } from '@contract/users';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { secondFactorKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';
import { useApiMutation } from '@/lib/use-api-mutation';
import { proofBodyOf, type NewFactorProof } from './use-passkeys';
import { useSignInCall } from './use-sign-in-call';

/** POST /users/login/second-factor: the challenge and a code; the answer is stored as the session. */
export function useLoginSecondFactor(onSignedIn: (user: SessionUser) => void) {
  return useSignInCall(api.users.loginSecondFactor, 200, onSignedIn);
}

/** GET /users/second-factor: on or off, recovery codes left, whether this account must have one. */
export function useSecondFactorStatus(userId: string) {
  return useQuery({
    queryKey: secondFactorKeys.status(userId),
    queryFn: async ({ signal }) =>
      expectBody(await api.users.secondFactorStatus({ auth: 'required', fetchOptions: { signal } }), 200, usersContract.secondFactorStatus.responses[200]),
  });
}

/** POST /users/second-factor/enrolment, proven by the owner: a new secret with its QR code. */
export function useStartSecondFactor() {
  return useMutation({
    mutationFn: async (proof: NewFactorProof) => {
      const body = await proofBodyOf(proof);
      return expectBody(await api.users.startSecondFactor({ auth: 'required', body }), 200, usersContract.startSecondFactor.responses[200]);
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
  return useApiMutation((args: { body: ConfirmSecondFactorBody }) => api.users.confirmSecondFactor({ ...args, auth: 'required' }), { status: 200, schema: usersContract.confirmSecondFactor.responses[200] }, {
    onSuccess: (answer) => {
      signIn(answer.session);
      void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
    },
  });
}

/** POST /users/second-factor/disable with the password or a code; stores the new session it answers. */
export function useDisableSecondFactor() {
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  return useApiMutation((args: { body: DisableSecondFactorBody }) => api.users.disableSecondFactor({ ...args, auth: 'required' }), { status: 200, schema: usersContract.disableSecondFactor.responses[200] }, {
    onSuccess: (answer) => {
      signIn(answer.session);
      void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
    },
  });
}
