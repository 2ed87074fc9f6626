import type { SessionUser } from '@contract/users';
import { isTalentOnly } from '@/lib/session';

/** Where a talent's account lands once logged in: their week (the timesheets feature's page). */
export const TALENT_HOME = '/my-work';
/** Where an admin lands once logged in: the admin home. */
export const ADMIN_HOME = '/admin';

type LoggedIn = Pick<SessionUser, 'isAdmin' | 'isTalent' | 'isCustomer'>;

/**
 * Where the login route sends someone on their way to `next` (home when nothing asked for a page):
 * a talent there when it is one of their own pages (My work, account security), else My work, since
 * customer and admin pages are not theirs; an admin there, or the admin home instead of the
 * marketing home; a customer there.
 */
export function landingAfterLogin(user: LoggedIn, next: string): string {
  if (isTalentOnly(user)) return next.startsWith(TALENT_HOME) || next.startsWith('/account/') ? next : TALENT_HOME;
  if (user.isAdmin && next === '/') return ADMIN_HOME;
  return next;
}

/** Pages of a mailed link that is spent once used: a login there goes on, as from home. */
const SPENT_LINK_PAGES = ['/resetpassword/'];
/** Pages of a mailed link that a login carries on (the invitation links the account it logs in to). */
const CARRIED_ON_PAGES = ['/talent-invitation/'];

/**
 * Where the login panel, opened on `pathname`, sends someone once logged in; null to stay. A page
 * that asked for the login to carry on (a session that ended there, `carryOn`) is kept; so is /login,
 * whose route decides. Otherwise a talent goes to My work and an admin to the admin home, and a
 * customer stays where they were, but for a spent link's page, which sends them home.
 */
export function landingFromPanel(user: LoggedIn, pathname: string, carryOn: boolean): { to: string; replace: boolean } | null {
  if (carryOn || pathname === '/login' || CARRIED_ON_PAGES.some((page) => pathname.startsWith(page))) return null;
  const spent = SPENT_LINK_PAGES.some((page) => pathname.startsWith(page));
  const to = landingAfterLogin(user, spent || user.isAdmin || isTalentOnly(user) ? '/' : pathname);
  return to === pathname ? null : { to, replace: spent };
}
