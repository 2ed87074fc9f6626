import { Link } from 'react-router';
import { addDays, dateIn } from '@contract/placement-dates';
import type { TeamSubscription } from '@contract/placements';
import { browserTimeZone, formatDay, formatDayOf } from '@/features/placements/placement-format';
import { teamTexts } from './team-texts';

/**
 * An overdue payment in one line: since when, and the day the team's work is paused from (already,
 * or once the grace period ends), then where to pay. "Today" is the team's, in its placements' zone.
 */
export function PaymentOverdueNotice({ subscription }: { subscription: TeamSubscription }) {
  const { paymentOverdueSince, workPausedFrom } = subscription;
  const filled = subscription.seats.find((seat) => seat.state === 'filled');
  const today = dateIn(filled?.state === 'filled' ? filled.placement.workingHours.timeZone : browserTimeZone());
  const pause = workPausedFrom
    ? { from: formatDay(workPausedFrom), lastWorkingDay: formatDay(addDays(workPausedFrom, -1)), started: workPausedFrom <= today }
    : null;
  return (
    <p role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {teamTexts.paymentOverdue(paymentOverdueSince ? formatDayOf(paymentOverdueSince) : null, pause)} {teamTexts.payFrom}{' '}
      <Link to="/subscription" className="font-semibold underline">
        Subscriptions
      </Link>
      . {teamTexts.noNewTalent}
    </p>
  );
}
