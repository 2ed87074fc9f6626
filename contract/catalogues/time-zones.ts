import { isTimeZone } from '../placement-dates.js';

/**
 * Time zones a booking can be made in, grouped by where the company has offices: the spec's UTC
 * and four US zones (kept as the codes stored since the start), then Canada's and Australia's by
 * their IANA names (decision 0215). The form also offers the visitor's own zone when it is none of these.
 */
export const timeZoneGroups = [
  { label: 'Universal', zones: ['UTC'] },
  { label: 'United States', zones: ['EST', 'CST', 'MST', 'PST'] },
  {
    label: 'Canada',
    zones: ['America/St_Johns', 'America/Halifax', 'America/Toronto', 'America/Winnipeg', 'America/Edmonton', 'America/Vancouver'],
  },
  {
    label: 'Australia',
    zones: ['Australia/Sydney', 'Australia/Brisbane', 'Australia/Adelaide', 'Australia/Darwin', 'Australia/Perth'],
  },
] as const;

export type TimeZone = (typeof timeZoneGroups)[number]['zones'][number];
export const timeZones: readonly TimeZone[] = timeZoneGroups.flatMap((group) => group.zones);

export const timeZoneLabels: Record<TimeZone, string> = {
  UTC: 'UTC — Coordinated Universal Time',
  EST: 'EST — Eastern Time',
  CST: 'CST — Central Time',
  MST: 'MST — Mountain Time',
  PST: 'PST — Pacific Time',
  'America/St_Johns': "Newfoundland Time — St. John's",
  'America/Halifax': 'Atlantic Time — Halifax',
  'America/Toronto': 'Eastern Time — Toronto, Ottawa, Montreal',
  'America/Winnipeg': 'Central Time — Winnipeg',
  'America/Edmonton': 'Mountain Time — Edmonton, Calgary',
  'America/Vancouver': 'Pacific Time — Vancouver',
  'Australia/Sydney': 'Eastern Time — Sydney, Melbourne, Canberra, Hobart',
  'Australia/Brisbane': 'Eastern Time, no daylight saving — Brisbane',
  'Australia/Adelaide': 'Central Time — Adelaide',
  'Australia/Darwin': 'Central Time, no daylight saving — Darwin',
  'Australia/Perth': 'Western Time — Perth',
};

/** How a booking's zone reads: its label when offered, else the zone's own name (a visitor's zone). */
export function timeZoneLabel(zone: string): string {
  return isOfferedTimeZone(zone) ? timeZoneLabels[zone] : zone;
}

export function isOfferedTimeZone(value: string): value is TimeZone {
  return (timeZones as readonly string[]).includes(value);
}

/** Zones a browser may report that keep the same clock as an offered one (US cities use the spec's codes). */
const sameClockAs: Record<string, TimeZone> = {
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  'America/New_York': 'EST',
  'America/Detroit': 'EST',
  'America/Indiana/Indianapolis': 'EST',
  'America/Kentucky/Louisville': 'EST',
  'America/Chicago': 'CST',
  'America/Denver': 'MST',
  'America/Boise': 'MST',
  'America/Los_Angeles': 'PST',
  'America/Montreal': 'America/Toronto',
  'America/Regina': 'America/Winnipeg',
  'Australia/Melbourne': 'Australia/Sydney',
  'Australia/Canberra': 'Australia/Sydney',
  'Australia/Hobart': 'Australia/Sydney',
};

/**
 * What the booking's time zone select starts on for a visitor whose browser reports `zone`: the
 * offered zone with the same clock, else `zone` itself when Intl knows it (the form then adds it
 * as an option), else nothing.
 */
export function bookingZoneFor(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  if (isOfferedTimeZone(zone)) return zone;
  return sameClockAs[zone] ?? (isTimeZone(zone) ? zone : undefined);
}

/** Whether a booking may name `value`: an offered zone, or any zone Intl knows (the visitor's own). */
export function isBookingTimeZone(value: string): boolean {
  return isOfferedTimeZone(value) || isTimeZone(value);
}
