import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { acceptInvitationBodySchema } from '@contract/talents';
import { messages, PASSWORD_MIN_LENGTH } from '@contract/users';
import { serverMessageOf } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { fieldPropsOf } from '@/ui/form-field';
import { TextField } from '@/ui/TextField';
import { useAcceptInvitation } from './api/use-talent-invitation';

const SET_FAILED = 'Your password could not be set. Please try again.';

/** The contract's body (the reset password's rules, no other field), once the two fields agree. */
const setPasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { message: messages.resetPasswordsDoNotMatch, path: ['confirmPassword'] })
  .transform(({ password }) => ({ password }))
  .pipe(acceptInvitationBodySchema);

type SetPasswordValues = z.input<typeof setPasswordFormSchema>;

type SetPasswordFormProps = { token: string; email: string; onSignedIn: () => void };

/** The new password, twice; sent once both agree and it meets the rules. */
export function SetPasswordForm({ token, email, onSignedIn }: SetPasswordFormProps) {
  const accept = useAcceptInvitation(onSignedIn);
  const form = useForm<SetPasswordValues, unknown, z.output<typeof setPasswordFormSchema>>({
    resolver: zodResolver(setPasswordFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = fieldPropsOf(form, { onChange: () => accept.isError && accept.reset() });
  const submit = form.handleSubmit(({ password }) => accept.mutate({ params: { token }, body: { password } }));

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField label="New password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} required {...field('password')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...field('confirmPassword')} />
      {accept.isError ? <Alert tone="error">{serverMessageOf(accept.error, SET_FAILED, 'message')}</Alert> : null}
      <Button type="submit" className="w-full py-3" disabled={accept.isPending || accept.isSuccess}>
        {accept.isPending ? 'Setting your password...' : 'Set password and open My work'}
      </Button>
    </form>
  );
}
