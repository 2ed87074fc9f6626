import type { RouteObject } from 'react-router';

/**
 * The job board, /career: a page that shows what the server rendered, whose list of jobs brings the
 * data layer when it becomes live (see CareersPage), so it sits among the public pages of app/router.tsx.
 */
export const jobBoardRoutes: RouteObject[] = [{ path: 'career', lazy: async () => ({ Component: (await import('./CareersPage')).CareersPage }) }];

/** The careers pages that read through the API as they load, as lazy modules (see app/router.tsx): a job, and its application form. */
export const careersRoutes: RouteObject[] = [
  { path: 'job/:id', lazy: async () => ({ Component: (await import('./detail/JobDetailPage')).JobDetailPage }) },
  { path: 'application/:id', lazy: async () => ({ Component: (await import('./application/ApplicationPage')).ApplicationPage }) },
];
