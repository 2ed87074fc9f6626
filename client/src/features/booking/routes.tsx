import type { RouteObject } from 'react-router';

/**
 * The routes of this feature, as lazy modules (see app/router.tsx). Both pages show the
 * subscription kept in this browser (and send a visitor without one home), so the server has
 * nothing to render for them: `browserOnly` makes it answer the app shell (ssr/route-kinds.ts).
 */
export const bookingRoutes: RouteObject[] = [
  { path: 'getstarted', handle: { browserOnly: true }, lazy: async () => ({ Component: (await import('./GetStartedPage')).GetStartedPage }) },
  {
    path: 'purchasedisclaimer',
    handle: { browserOnly: true },
    lazy: async () => ({ Component: (await import('./PurchaseDisclaimerPage')).PurchaseDisclaimerPage }),
  },
];
