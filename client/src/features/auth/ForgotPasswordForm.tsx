import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordBodySchema, messages } from '@contract/users';
import { Alert } from '@/ui/Alert';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { useForgotPassword } from './api/use-forgot-password';
import { SubmitButton, SwitchViewButton } from './form-parts';
import type { LoginPanelView } from './LoginPanel';

/** Asks for a reset link: in the login panel (with its way back to logging in), and on a dead reset link's page. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch?: (view: LoginPanelView) => void }) {
  const forgot = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
  });
  const field = fieldPropsOf(form, { onChange: () => form.clearErrors() });
  // Whatever the answer (even a failure), the visitor is told the same: no account enumeration.
  const done = forgot.isSuccess || forgot.isError;

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((body) => forgot.mutate({ body }))}>
      <p className="text-sm text-slate-600">Enter the e-mail of your account and we will send you a link to reset your password.</p>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      {done ? <Alert tone="success">{messages.forgotPasswordDone}</Alert> : null}
      <SubmitButton loading={forgot.isPending}>Send reset link</SubmitButton>
      {onSwitch ? (
        <div className="flex justify-center pt-2">
          <SwitchViewButton onClick={() => onSwitch('login')}>Back to Login</SwitchViewButton>
        </div>
      ) : null}
    </form>
  );
}
