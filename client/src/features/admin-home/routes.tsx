import type { RouteObject } from 'react-router';

/** The admin home, a lazy module (see app/router.tsx). Rendered inside RequireAdmin. */
export const adminHomeRoutes: RouteObject[] = [
  { path: 'admin', lazy: async () => ({ Component: (await import('./AdminHomePage')).AdminHomePage }) },
];
