import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages, resetPasswordBodySchema } from '@contract/users';
import { serverMessageOf } from '@/lib/api-errors';
import { useLoginPanel } from '@/lib/login-panel';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { useResetPassword } from './api/use-reset-password';
import { clearedOnEdit } from './form-parts';

const RESET_FAILED = 'Password reset failed.';

/**
 * The spec's order: the mismatch is reported first, and only then the contract's length rule;
 * nothing is sent for either. The output is the contract's body without the e-mail.
 */
const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { message: messages.resetPasswordsDoNotMatch, path: ['confirmPassword'] })
  .pipe(resetPasswordBodySchema.omit({ email: true }));

type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const reset = useResetPassword();
  const loginPanel = useLoginPanel();
  const form = useForm<ResetPasswordFormValues, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{messages.resetDone}</Alert>
        <Button className="w-full" onClick={loginPanel.open}>
          Log in with your new password
        </Button>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ params: { token }, body: { password, email } }));

  const { errors } = form.formState;
  // One message for the form (spec); each field is only marked invalid.
  const field = (name: keyof ResetPasswordFormValues) => ({ invalid: Boolean(errors[name]), ...form.register(name, clearedOnEdit(form, reset)) });
  const validationError = errors.confirmPassword?.message ?? errors.password?.message;
  const error = validationError ?? (reset.isError ? serverMessageOf(reset.error, RESET_FAILED, 'message') : null);

  return (
    <form className="space-y-4" onSubmit={onSubmit}>
      <TextField label="New Password:" type="password" autoComplete="new-password" required {...field('password')} />
      <TextField label="Confirm New Password:" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" className="w-full py-3" disabled={reset.isPending}>
        {reset.isPending ? 'Loading...' : 'Reset Password'}
      </Button>
    </form>
  );
}
