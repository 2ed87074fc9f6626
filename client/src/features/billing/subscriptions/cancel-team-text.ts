import type { SubscriptionRecord } from '@contract/billing';
import { lastDayBefore } from '@contract/placement-dates';
import { formatCalendarDay } from '@/lib/dates';
import type { TeamMember } from '@/features/billing/api/use-team-of-subscription';

/**
 * When a cancel from the site ends the subscription: at the end of the paid period, or at an end
 * already set that comes sooner (a fixed term's last month); as the server's cancel sets it.
 */
export function endOfCancel(record: Pick<SubscriptionRecord, 'currentPeriodEnd' | 'cancelAt'>): Date | null {
  const periodEnd = record.currentPeriodEnd ? new Date(record.currentPeriodEnd) : null;
  const cancelAt = record.cancelAt ? new Date(record.cancelAt) : null;
  if (periodEnd && cancelAt) return cancelAt < periodEnd ? cancelAt : periodEnd;
  return periodEnd ?? cancelAt;
}

const listOf = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/**
 * What the cancel does to the team, in one or two sentences: "Ana and Ben keep working until
 * December 28, 2026, then their placements end." Each talent's last day is reckoned in their
 * placement's time zone, as the server will end it (`lastDayBefore`), never in the browser's.
 */
export function cancelTeamText(members: TeamMember[], end: Date | null): string {
  if (members.length === 0) return 'No talent works on this subscription, so no placement ends; we stop recruiting for its seats.';
  if (!end) return 'Your team keeps working until the subscription ends, then their placements end.';
  const days = members.map((member) => ({ ...member, lastDay: lastDayBefore(member.timeZone, end, member.startDate) }));
  const working = days.filter((member) => member.lastDay >= member.startDate);
  const neverStarting = days.filter((member) => member.lastDay < member.startDate);
  const sentences: string[] = [];
  if (working.length > 0) {
    const byDay = new Map<string, string[]>();
    for (const member of working) byDay.set(member.lastDay, [...(byDay.get(member.lastDay) ?? []), member.name]);
    const [first, ...others] = [...byDay.entries()].map(([day, names]) => ({ day: formatCalendarDay(day), names }));
    const lead = `${listOf(first!.names)} ${first!.names.length === 1 ? 'keeps' : 'keep'} working until ${first!.day}`;
    const rest = others.map(({ day, names }) => `${listOf(names)} until ${day}`);
    const ending = working.length === 1 ? 'then their placement ends' : 'then their placements end';
    sentences.push(`${[lead, ...rest].join(', ')}, ${ending}.`);
  }
  if (neverStarting.length > 0) {
    const names = neverStarting.map((member) => `${member.name} (from ${formatCalendarDay(member.startDate)})`);
    sentences.push(`${listOf(names)} will not start.`);
  }
  return sentences.join(' ');
}
