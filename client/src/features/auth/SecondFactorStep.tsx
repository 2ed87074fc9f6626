import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { loginSecondFactorBodySchema } from '@contract/users';
import { failureMessage, HttpError } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { useLoginSecondFactor } from './api/use-second-factor';
import { clearedOnEdit, GENERIC_AUTH_ERROR, SubmitButton, SwitchViewButton } from './form-parts';

const codeFormSchema = z.object({ code: loginSecondFactorBodySchema.shape.code });

type SecondFactorStepProps = { challenge: string; onSignedIn: () => void; onStartOver: () => void };

/**
 * The login's second step, after a right password on an account with an authenticator app: a
 * 6-digit code of the app, or one of the recovery codes. A challenge that expired or took too
 * many wrong codes sends the user back to the password.
 */
export function SecondFactorStep({ challenge, onSignedIn, onStartOver }: SecondFactorStepProps) {
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const login = useLoginSecondFactor(onSignedIn);
  const form = useForm({ resolver: zodResolver(codeFormSchema), reValidateMode: 'onSubmit', defaultValues: { code: '' } });
  const field = fieldPropsOf(form, clearedOnEdit(form, login));
  const formRef = useRef<HTMLFormElement>(null);
  const expired = login.error instanceof HttpError && (login.error.body as { code?: unknown } | null)?.code === 'auth.second_factor_challenge_expired';

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [useRecoveryCode]);

  const switchKind = () => {
    setUseRecoveryCode((value) => !value);
    form.reset({ code: '' });
    login.reset();
  };

  return (
    <form ref={formRef} noValidate className="space-y-4" onSubmit={form.handleSubmit(({ code }) => login.mutate({ body: { challenge, code } }))}>
      <p className="text-sm text-slate-700">
        {useRecoveryCode
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      {useRecoveryCode ? (
        <TextField key="recovery" label="Recovery code" autoComplete="off" spellCheck={false} placeholder="xxxx-xxxx-xxxx" required {...field('code')} />
      ) : (
        <TextField key="totp" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" required {...field('code')} />
      )}
      {login.isError ? <Alert tone="error">{failureMessage(login.error, GENERIC_AUTH_ERROR, 'error')}</Alert> : null}
      {expired ? (
        <Button className="w-full py-3" onClick={onStartOver}>
          Log in again
        </Button>
      ) : (
        <SubmitButton loading={login.isPending}>Verify</SubmitButton>
      )}
      <div className="flex flex-col items-center gap-2 pt-2">
        <SwitchViewButton onClick={switchKind}>{useRecoveryCode ? 'Use the code from your app' : 'Use a recovery code'}</SwitchViewButton>
        <SwitchViewButton onClick={onStartOver}>Back to Login</SwitchViewButton>
      </div>
    </form>
  );
}
