import type { RouteObject } from 'react-router';

/** The checkout pages, open to anyone (each page handles a missing selection or session itself). */
export const checkoutRoutes: RouteObject[] = [
  { path: 'payment', lazy: async () => ({ Component: (await import('./checkout/PaymentPage')).PaymentPage }) },
  { path: 'payment-success', lazy: async () => ({ Component: (await import('./checkout/PaymentSuccessPage')).PaymentSuccessPage }) },
  { path: 'payment-failure', lazy: async () => ({ Component: (await import('./checkout/PaymentFailurePage')).PaymentFailurePage }) },
];

/** For any signed-in user: an admin sees everyone's records, a customer their own. */
export const accountBillingRoutes: RouteObject[] = [
  { path: 'subscription', lazy: async () => ({ Component: (await import('./subscriptions/SubscriptionsPage')).SubscriptionsPage }) },
  { path: 'payments', lazy: async () => ({ Component: (await import('./payments/PaymentsPage')).PaymentsPage }) },
];

/** Admin only. */
export const adminBillingRoutes: RouteObject[] = [
  { path: 'customers', lazy: async () => ({ Component: (await import('./customers/CustomersPage')).CustomersPage }) },
  { path: 'refunds', lazy: async () => ({ Component: (await import('./refunds/RefundsPage')).RefundsPage }) },
];
