import { queryRoots, staleAfter } from '@/lib/query-keys';

/** Billing's resources: those only this feature reads have their roots here rather than in lib/query-keys.ts. */
const roots = {
  subscriptions: ['subscriptions'],
  /** The admin home marks failed refunds handled, so this root is shared. */
  payments: queryRoots.payments,
  /** The paying accounts with their totals (admin). */
  customers: ['customers'],
  /** Active subscriptions, recurring revenue and this month's refunds (admin). */
  revenue: ['revenue-summary'],
} as const;

type View = 'admin' | 'customer';

/** Billing's query keys. The admin's lists and a customer's own are two routes each, so each view has its own prefix. */
export const billingKeys = {
  subscriptionLists: (view: View) => [...roots.subscriptions, 'list', view] as const,
  subscriptionList: (view: View, params: object) => [...billingKeys.subscriptionLists(view), params] as const,
  paymentLists: (view: View) => [...roots.payments, 'list', view] as const,
  paymentList: (view: View, params: object) => [...billingKeys.paymentLists(view), params] as const,
  /** The customer's invoices on /payments: under payments, so a refund or a checkout refreshes them. */
  invoiceList: (params: object) => [...roots.payments, 'invoices', params] as const,
  /** The next charges on /subscription (Stripe's previews): under subscriptions, so a cancel refreshes them. */
  nextCharges: [...roots.subscriptions, 'next-charges'] as const,
  /** Your team's seats and extra hours waiting (GET /team/billing): under subscriptions, so a cancel or a paid checkout refreshes them. */
  teamBilling: [...roots.subscriptions, 'team-billing'] as const,
  customerList: (params: object) => [...roots.customers, 'list', params] as const,
  revenue: roots.revenue,
  accounts: ['billing', 'accounts'] as const,
  /** A paid checkout's confirmation: outside every root above, so the refetches it causes never send it again. */
  checkoutConfirmation: (sessionId: string) => ['billing', 'checkout-confirmation', sessionId] as const,
};

/**
 * What each billing change makes stale: a cancel changes subscriptions, customers (their active
 * count), the revenue summary and the team it staffs; a refund changes payments, customers (total
 * paid) and the summary; a paid checkout changes all of them.
 */
export const billingStaleAfter = {
  cancel: [roots.subscriptions, roots.customers, roots.revenue, ...staleAfter.subscriptionCancel],
  refund: [roots.payments, roots.customers, roots.revenue],
  checkout: [roots.subscriptions, roots.payments, roots.customers, roots.revenue],
};
