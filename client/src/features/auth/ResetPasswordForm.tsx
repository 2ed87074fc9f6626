import { messages } from '@contract/users';
import { serverMessageOf } from '@/lib/api-errors';
import { useLoginPanel } from '@/lib/login-panel';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { NewPasswordForm } from '@/ui/NewPasswordForm';
import { useResetPassword } from './api/use-reset-password';

const RESET_FAILED = 'Password reset failed.';

/** The new password, twice (the same form as a talent's invitation); then a way to log in with it. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
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

  return (
    <NewPasswordForm
      email={email}
      submitLabel="Reset Password"
      pendingLabel="Loading..."
      pending={reset.isPending}
      serverError={reset.isError ? serverMessageOf(reset.error, RESET_FAILED, 'message') : null}
      // Spec: editing a field clears the server's message too (unless its answer is still on its way).
      onEdit={() => {
        if (!reset.isPending) reset.reset();
      }}
      onSubmit={(password) => reset.mutate({ params: { token }, body: { password, email } })}
    />
  );
}
