/** Where a talent's account lands once logged in: their week (the timesheets feature's page). */
export const TALENT_HOME = '/my-work';

/**
 * Where a login sends a talent who was on their way to `next`: there, when it is one of their own
 * pages (My work, account security); else My work, since customer and admin pages are not theirs.
 */
export function talentLanding(next: string): string {
  return next.startsWith(TALENT_HOME) || next.startsWith('/account/') ? next : TALENT_HOME;
}
