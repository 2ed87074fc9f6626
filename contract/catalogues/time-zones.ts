/** Time zones a booking can be made in (spec: UTC, EST, CST, MST, PST). */
export const timeZones = ['UTC', 'EST', 'CST', 'MST', 'PST'] as const;
export type TimeZone = (typeof timeZones)[number];

export const timeZoneLabels: Record<TimeZone, string> = {
  UTC: 'UTC — Coordinated Universal Time',
  EST: 'EST — Eastern Time',
  CST: 'CST — Central Time',
  MST: 'MST — Mountain Time',
  PST: 'PST — Pacific Time',
};
