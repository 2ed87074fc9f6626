import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { messages } from '@contract/users';
import { failedStatusOf, isOffContract } from '@/lib/api-errors';
import { MailLinkCard, MailLinkPage, MailLinkPending } from '@/ui/MailLinkPage';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useResetTokenEmail } from './api/use-reset-password';

const LOOKUP_FAILED = 'An error occurred. Please try again.';

/** /resetpassword/:token — checks the token, then offers the new-password form. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const lookup = useResetTokenEmail(token);

  if (lookup.isPending) {
    return (
      <PageFrame>
        <MailLinkPending>Loading...</MailLinkPending>
      </PageFrame>
    );
  }
  if (lookup.isError) {
    // A refused token, or an answer without its e-mail, is a bad token; no answer at all is a failed lookup.
    const badToken = failedStatusOf(lookup.error) !== undefined || isOffContract(lookup.error);
    return badToken ? <DeadResetLink /> : <TokenProblem message={LOOKUP_FAILED} />;
  }
  const email = lookup.data.email;
  if (!email) return <DeadResetLink />;

  return (
    <PageFrame>
      <MailLinkCard>
        <h1 className="text-2xl font-bold text-brand-950">Password Reset</h1>
        <h2 className="mt-1 mb-6 text-base font-medium break-words text-slate-700">Reset password for: {email}</h2>
        <ResetPasswordForm token={token} email={email} />
      </MailLinkCard>
    </PageFrame>
  );
}

/** The page's frame in every state, with its tab title. */
function PageFrame({ children }: { children: ReactNode }) {
  return (
    <MailLinkPage tabTitle="Reset Password" spacing="tall">
      {children}
    </MailLinkPage>
  );
}

/** The spec's card for a link that does not work: titled Reset Password, at most 400 px wide. */
function TokenProblem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <PageFrame>
      <div className="mx-auto w-full max-w-[400px] rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-bold text-brand-950">Reset Password</h1>
        <p className="mt-3 text-slate-700">{message}</p>
        {children}
      </div>
    </PageFrame>
  );
}

/** An expired, used or unknown link says so, and sends a new one to the address typed here. */
function DeadResetLink() {
  return (
    <TokenProblem message={messages.resetTokenInvalid}>
      <p className="mt-2 text-sm text-slate-600">A reset link works once, and only for a while.</p>
      <h2 className="mt-6 mb-2 text-base font-semibold text-brand-950">Ask for a new link</h2>
      <div className="text-left">
        <ForgotPasswordForm />
      </div>
    </TokenProblem>
  );
}
