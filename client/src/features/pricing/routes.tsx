import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx). */
export const pricingRoutes: RouteObject[] = [
  { path: 'pricing', lazy: async () => ({ Component: (await import('./PricingPage')).PricingPage }) },
];
