import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { TeamPlacement } from '@contract/placements';
import { PageTitle } from '@/lib/page-meta';
import { Alert } from '@/ui/Alert';
import { buttonClasses } from '@/ui/Button';
import { QueryContent } from '@/ui/QueryContent';
import { useMyTeam } from '@/features/placements/api/use-my-team';
import { useFocusAfterAction } from '@/features/placements/use-focus-after-action';
import { seatCardId } from './FilledSeatCard';
import { RequestReplacementDialog } from './RequestReplacementDialog';
import { teamTexts } from './team-texts';
import { TeamSubscriptionSection, type TeamExtras } from './TeamSubscriptionSection';

/**
 * /team: for each of the customer's subscriptions, who fills each seat (or that it is being
 * recruited for), and who did before; above them, the team's timesheets, the weekly task
 * (another feature's section, given by the app layer), as are what other features add to each
 * subscription and seat (`extras`: billing's seats and extra hours).
 */
export function TeamPage({ timesheetsSection, extras }: { timesheetsSection?: ReactNode; extras?: TeamExtras }) {
  const team = useMyTeam();
  const [replacing, setReplacing] = useState<TeamPlacement | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const focusAfterAction = useFocusAfterAction();
  const subscriptions = team.data?.subscriptions ?? [];

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle page={teamTexts.title} />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your account</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{teamTexts.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        {teamTexts.intro}{' '}
        <Link to="/subscription" className="font-semibold text-brand-700 underline">
          Your subscriptions
        </Link>
      </p>
      {sent ? (
        <Alert tone="success" className="mt-6">
          {sent}
        </Alert>
      ) : null}
      {timesheetsSection}
      <QueryContent query={team} loading={teamTexts.loading}>
        {() =>
          subscriptions.length === 0 ? (
            <div className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
              <p className="text-slate-800">{teamTexts.empty}</p>
              <Link to="/pricing" className={buttonClasses('primary', 'mt-4')}>
                See plans and prices
              </Link>
            </div>
          ) : (
            subscriptions.map((subscription) => (
              <TeamSubscriptionSection
                key={subscription.subscriptionId}
                subscription={subscription}
                // A customer buying in several regions pays in several currencies: each section says which.
                showRegion={new Set(subscriptions.map((each) => each.region)).size > 1}
                extras={extras}
                onRequestReplacement={(placement) => {
                  setSent(null);
                  setReplacing(placement);
                }}
              />
            ))
          )
        }
      </QueryContent>
      {replacing ? (
        <RequestReplacementDialog
          placement={replacing}
          onClose={() => setReplacing(null)}
          onSent={(message) => {
            const placementId = replacing._id;
            setReplacing(null);
            setSent(message);
            focusAfterAction.arm(() => document.getElementById(seatCardId(placementId)));
          }}
        />
      ) : null}
    </div>
  );
}
