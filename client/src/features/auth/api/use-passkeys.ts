import { useMutation } from '@tanstack/react-query';
import { passkeyMessages } from '@contract/passkeys';
import type { SecondFactorChallenge, SecondFactorProofBody, SessionUser } from '@contract/users';
import { tsr } from '@/lib/api-client';
import { failureMessage, successOf } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { useFactorsChanged } from './factor-changes';

/** The browser half of WebAuthn, loaded only when a passkey is used (it is not needed on any other page). */
const webAuthn = () => import('@simplewebauthn/browser');

/** What to say when a passkey step fails: the browser's prompt was closed, a key already added, no WebAuthn here, or the server's answer. */
export function passkeyFailure(error: unknown, fallback: string): string {
  if (error instanceof Error) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') return passkeyMessages.cancelled;
    if (error.name === 'InvalidStateError') return passkeyMessages.alreadyAdded;
    if (/not supported in this browser/i.test(error.message)) return passkeyMessages.unsupported;
  }
  return failureMessage(error, fallback);
}

/**
 * The login's second step with a passkey: the browser signs the challenge's options with one of
 * the account's passkeys, and the server's session is stored. The passkey flows here are a
 * browser prompt between calls, not one route, so their mutations call tsr's routes in turn.
 */
export function useLoginWithPasskey(challenge: SecondFactorChallenge, onSignedIn: (user: SessionUser) => void) {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: async () => {
      if (!challenge.passkeyOptions) throw new Error(passkeyMessages.refused);
      const { startAuthentication } = await webAuthn();
      const credential = await startAuthentication({ optionsJSON: challenge.passkeyOptions });
      return successOf(await tsr.passkeys.loginWithPasskey.mutate({ body: { challenge: challenge.challenge, credential } })).body;
    },
    onSuccess: (user) => {
      signIn(user);
      onSignedIn(user);
    },
  });
}

/** What proves the owner before a factor is added: the password or a code as typed, or `'passkey'` (asked of the browser then). */
export type NewFactorProof = SecondFactorProofBody | 'passkey';

/**
 * The proof as the server takes it. For a passkey: a proof challenge from the server, signed by
 * one of the account's passkeys in the browser's prompt.
 */
export async function proofBodyOf(proof: NewFactorProof): Promise<SecondFactorProofBody> {
  if (proof !== 'passkey') return proof;
  const started = successOf(await tsr.passkeys.startPasskeyProof.mutate({ auth: 'required' })).body;
  const { startAuthentication } = await webAuthn();
  const credential = await startAuthentication({ optionsJSON: started.passkeyOptions });
  return { passkey: { challenge: started.challenge, credential } };
}

/**
 * Adds a passkey, proven by the owner: the server's creation options, the browser's new
 * credential, then the server stores it and answers a new session (stored at once) and, for a
 * first factor, recovery codes.
 */
export function useAddPasskey() {
  const factorsChanged = useFactorsChanged();
  return useMutation({
    mutationFn: async ({ name, proof }: { name: string; proof: NewFactorProof }) => {
      const body = await proofBodyOf(proof);
      const started = successOf(await tsr.passkeys.startPasskeyRegistration.mutate({ auth: 'required', body })).body;
      const { startRegistration } = await webAuthn();
      const credential = await startRegistration({ optionsJSON: started.options });
      return successOf(await tsr.passkeys.addPasskey.mutate({ auth: 'required', body: { ticket: started.ticket, name, credential } })).body;
    },
    onSuccess: (answer) => factorsChanged(answer.session),
  });
}

/** POST /users/passkeys/:id/remove with the password or a code; stores the new session it answers. */
export function useRemovePasskey() {
  const factorsChanged = useFactorsChanged();
  return tsr.passkeys.removePasskey.useMutation({ onSuccess: ({ body }) => factorsChanged(body.session) });
}

/** POST /users/second-factor/recovery-codes: ten new codes, shown once; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const factorsChanged = useFactorsChanged();
  return tsr.users.renewRecoveryCodes.useMutation({ onSuccess: () => factorsChanged() });
}
