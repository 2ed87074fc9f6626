import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@contract/users';
import { failedCodeOf, loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { useLoginPanel } from '@/lib/login-panel';
import { useSession } from '@/lib/session';
import { Button, buttonClasses } from '@/ui/Button';
import { DeadMailLink, MailLinkActions, MailLinkCard, MailLinkPage, MailLinkPending } from '@/ui/MailLinkPage';
import { useRefreshedSession, useVerifyEmail } from '@/features/auth/api/email-verification';

/**
 * /verify-email/:token, the link of the mail sent at sign-up: it verifies the address (no login
 * needed, the link is the proof), then offers what comes next. A dead link says why and how to get
 * a new one.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const verification = useVerifyEmail(token);
  const { user } = useSession();
  // Signed in here: the stored session learns the address is verified, and the banner goes.
  useRefreshedSession(verification.isSuccess && user !== null);

  if (verification.isPending) {
    return (
      <PageFrame>
        <MailLinkPending>Verifying your e-mail address...</MailLinkPending>
      </PageFrame>
    );
  }
  if (verification.isError) {
    const dead = failedCodeOf(verification.error) === 'auth.verification_link_invalid';
    return <DeadLink message={dead ? serverMessageOf(verification.error, messages.verificationLinkInvalid, 'message') : loadErrorText(verification.error)} />;
  }
  return (
    <PageFrame>
      <h1 className="text-2xl font-bold text-brand-950">E-mail address verified</h1>
      <p role="status" className="mt-3 text-slate-700">
        {verification.data.message}
        <span className="mt-1 block font-semibold [overflow-wrap:anywhere]">{verification.data.email}</span>
      </p>
      <MailLinkActions>
        <Link to="/pricing" className={buttonClasses('primary', 'text-center sm:flex-1')}>
          See plans and prices
        </Link>
        {user ? (
          <Link to="/subscription" className={buttonClasses('outline', 'text-center sm:flex-1')}>
            Your subscriptions
          </Link>
        ) : (
          <LogInButton />
        )}
      </MailLinkActions>
    </PageFrame>
  );
}

function LogInButton() {
  const loginPanel = useLoginPanel();
  return (
    <Button variant="outline" className="sm:flex-1" onClick={loginPanel.open}>
      Log in
    </Button>
  );
}

/** A link that no longer works: the server's words, then how to get a new one. */
function DeadLink({ message }: { message: string }) {
  const { user } = useSession();
  return (
    <PageFrame>
      <DeadMailLink title="Verification link" message={message}>
        {user ? <p className="text-sm text-slate-700">Use &ldquo;Send a new link&rdquo; at the top of the page.</p> : <LogInButton />}
      </DeadMailLink>
    </PageFrame>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <MailLinkPage tabTitle="Verify your e-mail address">
      <MailLinkCard>{children}</MailLinkCard>
    </MailLinkPage>
  );
}
