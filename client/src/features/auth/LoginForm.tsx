import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginBodySchema, messages, PASSWORD_MIN_LENGTH, type SecondFactorChallenge, type SessionUser } from '@contract/users';
import { failureMessage } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { useLogin } from './api/use-login';
import { clearedOnEdit, GENERIC_AUTH_ERROR, SubmitButton, SwitchViewButton } from './form-parts';
import type { LoginPanelView } from './LoginPanel';
import { SecondFactorStep } from './SecondFactorStep';

/** The contract's login body, plus the spec's client-side minimum length for the password. */
const loginFormSchema = loginBodySchema.extend({
  password: loginBodySchema.shape.password.min(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
});

type LoginFormProps = { onSwitch: (view: LoginPanelView) => void; onSignedIn: (user: SessionUser) => void };

export function LoginForm({ onSwitch, onSignedIn }: LoginFormProps) {
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const login = useLogin(onSignedIn, setChallenge);
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const field = fieldPropsOf(form, clearedOnEdit(form, login));

  if (challenge) {
    const startOver = () => {
      setChallenge(null);
      login.reset();
      form.resetField('password');
    };
    return <SecondFactorStep challenge={challenge} onSignedIn={onSignedIn} onStartOver={startOver} />;
  }

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => login.mutate({ body }))}>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...field('password')} />
      {login.isError ? <Alert tone="error">{failureMessage(login.error, GENERIC_AUTH_ERROR, 'error')}</Alert> : null}
      <SubmitButton loading={login.isPending}>Log in</SubmitButton>
      <div className="flex flex-col items-center gap-2 pt-2">
        <SwitchViewButton onClick={() => onSwitch('forgot')}>Forgot your password?</SwitchViewButton>
        <SwitchViewButton onClick={() => onSwitch('signup')}>Don&apos;t have an account? Sign up</SwitchViewButton>
      </div>
    </form>
  );
}
