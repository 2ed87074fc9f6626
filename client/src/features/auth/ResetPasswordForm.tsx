import { useState, type FormEvent } from 'react';
import { messages, resetPasswordBodySchema } from '@contract/users';
import { errorMessageOf } from '@/lib/api-client';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { useResetPassword } from './api/use-reset-password';
import { useLoginPanel } from '@/lib/login-panel';

const RESET_FAILED = 'Password reset failed.';

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const reset = useResetPassword();
  const loginPanel = useLoginPanel();

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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec order: the mismatch is reported first, then the length; nothing is sent for either.
    if (password !== confirmPassword) {
      setValidationError(messages.resetPasswordsDoNotMatch);
      return;
    }
    const parsed = resetPasswordBodySchema.safeParse({ password, email });
    if (!parsed.success) {
      setValidationError(parsed.error.issues[0]?.message ?? messages.resetPasswordTooShort);
      return;
    }
    reset.mutate({ params: { token }, body: parsed.data });
  }

  const clearError = () => {
    setValidationError(null);
    if (!reset.isPending) reset.reset();
  };
  const serverError =
    reset.isError && !(reset.error instanceof Error) ? errorMessageOf(reset.error.body, RESET_FAILED, 'message') : RESET_FAILED;
  const error = validationError ?? (reset.isError ? serverError : null);

  return (
    <form className="space-y-4" onSubmit={onSubmit}>
      <TextField
        label="New Password:"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clearError();
        }}
      />
      <TextField
        label="Confirm New Password:"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(event) => {
          setConfirmPassword(event.target.value);
          clearError();
        }}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" className="w-full py-3" disabled={reset.isPending}>
        {reset.isPending ? 'Loading...' : 'Reset Password'}
      </Button>
    </form>
  );
}
