import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages, registerBodySchema, type SessionUser } from '@contract/users';
import { failureMessage } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { useRegister } from './api/use-register';
import { clearedOnEdit, GENERIC_AUTH_ERROR, SubmitButton, SwitchViewButton } from './form-parts';
import type { LoginPanelView } from './LoginPanel';

/** The contract's register body plus the client-only confirmation field. */
const signUpFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

type SignUpFormProps = { onSwitch: (view: LoginPanelView) => void; onSignedIn: (user: SessionUser) => void };

export function SignUpForm({ onSwitch, onSignedIn }: SignUpFormProps) {
  const signUp = useRegister(onSignedIn);
  const form = useForm({
    resolver: zodResolver(signUpFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const field = fieldPropsOf(form, clearedOnEdit(form, signUp));

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(({ name, email, password }) => signUp.mutate({ body: { name, email, password } }))}
    >
      <TextField label="Name" autoComplete="name" required {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" required {...field('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      {signUp.isError ? <Alert tone="error">{failureMessage(signUp.error, GENERIC_AUTH_ERROR, 'error')}</Alert> : null}
      <SubmitButton loading={signUp.isPending}>Sign up</SubmitButton>
      <div className="flex justify-center pt-2">
        <SwitchViewButton onClick={() => onSwitch('login')}>Already have an account? Log in</SwitchViewButton>
      </div>
    </form>
  );
}
