import type { RouteObject } from 'react-router';

/**
 * The routes of this feature, as lazy modules (see app/router.tsx). Both pages are prerendered
 * without the subscription kept in the browser, which they read once hydrated (sending a visitor
 * without one home).
 */
export const bookingRoutes: RouteObject[] = [
  { path: 'getstarted', lazy: async () => ({ Component: (await import('./GetStartedPage')).GetStartedPage }) },
  {
    path: 'purchasedisclaimer',
    lazy: async () => ({ Component: (await import('./PurchaseDisclaimerPage')).PurchaseDisclaimerPage }),
  },
];
