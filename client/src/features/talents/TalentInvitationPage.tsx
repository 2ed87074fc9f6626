import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { talentMessages } from '@contract/talents';
import { failedCodeOf, loadErrorText, serverMessageOf } from '@/lib/api-errors';
import { useLoginPanel } from '@/lib/login-panel';
import { useSession } from '@/lib/session';
import { Button, buttonClasses } from '@/ui/Button';
import { DeadMailLink, MailLinkCard, MailLinkPage, MailLinkPending } from '@/ui/MailLinkPage';
import { useTalentInvitation } from './api/use-talent-invitation';
import { LinkAccountSection } from './LinkAccountSection';
import { SetPasswordForm } from './SetPasswordForm';

/** Where a talent's week is (the timesheets feature's page). */
const MY_WORK_PATH = '/my-work';

/**
 * /talent-invitation/:token: the link of the mail a talent gets when first placed. It shows whom
 * it is for; a password makes their account (or the never-verified one that held the address), and
 * an address with its owner's account is linked once they log in and confirm. Then My work opens.
 * A dead link says why (unknown, used, expired) and what to do.
 */
export function TalentInvitationPage() {
  const { token = '' } = useParams();
  const invitation = useTalentInvitation(token);
  const navigate = useNavigate();

  if (invitation.isPending) {
    return (
      <PageFrame>
        <MailLinkPending>Loading...</MailLinkPending>
      </PageFrame>
    );
  }
  if (invitation.isError) {
    const dead = failedCodeOf(invitation.error) === 'talents.invitation_not_found';
    return <DeadLink message={dead ? serverMessageOf(invitation.error, talentMessages.invitationUnknown, 'message') : loadErrorText(invitation.error)} />;
  }
  const { name, email, account } = invitation.data;
  const openMyWork = () => void navigate(MY_WORK_PATH, { replace: true });
  return (
    <PageFrame>
      <MailLinkCard>
        <h1 className="text-2xl font-bold text-brand-950">{account === 'existing' ? 'Add your work to your account' : 'Set your password'}</h1>
        <p className="mt-2 text-slate-700">
          Welcome, <span className="font-semibold">{name}</span>.{' '}
          {account === 'existing'
            ? 'You log your hours under My work with the account you already have.'
            : 'Choose the password you will log in with to record your hours under My work.'}
        </p>
        <p className="mt-3 mb-6 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Your login e-mail
          <span className="block font-semibold break-all text-slate-900">{email}</span>
        </p>
        {account === 'claimable' ? (
          <p className="mb-4 text-sm text-slate-700">
            An account was made with this address before, but nobody confirmed it. The password you choose here makes it yours, and anyone else signed in
            to it is signed out.
          </p>
        ) : null}
        {account === 'existing' ? (
          <LinkAccountSection token={token} email={email} onLinked={openMyWork} />
        ) : (
          <SetPasswordForm token={token} email={email} onSignedIn={openMyWork} />
        )}
      </MailLinkCard>
    </PageFrame>
  );
}

/** A link that no longer works: the server's words (unknown, used or expired), then what to do. */
function DeadLink({ message }: { message: string }) {
  const loginPanel = useLoginPanel();
  const { user } = useSession();
  return (
    <PageFrame>
      <MailLinkCard>
        <DeadMailLink title="Invitation link" message={message}>
          {user?.isTalent ? (
            <Link to={MY_WORK_PATH} className={buttonClasses('primary', 'text-center sm:flex-1')}>
              Open My work
            </Link>
          ) : (
            <Button className="sm:flex-1" onClick={loginPanel.open}>
              Log in
            </Button>
          )}
          <Link to="/message-us" className={buttonClasses('outline', 'text-center sm:flex-1')}>
            Ask us for a new link
          </Link>
        </DeadMailLink>
      </MailLinkCard>
    </PageFrame>
  );
}

/** The page's frame in every state, with its tab title. */
function PageFrame({ children }: { children: ReactNode }) {
  return <MailLinkPage tabTitle="Set your password">{children}</MailLinkPage>;
}
