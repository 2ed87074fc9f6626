/**
 * React Query keys, one set per API resource. They live here rather than in a feature because a
 * change in one feature makes another's lists stale (an edited job changes the public board,
 * the admin list and the applicants' job-title filter), and features do not import each other.
 * A mutation invalidates the `all` key of every resource it changes.
 */
export const jobsKeys = {
  all: ['jobs'] as const,
  /** The public board (GET /jobs/active). */
  active: () => [...jobsKeys.all, 'active'] as const,
  /** One job as the detail and application pages read it; `viewer` because admins also see inactive jobs. */
  detail: (id: string, viewer: string) => [...jobsKeys.all, 'detail', id, viewer] as const,
  /** The admin table's pages (GET /jobs/all with paging). */
  adminLists: () => [...jobsKeys.all, 'admin-list'] as const,
  adminList: (params: object) => [...jobsKeys.adminLists(), params] as const,
  /** Every job's title, for the applicants' job filter. */
  titles: () => [...jobsKeys.all, 'titles'] as const,
  applicantCount: (jobId: string) => [...jobsKeys.all, 'applicant-count', jobId] as const,
};

export const applicantsKeys = {
  all: ['applicants'] as const,
  /** Every list of applicants: all of them, or one job's (`params` holds the jobId then). */
  lists: () => [...applicantsKeys.all, 'list'] as const,
  list: (params: object) => [...applicantsKeys.lists(), params] as const,
  detail: (id: string) => [...applicantsKeys.all, 'detail', id] as const,
};

/** Subscriptions: the admin's lists (everyone's, or one customer's) and a customer's own. */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  lists: () => [...subscriptionsKeys.all, 'list'] as const,
  list: (view: 'admin' | 'customer', params: object) => [...subscriptionsKeys.lists(), view, params] as const,
};

/** Payments with their refunds: the admin's lists (payments, refunds screen) and a customer's own. */
export const paymentsKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentsKeys.all, 'list'] as const,
  list: (view: 'admin' | 'customer', params: object) => [...paymentsKeys.lists(), view, params] as const,
};

/** The paying accounts with their totals (admin). */
export const customersKeys = {
  all: ['customers'] as const,
  list: (params: object) => [...customersKeys.all, 'list', params] as const,
};

/** Active subscriptions, recurring revenue and this month's refunds (admin). */
export const revenueKeys = {
  all: ['revenue-summary'] as const,
};

/**
 * The admin inbox: inquiries, messages, franchise applications and the overview counts (admin home
 * and menu badges). Marking an inquiry read changes a list and the counts, so one key covers all.
 */
export const inboxKeys = {
  all: ['inbox'] as const,
  overview: () => [...inboxKeys.all, 'overview'] as const,
  undeliveredMail: () => [...inboxKeys.all, 'undelivered-mail'] as const,
  inquiryList: (params: object) => [...inboxKeys.all, 'inquiries', params] as const,
  messageList: (params: object) => [...inboxKeys.all, 'messages', params] as const,
  franchiseList: (params: object) => [...inboxKeys.all, 'franchise-applications', params] as const,
};

/** New leads show up on the admin screens within this time, without a reload. */
export const INBOX_REFRESH_MS = 15_000;

/** The signed-in account's second factor (GET /users/second-factor). */
export const secondFactorKeys = {
  all: ['second-factor'] as const,
  status: (userId: string) => [...secondFactorKeys.all, 'status', userId] as const,
};

/**
 * Placements: the Staffing list, the hired talents not yet placed, and a customer's team. An
 * assignment, an ending or a replacement changes all of them, and the admin home's counts and charts.
 */
export const placementsKeys = {
  all: ['placements'] as const,
  staffingLists: () => [...placementsKeys.all, 'staffing'] as const,
  staffingList: (params: object) => [...placementsKeys.staffingLists(), params] as const,
  talents: (params: object) => [...placementsKeys.all, 'talents', params] as const,
  team: () => [...placementsKeys.all, 'team'] as const,
  /** One subscription's Staffing row and history (admin): also read by billing's cancel dialog. */
  staffingSubscription: (subscriptionId: string) => [...placementsKeys.all, 'subscription', subscriptionId] as const,
};

/** The admin home's charts (revenue, applications, seats, days to fill). */
export const adminChartsKeys = {
  all: ['admin-charts'] as const,
};
