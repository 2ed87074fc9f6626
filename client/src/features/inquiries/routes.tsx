import type { RouteObject } from 'react-router';

/** The admin dashboard of inquiries, a lazy module (see app/router.tsx). Rendered inside RequireAdmin. */
export const inquiriesRoutes: RouteObject[] = [
  { path: 'inquiries', lazy: async () => ({ Component: (await import('./InquiriesPage')).InquiriesPage }) },
];
