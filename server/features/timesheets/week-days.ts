import { CONTRACTED_HOURS_PER_DAY, datesCovered, isWeekend } from '../../../contract/placement-dates.js';

/** A pause of a placement (its subscription's payment overdue): first and last paused day, the last null while it lasts. */
export interface PauseSpan {
  firstDay: string;
  lastDay: string | null;
}

/** Which of `dates` fall within one of the pauses, as the timesheets' day rule (migration 0024's trigger) reads them. */
export function datesPaused(dates: readonly string[], pauses: readonly PauseSpan[]): boolean[] {
  return dates.map((date) => pauses.some((pause) => date >= pause.firstDay && (pause.lastDay === null || date <= pause.lastDay)));
}

/**
 * A week's days for a placement: which take hours (covered by it, and not paused), which are
 * paused, and the contracted hours, 8 for each working day that takes hours: a paused day is
 * neither worked nor owed.
 */
export function weekDaysOf(dates: readonly string[], placement: { startDate: string; endDate: string | null }, pauses: readonly PauseSpan[]) {
  const covered = datesCovered(dates, placement.startDate, placement.endDate);
  const pausedDays = datesPaused(dates, pauses).map((paused, day) => paused && covered[day] === true);
  const workDays = covered.map((isCovered, day) => isCovered && !pausedDays[day]);
  const contractedHours = dates.filter((date, day) => workDays[day] && !isWeekend(date)).length * CONTRACTED_HOURS_PER_DAY;
  return { workDays, pausedDays, contractedHours };
}
