import { plainText } from './common.js';

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const isoDateField = plainText('Start date', 10).refine(isIsoDate, 'Start date must be a date (YYYY-MM-DD).');

/** Whether Intl knows `value` as a time zone (America/New_York, UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function dateIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The first Monday-to-Friday day after today in `timeZone`: the assign dialog's default start date. */
export function nextBusinessDay(timeZone: string, now: Date = new Date()): string {
  const day = new Date(`${dateIn(timeZone, now)}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}
