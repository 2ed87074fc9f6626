import { talentMessages } from '@contract/talents';
import { failedCodeOf, serverMessageOf } from '@/lib/api-errors';
import { useLoginPanel } from '@/lib/login-panel';
import { useSession } from '@/lib/session';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { useLinkInvitation } from './api/use-talent-invitation';

const LINK_FAILED = 'Your work could not be added to your account. Please try again.';

type LinkAccountSectionProps = { token: string; email: string; onLinked: () => void };

/**
 * The invited address has its owner's account: they log in to it (with their second factor when
 * they have one) and confirm, and the talent's work is added to it. Signed in as someone else, they
 * are told to log in with the invited address; a login older than a few minutes is asked again.
 */
export function LinkAccountSection({ token, email, onLinked }: LinkAccountSectionProps) {
  const { user, signOut } = useSession();
  const loginPanel = useLoginPanel();
  const link = useLinkInvitation(onLinked);
  const logInAgain = () => {
    signOut();
    loginPanel.open();
  };

  if (!user) {
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{talentMessages.signInToLink}</p>
        <Button className="w-full py-3" onClick={loginPanel.open}>
          Log in to accept
        </Button>
      </div>
    );
  }
  if (user.email.toLowerCase() !== email.toLowerCase()) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{talentMessages.invitationOtherAccount(email)}</Alert>
        <Button variant="outline" className="w-full py-3" onClick={logInAgain}>
          Log out and log in as {email}
        </Button>
      </div>
    );
  }
  const stale = link.isError && failedCodeOf(link.error) === 'talents.sign_in_again';
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        You are logged in as <span className="font-semibold break-all">{user.email}</span>. Confirm to add your work to this account: you will log
        your hours under My work, and every other session of this account ends.
      </p>
      {link.isError ? <Alert tone="error">{serverMessageOf(link.error, LINK_FAILED, 'message')}</Alert> : null}
      {stale ? (
        <Button className="w-full py-3" onClick={logInAgain}>
          Log in again
        </Button>
      ) : (
        <Button className="w-full py-3" disabled={link.isPending || link.isSuccess} onClick={() => link.mutate({ params: { token }, auth: 'required' })}>
          {link.isPending ? 'Adding your work...' : 'Add my work to this account'}
        </Button>
      )}
    </div>
  );
}
