import type { Region } from '../../../contract/catalogues/regions.js';
import { isTimeZone, workingWeek, type WorkingHours } from '../../../contract/placements.js';

/** The customer's time zone when the admin names none: the main business zone of the region they buy from. */
const regionTimeZones: Record<Region, string> = {
  US: 'America/New_York',
  AU: 'Australia/Sydney',
  CAN: 'America/Toronto',
};

export function timeZoneOfRegion(region: string): string {
  return regionTimeZones[region as Region] ?? 'UTC';
}

/** 40 hours, Monday to Friday, 9:00 to 17:00 in the customer's time zone. */
export function workingHoursIn(timeZone: string): WorkingHours {
  return { ...workingWeek, timeZone: isTimeZone(timeZone) ? timeZone : 'UTC' };
}

/** "40 h a week, Monday to Friday, 09:00–17:00 (America/New_York)": how the e-mails say it. */
export function describeWorkingHours(hours: WorkingHours): string {
  return `${hours.hoursPerWeek} h a week, ${hours.days}, ${hours.start}–${hours.end} (${hours.timeZone})`;
}
