import type { RouteObject } from 'react-router';

/** The checkout pages, open to anyone (each page handles a missing selection or session itself). */
export const checkoutRoutes: RouteObject[] = [
  { path: 'payment', lazy: async () => ({ Component: (await import('./checkout/PaymentPage')).PaymentPage }) },
  { path: 'payment-success', lazy: async () => ({ Component: (await import('./checkout/PaymentSuccessPage')).PaymentSuccessPage }) },
  { path: 'payment-failure', lazy: async () => ({ Component: (await import('./checkout/PaymentFailurePage')).PaymentFailurePage }) },
];
