import { Link } from 'react-router';
import { overduePauseDays, paymentOverdueTexts } from '@contract/billing';
import { dateIn } from '@contract/placement-dates';
import type { TeamSubscription } from '@contract/placements';
import { browserTimeZone, formatDay, formatDayOf } from '@/features/placements/placement-format';

/**
 * An overdue payment in one line, in the same words as the banner on /subscription: since when,
 * the day the team's work is paused from (already, or once the grace period ends), then where to
 * pay (the invoice and the card are on /subscription). "Today" is the team's, in its placements' zone.
 */
export function PaymentOverdueNotice({ subscription }: { subscription: TeamSubscription }) {
  const { paymentOverdueSince, workPausedFrom } = subscription;
  const filled = subscription.seats.find((seat) => seat.state === 'filled');
  const today = dateIn(filled?.state === 'filled' ? filled.placement.workingHours.timeZone : browserTimeZone());
  const days = overduePauseDays(workPausedFrom, today);
  const pause = days ? { ...days, from: formatDay(days.from), lastWorkingDay: formatDay(days.lastWorkingDay) } : null;
  return (
    <p role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      {paymentOverdueTexts.status(paymentOverdueSince ? formatDayOf(paymentOverdueSince) : null, pause)} {paymentOverdueTexts.payFrom}{' '}
      <Link to="/subscription" className="font-semibold underline">
        Subscriptions
      </Link>
      . {paymentOverdueTexts.noNewTalent}
    </p>
  );
}
