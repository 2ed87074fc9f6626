import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx). */
export const franchiseRoutes: RouteObject[] = [
  { path: 'franchising', lazy: async () => ({ Component: (await import('./FranchisePage')).FranchisePage }) },
];

/** The admin list of signed contracts; rendered inside RequireAdmin. */
export const adminFranchiseRoutes: RouteObject[] = [
  {
    path: 'franchise-applications',
    lazy: async () => ({ Component: (await import('./admin/FranchiseApplicationsPage')).FranchiseApplicationsPage }),
  },
];
