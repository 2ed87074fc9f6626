import { useState } from 'react';
import { lastDayBefore } from '@contract/placement-dates';
import type { TeamPlacement, TeamSeat, TeamSubscription } from '@contract/placements';
import type { TeamBillingSubscription } from '@contract/team-billing';
import { formatCalendarDay } from '@/lib/dates';
import { useTeamBillingOf } from '@/features/billing/api/use-team-billing';
import { RemoveSeatDialog } from './RemoveSeatDialog';
import { seatsReasonId } from './SubscriptionBilling';
import { teamBillingTexts } from './team-billing-texts';
import { useSeatNotices } from './TeamBillingProvider';

/**
 * The removal a leaving talent's seat shows: the seat's own number (seat numbers never move, see
 * docs/decisions/0194), and the talent's last day, so a seat removed before a replacement's
 * handover is not mistaken for it.
 */
function removalOf(billing: TeamBillingSubscription, seat: TeamSeat, placement: TeamPlacement) {
  if (!placement.endedAt || !placement.endDate) return undefined;
  return billing.removals.find((removal) => removal.seat === seat.seat && removal.talentLastDay === placement.endDate);
}

/** Who works in a filled seat until it would leave: a replaced talent's successor, else the talent; nobody when the placement already ends another way. */
function workingIn(seat: Extract<TeamSeat, { state: 'filled' }>): TeamPlacement | null {
  if (seat.next) return seat.next;
  return seat.placement.endedAt ? null : seat.placement;
}

/**
 * On a seat's card in /team: "Remove a seat" (at the period's end), or, once removed, the day its
 * talent leaves after. Nothing while the billing is loading, for a subscription's last seat, or
 * for a seat beyond those billed next period.
 */
export function SeatBilling({ subscription, seat }: { subscription: TeamSubscription; seat: TeamSeat }) {
  const billing = useTeamBillingOf(subscription.subscriptionId).data;
  const { tell } = useSeatNotices();
  const [removing, setRemoving] = useState(false);
  if (!billing) return null;

  const removal = seat.state === 'filled' ? removalOf(billing, seat, seat.placement) : undefined;
  if (removal?.talentLastDay) {
    return (
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <span className="font-semibold">{teamBillingTexts.leavesAfter(formatCalendarDay(removal.talentLastDay))}</span>: you removed this seat at the end of the
        billing period.
      </p>
    );
  }
  const { periodEnd } = billing;
  if (!periodEnd || seat.seat > billing.seatsFromNextPeriod || billing.seatsFromNextPeriod <= 1) return null;
  const placement = seat.state === 'filled' ? workingIn(seat) : null;
  if (seat.state === 'filled' && !placement) return null;

  const talent = placement ? { name: `${placement.talent.firstName} ${placement.talent.lastName}`, lastDay: lastDayBefore(placement.workingHours.timeZone, new Date(periodEnd), placement.startDate) } : null;
  return (
    <>
      {/* Sized as the card's other action (the replacement request), quieter: it is the rarer one. */}
      <button
        type="button"
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60"
        onClick={() => {
          tell(subscription.subscriptionId, null);
          setRemoving(true);
        }}
        disabled={billing.cannotChange !== null}
        aria-describedby={billing.cannotChange ? seatsReasonId(subscription.subscriptionId) : undefined}
        aria-label={`${teamBillingTexts.removeSeat}: seat ${seat.seat}, ${talent ? talent.name : 'open'}`}
      >
        {teamBillingTexts.removeSeat}
      </button>
      {removing ? (
        <RemoveSeatDialog
          subscriptionId={subscription.subscriptionId}
          description={subscription.description}
          seat={seat.seat}
          talent={talent}
          seats={{ now: billing.seatsFromNextPeriod, next: billing.seatsFromNextPeriod - 1 }}
          periodEnd={periodEnd}
          onClose={() => setRemoving(false)}
          onRemoved={(message) => {
            setRemoving(false);
            tell(subscription.subscriptionId, { tone: 'success', text: message });
          }}
        />
      ) : null}
    </>
  );
}
