import type { ReactNode } from 'react';
import type { TeamPlacement, TeamSeat, TeamSubscription } from '@contract/placements';
import { regionInfo } from '@contract/catalogues/regions';
import { HeadedSection } from '@/ui/HeadedSection';
import { formatDay } from '@/features/placements/placement-format';
import { FilledSeatCard } from './FilledSeatCard';
import { OpenSeatCard } from './OpenSeatCard';
import { PaymentOverdueNotice } from './PaymentOverdueNotice';
import { PlacementHistory } from './PlacementHistory';

const statusWords: Record<string, string> = { past_due: 'Payment past due', canceled: 'Ended', trialing: 'In trial', unpaid: 'Unpaid' };

/** What another feature adds to the team page, handed over by the app layer (features do not import each other). */
export type TeamExtras = {
  /** Under a subscription's seats (billing: seats added or leaving, extra hours waiting). */
  subscription?: (subscription: TeamSubscription) => ReactNode;
  /** At the foot of a seat's card (billing: "Remove a seat", or when the seat leaves). */
  seat?: (subscription: TeamSubscription, seat: TeamSeat) => ReactNode;
};

type TeamSubscriptionSectionProps = {
  subscription: TeamSubscription;
  /** Name the region (and so the currency) it was bought in: the customer's team spans several. */
  showRegion?: boolean;
  extras?: TeamExtras;
  onRequestReplacement: (placement: TeamPlacement) => void;
};

/** One subscription: its seats (filled or open), "1 of 2 seats filled", and the placements that have ended. */
export function TeamSubscriptionSection({ subscription, showRegion = false, extras = {}, onRequestReplacement }: TeamSubscriptionSectionProps) {
  const filled = subscription.seats.filter((seat) => seat.state === 'filled').length;
  const status = statusWords[subscription.status];
  const region = regionInfo[subscription.region];
  const subtitle = showRegion ? `${subscription.description}, bought in ${region.label} (${region.currency.toUpperCase()})` : subscription.description;
  return (
    <HeadedSection
      className="mt-10 first:mt-8"
      title={subscription.role}
      subtitle={subtitle}
      name={showRegion ? `${subscription.role}, ${subtitle}` : undefined}
      aside={
        <p className="text-sm font-semibold text-slate-800">
          {subscription.seats.length > 0 ? `${filled} of ${subscription.seats.length} seats filled` : 'No seats'}
          {status ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{status}</span> : null}
        </p>
      }
    >
      {subscription.cancelled && subscription.endsOn ? (
        <p role="status" className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          This subscription is canceled. Your team keeps working until <span className="font-semibold">{formatDay(subscription.endsOn)}</span>, then
          their placements end. Open seats are no longer filled.
        </p>
      ) : null}
      {subscription.paymentOverdue ? <PaymentOverdueNotice subscription={subscription} /> : null}
      {subscription.seats.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {subscription.seats.map((seat) => (
            <li key={seat.seat}>
              {seat.state === 'filled' ? (
                <FilledSeatCard
                  seat={seat.seat}
                  placement={seat.placement}
                  next={seat.next}
                  onRequestReplacement={onRequestReplacement}
                  // Each talent's own last day (their placement's time zone), as the mails and the history say it.
                  endsOn={subscription.cancelled ? (seat.placement.endDate ?? subscription.endsOn) : null}
                  extra={extras.seat?.(subscription, seat)}
                />
              ) : (
                <OpenSeatCard seat={seat.seat} role={subscription.role} medianDaysToFill={seat.medianDaysToFill} extra={extras.seat?.(subscription, seat)} />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-700">This subscription has ended; its seats are no longer staffed.</p>
      )}
      {extras.subscription?.(subscription)}
      <PlacementHistory history={subscription.history} />
    </HeadedSection>
  );
}
