import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages, registerBodySchema } from '@contract/users';
import { failureMessage } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { TextField } from '@/ui/TextField';
import { useRegister } from './api/use-register';
import { GENERIC_AUTH_ERROR, SubmitButton, SwitchViewButton } from './form-parts';
import type { LoginPanelView } from './LoginPanel';

/** The contract's register body plus the client-only confirmation field. */
const signUpFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

type SignUpFormProps = { onSwitch: (view: LoginPanelView) => void; onSignedIn: () => void };

export function SignUpForm({ onSwitch, onSignedIn }: SignUpFormProps) {
  const signUp = useRegister(onSignedIn);
  const { register, handleSubmit, clearErrors, formState } = useForm({
    resolver: zodResolver(signUpFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = formState;

  const clearError = () => {
    clearErrors();
    if (!signUp.isPending) signUp.reset();
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(({ name, email, password }) => signUp.mutate({ body: { name, email, password } }))}
    >
      <TextField
        label="Name"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name', { onChange: clearError })}
      />
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
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register('password', { onChange: clearError })}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: clearError })}
      />
      {signUp.isError ? <Alert tone="error">{failureMessage(signUp.error, GENERIC_AUTH_ERROR, 'error')}</Alert> : null}
      <SubmitButton loading={signUp.isPending}>Sign up</SubmitButton>
      <div className="flex justify-center pt-2">
        <SwitchViewButton onClick={() => onSwitch('login')}>Already have an account? Log in</SwitchViewButton>
      </div>
    </form>
  );
}
