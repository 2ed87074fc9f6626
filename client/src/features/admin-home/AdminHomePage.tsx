import { Briefcase, CreditCard, FileSignature, Inbox, type LucideIcon, MessageSquare, UserPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { AdminOverview } from '@contract/admin-overview';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { useAdminOverview } from './api/use-admin-overview';
import { PageTitle } from '@/lib/page-meta';
import { FailedStripeEventsPanel } from './FailedStripeEventsPanel';
import { PastDueSubscriptionsPanel } from './PastDueSubscriptionsPanel';
import { PaymentsAttentionPanel } from './PaymentsAttentionPanel';
import { ReplacementRequestsPanel } from './ReplacementRequestsPanel';
import { TimesheetsAttentionPanel } from './TimesheetsAttentionPanel';
import { UndeliveredMailPanel } from './UndeliveredMailPanel';

/** Counts the admin home shows in panels of their own, below the tiles. */
type PanelCount =
  | 'undeliveredMail'
  | 'replacementRequests'
  | 'pastDueSubscriptions'
  | 'openDisputes'
  | 'failedStripeEvents'
  | 'disputedTimesheets'
  | 'overdueTimesheets';
/** `to` is the list the count opens; a count whose screen does not exist yet is shown without a link. */
type Tile = { key: Exclude<keyof AdminOverview, PanelCount>; label: string; to?: string; icon: LucideIcon; hint: string };

/** In order of urgency: leads waiting for an answer first. */
const tiles: readonly Tile[] = [
  { key: 'unreadInquiries', label: 'Unread inquiries', to: '/inquiries', icon: Inbox, hint: 'Call bookings and quote requests' },
  { key: 'unreadMessages', label: 'Unread messages', to: '/messages', icon: MessageSquare, hint: 'From the contact forms' },
  { key: 'newApplicants', label: 'New applicants', to: '/applicants', icon: UserPlus, hint: 'Still marked Unread' },
  { key: 'activeJobs', label: 'Active jobs', to: '/adminjobspage', icon: Briefcase, hint: 'Shown on the job board' },
  { key: 'franchiseApplications', label: 'Franchise applications', to: '/franchise-applications', icon: FileSignature, hint: 'Signed contracts received' },
  // Staffing lists the same subscriptions as active (`subscriptionStandings`); overdue ones have a panel of their own.
  { key: 'activeSubscriptions', label: 'Active subscriptions', to: '/staffing?standing=active', icon: CreditCard, hint: 'Paid or in their trial, none overdue' },
];

export const ADMIN_HOME_TITLE = 'Admin Dashboard';

// recharts comes with this module only: it loads after the counts, on this admin page alone.
const AdminCharts = lazy(async () => ({ default: (await import('./charts/AdminCharts')).AdminCharts }));

const tileClasses = 'flex h-full items-start gap-4 rounded-2xl border bg-white p-5 shadow-sm';

function TileContent({ icon: Icon, count, label, hint, testId }: { icon: LucideIcon; count: number | undefined; label: string; hint: string; testId: string }) {
  return (
    <>
      <span className="rounded-xl bg-brand-50 p-3 text-brand-700">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <span className="flex flex-col">
        <span className="text-3xl font-bold text-slate-900 tabular-nums" data-testid={`count-${testId}`}>
          {count ?? '–'}
        </span>
        <span className="font-semibold text-slate-800">{label}</span>
        <span className="text-sm text-slate-600">{hint}</span>
      </span>
    </>
  );
}
export const OVERVIEW_FAILED = 'The counts could not be loaded. Please try again.';

/** The admin's first stop: what needs attention, each count linking to its list. */
export function AdminHomePage() {
  const overview = useAdminOverview();
  const counts = overview.data;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle page={ADMIN_HOME_TITLE} />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Page Admin</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{ADMIN_HOME_TITLE}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">What needs your attention today. The counts refresh on their own.</p>
      {overview.isError ? (
        <Alert tone="error" className="mt-6">
          {loadErrorText(overview.error, OVERVIEW_FAILED)}
        </Alert>
      ) : null}
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={overview.isPending}>
        {tiles.map(({ key, label, to, icon: Icon, hint }) => {
          const count = counts?.[key];
          const needsAttention = (key === 'unreadInquiries' || key === 'unreadMessages' || key === 'newApplicants') && (count ?? 0) > 0;
          return (
            <li key={key}>
              {to ? (
                <Link
                  to={to}
                  className={`${tileClasses} transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${needsAttention ? 'border-accent-400' : 'border-slate-200'}`}
                >
                  <TileContent icon={Icon} count={count} label={label} hint={hint} testId={key} />
                </Link>
              ) : (
                <div className={`${tileClasses} border-slate-200`}>
                  <TileContent icon={Icon} count={count} label={label} hint={hint} testId={key} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ReplacementRequestsPanel count={counts?.replacementRequests ?? 0} />
      <PastDueSubscriptionsPanel count={counts?.pastDueSubscriptions ?? 0} />
      <TimesheetsAttentionPanel disputed={counts?.disputedTimesheets ?? 0} overdue={counts?.overdueTimesheets ?? 0} />
      <UndeliveredMailPanel count={counts?.undeliveredMail ?? 0} />
      <PaymentsAttentionPanel />
      <FailedStripeEventsPanel />
      <Suspense fallback={null}>
        <AdminCharts />
      </Suspense>
    </div>
  );
}
