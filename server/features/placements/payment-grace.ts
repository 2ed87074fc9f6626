import { addDays, dateIn } from '../../../contract/placement-dates.js';

const DAY_MS = 86_400_000;

/**
 * The grace period of an overdue payment ends `graceDays` × 24 h after it was first found overdue.
 * The first paused day of a placement is the day after the one the grace ends in, in the placement's
 * time zone (a grace ending at 10:00 leaves the talent that whole day), and never before its first
 * day. Reckoned the same in TypeScript (/team's warning) and in SQL (the task that pauses:
 * payment-grace.sql.ts).
 */
export function firstPausedDay(pastDueSince: Date, graceDays: number, placement: { timeZone: string; startDate: string }): string {
  const graceEnd = new Date(pastDueSince.getTime() + graceDays * DAY_MS);
  const day = addDays(dateIn(placement.timeZone, new Date(graceEnd.getTime() - 1)), 1);
  return day < placement.startDate ? placement.startDate : day;
}

/**
 * While a subscription's payment is overdue, the first day its team's work is paused: the earliest
 * open pause's, or, before the grace ends, the first day after it for the placements that still
 * work then. Null when it is paid, or nobody on the team would be paused.
 */
export function workPausedFrom(
  subscription: { status: string; pastDueSince: Date | null },
  team: readonly { pausedFrom: string | null; timeZone: string; startDate: string; endDate: string | null }[],
  graceDays: number,
): string | null {
  if (subscription.status !== 'past_due') return null;
  const paused = team.flatMap((placement) => (placement.pausedFrom ? [placement.pausedFrom] : []));
  const { pastDueSince } = subscription;
  const ahead = pastDueSince
    ? team.flatMap((placement) => {
        const day = firstPausedDay(pastDueSince, graceDays, placement);
        return placement.endDate === null || placement.endDate >= day ? [day] : [];
      })
    : [];
  return [...(paused.length > 0 ? paused : ahead)].sort()[0] ?? null;
}
