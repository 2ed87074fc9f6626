import type { SessionUser } from '@contract/users';
import { hasAdminAccess, isTalentOnly } from '@/lib/session';

/** Admin counts a menu link shows as a badge (keys of the admin overview). */
export type NavBadge = 'unreadInquiries' | 'unreadMessages' | 'newApplicants';
export type NavBadgeCounts = Partial<Record<NavBadge, number>>;
export const navBadgeWords: Record<NavBadge, string> = { unreadInquiries: 'unread', unreadMessages: 'unread', newApplicants: 'new' };

/**
 * A navbar link; `scrollTo` names the section the target page scrolls to (see ScrollManager);
 * `badge` names the count shown beside it.
 */
export type NavItem = { label: string; to: string; scrollTo?: string; badge?: NavBadge };
export type NavMenu = { label: string; items: readonly NavItem[] };

/**
 * Links every visitor sees before the Services menu (admin spec item 16 lists the team page too;
 * Careers was only in the footer, issue 20).
 */
export const primaryLinks: readonly NavItem[] = [
  { label: 'About Us', to: '/about', scrollTo: 'history' },
  { label: 'Team', to: '/aboutteam' },
  { label: 'Culture', to: '/culture' },
  { label: 'Careers', to: '/career' },
];

/** A signed-in customer's menu. */
export const userMenu: NavMenu = {
  label: 'User',
  items: [
    { label: 'Subscriptions', to: '/subscription' },
    { label: 'Your team', to: '/team' },
    { label: 'Your Payments', to: '/payments' },
    { label: 'Account security', to: '/account/security' },
  ],
};

/** A placed talent's menu: their week and their account, nothing of customers or admins. */
export const talentMenu: NavMenu = {
  label: 'Account',
  items: [
    { label: 'My work', to: '/my-work' },
    { label: 'Account security', to: '/account/security' },
  ],
};

/** An admin's own account menu. */
const accountMenu: NavMenu = {
  label: 'Account',
  items: [{ label: 'Account security', to: '/account/security' }],
};

/** Admin-only menus. */
export const adminMenus: readonly NavMenu[] = [
  {
    label: 'Page Admin',
    items: [
      { label: 'Overview', to: '/admin' },
      { label: 'Jobs', to: '/adminjobspage' },
      { label: 'Applicants', to: '/applicants', badge: 'newApplicants' },
      { label: 'Staffing', to: '/staffing' },
      { label: 'Timesheets', to: '/admintimesheets' },
      { label: 'Inquiries', to: '/inquiries', badge: 'unreadInquiries' },
      { label: 'Messages', to: '/messages', badge: 'unreadMessages' },
      { label: 'Franchise applications', to: '/franchise-applications' },
      { label: 'Team Builder', to: '/teambuilder' },
      { label: 'Franchising', to: '/franchising' },
      { label: 'Audit log', to: '/admin/audit-log' },
    ],
  },
  {
    label: 'Transactions',
    items: [
      { label: 'Payments', to: '/payments' },
      { label: 'Subscriptions', to: '/subscription' },
      { label: 'Customers', to: '/customers' },
      { label: 'Refunds', to: '/refunds' },
    ],
  },
  accountMenu,
];

/**
 * The menus a user sees besides the public ones. An admin who must still set up two-step sign-in
 * sees only their account's: every admin page would send them there (RequireAdmin). A talent sees
 * their own menu (My work, account security).
 */
export function menusFor(user: Pick<SessionUser, 'isAdmin' | 'isTalent' | 'isCustomer' | 'secondFactorEnrolmentRequired'> | null): readonly NavMenu[] {
  if (!user) return [];
  if (isTalentOnly(user)) return [talentMenu];
  // One account with both roles: the customer's menu and the talent's work.
  if (user.isTalent) return [userMenu, { label: 'Work', items: [{ label: 'My work', to: '/my-work' }] }];
  if (!user.isAdmin) return [userMenu];
  return hasAdminAccess(user) ? adminMenus : [accountMenu];
}

export function serviceHref(roleKey: string): string {
  return `/services/${roleKey}`;
}
