import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { loginSecondFactorBodySchema, type SecondFactorChallenge, type SessionUser } from '@contract/users';
import { failedCodeOf, failureMessage } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { passkeyFailure, useLoginWithPasskey } from './api/use-passkeys';
import { useLoginSecondFactor } from './api/use-second-factor';
import { clearedOnEdit, GENERIC_AUTH_ERROR, SubmitButton, SwitchViewButton } from './form-parts';

const codeFormSchema = z.object({ code: loginSecondFactorBodySchema.shape.code });

type SecondFactorStepProps = { challenge: SecondFactorChallenge; onSignedIn: (user: SessionUser) => void; onStartOver: () => void };
type Way = 'passkey' | 'app' | 'recovery';

const isExpired = (error: unknown) => failedCodeOf(error) === 'auth.second_factor_challenge_expired';

/**
 * The login's second step, after a right password on an account with a second factor: its
 * passkey (offered first when it has one), a 6-digit code of its authenticator app, or one of
 * the recovery codes. A challenge that expired or took too many tries sends the user back to
 * the password.
 */
export function SecondFactorStep({ challenge, onSignedIn, onStartOver }: SecondFactorStepProps) {
  const { methods } = challenge;
  const [way, setWay] = useState<Way>(methods.passkey ? 'passkey' : methods.authenticatorApp ? 'app' : 'recovery');
  const login = useLoginSecondFactor(onSignedIn);
  const passkey = useLoginWithPasskey(challenge, onSignedIn);
  const form = useForm({ resolver: zodResolver(codeFormSchema), reValidateMode: 'onSubmit', defaultValues: { code: '' } });
  const field = fieldPropsOf(form, clearedOnEdit(form, login));
  const formRef = useRef<HTMLFormElement>(null);
  const expired = isExpired(login.error) || isExpired(passkey.error);

  useEffect(() => {
    if (way !== 'passkey') formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [way]);

  const switchTo = (next: Way) => {
    setWay(next);
    form.reset({ code: '' });
    login.reset();
    passkey.reset();
  };
  const otherWays = (
    <div className="flex flex-col items-center gap-2 pt-2">
      {methods.passkey && way !== 'passkey' ? <SwitchViewButton onClick={() => switchTo('passkey')}>Use your passkey</SwitchViewButton> : null}
      {methods.authenticatorApp && way !== 'app' ? <SwitchViewButton onClick={() => switchTo('app')}>Use the code from your app</SwitchViewButton> : null}
      {way !== 'recovery' ? <SwitchViewButton onClick={() => switchTo('recovery')}>Use a recovery code</SwitchViewButton> : null}
      <SwitchViewButton onClick={onStartOver}>Back to Login</SwitchViewButton>
    </div>
  );
  const startOverButton = (
    <Button className="w-full py-3" onClick={onStartOver}>
      Log in again
    </Button>
  );

  if (way === 'passkey') {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">Confirm it is you with the passkey you added to this account: your fingerprint, face, screen lock or security key.</p>
        {passkey.isError ? <Alert tone="error">{passkeyFailure(passkey.error, GENERIC_AUTH_ERROR)}</Alert> : null}
        {expired ? (
          startOverButton
        ) : (
          <Button className="w-full py-3" disabled={passkey.isPending} onClick={() => passkey.mutate()}>
            {passkey.isPending ? 'Waiting for your passkey...' : 'Use your passkey'}
          </Button>
        )}
        {otherWays}
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={form.handleSubmit(({ code }) => login.mutate({ body: { challenge: challenge.challenge, code } }))}>
      <p className="text-sm text-slate-700">
        {way === 'recovery'
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      {way === 'recovery' ? (
        <TextField key="recovery" label="Recovery code" autoComplete="off" spellCheck={false} placeholder="xxxx-xxxx-xxxx" required {...field('code')} />
      ) : (
        <TextField key="totp" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" required {...field('code')} />
      )}
      {login.isError ? <Alert tone="error">{failureMessage(login.error, GENERIC_AUTH_ERROR, 'error')}</Alert> : null}
      {expired ? startOverButton : <SubmitButton loading={login.isPending}>Verify</SubmitButton>}
      {otherWays}
    </form>
  );
}
