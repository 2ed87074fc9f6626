import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The roots of the query keys that cross features: a write in one feature makes another's reads
 * stale (an edited job changes the public board, the admin table and the applicants' job-title
 * filter), and features do not import each other. Each feature builds its own keys under these
 * roots in its api folder (`features/<feature>/api/<feature>-keys.ts`); a resource only one
 * feature reads keeps its root there too.
 */
export const queryRoots = {
  jobs: ['jobs'],
  applicants: ['applicants'],
  /** The admin inbox: inquiries, messages, franchise applications and what the admin home lists as needing attention. */
  inbox: ['inbox'],
  /** GET /admin/overview: the admin home's counts, which the menu's badges read too. */
  adminOverview: ['admin-overview'],
  /** The admin home's charts (revenue, applications, seats, days to fill). */
  adminCharts: ['admin-charts'],
  /** Placements: Staffing, the talents not yet placed, a customer's team. */
  placements: ['placements'],
  /** Payments and their refunds (billing's lists), which the admin home's failed-refund list changes too. */
  payments: ['payments'],
} as const;

/** The reads two features share one cache entry of, so each one's key is written once. */
export const sharedKeys = {
  /** GET /team: the customer's team page (placements) and the cancel dialog (billing). */
  team: [...queryRoots.placements, 'team'],
  /** GET /staffing/subscriptions/{id}: Staffing's history (placements) and the admin's cancel dialog (billing). */
  staffingSubscription: (subscriptionId: string) => [...queryRoots.placements, 'subscription', subscriptionId] as const,
  /** GET /billing/online-order: whether the cap keeps room for tax, for the pricing cards (pricing) and the disclaimer (booking), read through lib/online-order-terms. */
  onlineOrderTerms: ['online-order-terms'],
} as const;

/** What a write makes stale outside its own feature: every read under these roots is fetched again. */
export const staleAfter = {
  /** A job added, edited or switched: the board, the job pages, the admin table, the title filter, and the applicants (each shows its job's title). */
  jobChange: [queryRoots.jobs, queryRoots.applicants],
  /** An inquiry or message read or commented: every inbox list, and the counts on the admin home and in the menu. */
  inboxChange: [queryRoots.inbox, queryRoots.adminOverview],
  /** A seat assigned, ended or replaced, or refused: Staffing, the teams, the admin home's counts and seat charts. */
  staffingChange: [queryRoots.placements, queryRoots.adminOverview, queryRoots.adminCharts],
  /** A subscription cancelled: the team it staffs shows its last day (on /team and in Staffing). */
  subscriptionCancel: [queryRoots.placements],
  /** A failed refund marked handled: the admin home's list of them, and the payment it shows on (billing). */
  refundHandled: [queryRoots.inbox, queryRoots.payments],
  /** A week settled, an e-mail sent again: the admin home's counts. */
  adminCountsChange: [queryRoots.adminOverview],
} as const;

/** Marks every read under `keys` stale: those on screen are fetched again now, the rest when next shown. */
export async function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
