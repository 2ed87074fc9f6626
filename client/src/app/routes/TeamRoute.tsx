import { useRefreshTeamBillingSoon } from '@/features/billing/api/refresh-team-billing';
import { SeatBilling } from '@/features/billing/team/SeatBilling';
import { SubscriptionBilling } from '@/features/billing/team/SubscriptionBilling';
import { TeamBillingProvider } from '@/features/billing/team/TeamBillingProvider';
import { TeamPage } from '@/features/placements/team/TeamPage';
import { TeamTimesheets } from '@/features/timesheets/team/TeamTimesheets';

/**
 * /team: the app layer puts the team's timesheets (timesheets) on the customer's team page
 * (placements), and billing's seats and extra hours under each subscription and on each seat.
 */
export function TeamRoute() {
  const refreshBillingSoon = useRefreshTeamBillingSoon();
  return (
    <TeamBillingProvider>
      <TeamPage
        timesheetsSection={<TeamTimesheets onApproved={refreshBillingSoon} />}
        extras={{
          subscription: (subscription) => <SubscriptionBilling subscription={subscription} />,
          seat: (subscription, seat) => <SeatBilling subscription={subscription} seat={seat} />,
        }}
      />
    </TeamBillingProvider>
  );
}
