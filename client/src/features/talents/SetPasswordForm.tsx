import { serverMessageOf } from '@/lib/api-errors';
import { NewPasswordForm } from '@/ui/NewPasswordForm';
import { useAcceptInvitation } from './api/use-talent-invitation';

const SET_FAILED = 'Your password could not be set. Please try again.';

type SetPasswordFormProps = { token: string; email: string; onSignedIn: () => void };

/** The new password, twice (the same form as a password reset); sent once it meets every rule. */
export function SetPasswordForm({ token, email, onSignedIn }: SetPasswordFormProps) {
  const accept = useAcceptInvitation(onSignedIn);
  return (
    <NewPasswordForm
      email={email}
      submitLabel="Set password and open My work"
      pendingLabel="Setting your password..."
      pending={accept.isPending}
      done={accept.isSuccess}
      serverError={accept.isError ? serverMessageOf(accept.error, SET_FAILED, 'message') : null}
      onEdit={() => {
        if (accept.isError) accept.reset();
      }}
      onSubmit={(password) => accept.mutate({ params: { token }, body: { password } })}
    />
  );
}
