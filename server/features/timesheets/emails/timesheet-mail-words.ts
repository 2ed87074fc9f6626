import { formatDay } from '../../../../contract/dates.js';

/** 'Monday, March 9, 2026' from '2026-03-09': a calendar day, the same in every time zone. */
export function dayWords(isoDate: string): string {
  return formatDay(isoDate, 'weekday-long');
}

export const hoursWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;

export const isoDay = /^\d{4}-\d{2}-\d{2}$/;
