/**
 * The emulator's own time: the wall clock plus an offset that tests move forward, so a month of
 * billing takes no real time. Persisted with the state so a restart keeps the same "now".
 */
export class EmulatorClock {
  constructor(private offsetSeconds = 0) {}

  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  advance(seconds: number) {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('The clock only moves forward.');
    this.offsetSeconds += Math.floor(seconds);
  }

  advanceTo(timestamp: number) {
    const ahead = timestamp - this.now();
    if (ahead > 0) this.offsetSeconds += ahead;
  }

  get offset() {
    return this.offsetSeconds;
  }
}

export type RecurringInterval = 'day' | 'week' | 'month' | 'year';

/**
 * The end of the `periods`-th period after `anchor`, as Stripe bills: months keep the anchor's day
 * of month, clamped to the month's last day (an anchor on 31 Jan renews on 28/29 Feb, then 31 Mar).
 */
export function periodEnd(anchor: number, interval: RecurringInterval, periods: number): number {
  if (interval === 'day') return anchor + periods * 86_400;
  if (interval === 'week') return anchor + periods * 7 * 86_400;
  const start = new Date(anchor * 1000);
  const months = interval === 'month' ? periods : periods * 12;
  const targetMonth = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(targetMonth / 12);
  const month = ((targetMonth % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(
    year,
    month,
    Math.min(start.getUTCDate(), lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
  );
  return Math.floor(end / 1000);
}
