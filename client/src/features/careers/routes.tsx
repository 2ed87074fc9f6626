import type { RouteObject } from 'react-router';

/** The careers pages, as lazy modules (see app/router.tsx): the job board, a job, and its application form. */
export const careersRoutes: RouteObject[] = [
  { path: 'career', lazy: async () => ({ Component: (await import('./CareersPage')).CareersPage }) },
  { path: 'job/:id', lazy: async () => ({ Component: (await import('./detail/JobDetailPage')).JobDetailPage }) },
  { path: 'application/:id', lazy: async () => ({ Component: (await import('./application/ApplicationPage')).ApplicationPage }) },
];
