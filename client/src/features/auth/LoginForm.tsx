import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginBodySchema, messages, PASSWORD_MIN_LENGTH } from '@contract/users';
import { failureMessage } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { TextField } from '@/ui/TextField';
import { useLogin } from './api/use-login';
import { GENERIC_AUTH_ERROR, SubmitButton, SwitchViewButton } from './form-parts';
import type { LoginPanelView } from './LoginPanel';

/** The contract's login body, plus the spec's client-side minimum length for the password. */
const loginFormSchema = loginBodySchema.extend({
  password: loginBodySchema.shape.password.min(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
});

type LoginFormProps = { onSwitch: (view: LoginPanelView) => void; onSignedIn: () => void };

export function LoginForm({ onSwitch, onSignedIn }: LoginFormProps) {
  const login = useLogin(onSignedIn);
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(loginFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  // Spec: editing any field clears the error.
  const clearError = () => {
    clearErrors();
    if (!login.isPending) login.reset();
  };

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit((body) => login.mutate({ body }))}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', { onChange: clearError })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password', { onChange: clearError })}
      />
      {login.isError ? <Alert tone="error">{failureMessage(login.error, GENERIC_AUTH_ERROR, 'error')}</Alert> : null}
      <SubmitButton loading={login.isPending}>Log in</SubmitButton>
      <div className="flex flex-col items-center gap-2 pt-2">
        <SwitchViewButton onClick={() => onSwitch('forgot')}>Forgot your password?</SwitchViewButton>
        <SwitchViewButton onClick={() => onSwitch('signup')}>Don&apos;t have an account? Sign up</SwitchViewButton>
      </div>
    </form>
  );
}
