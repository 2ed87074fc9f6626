import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx); rendered inside RequireAdmin. */
export const adminJobsRoutes: RouteObject[] = [
  {
    path: 'adminjobspage',
    lazy: async () => ({ Component: (await import('./jobs/AdminJobsPage')).AdminJobsPage }),
  },
  {
    path: 'job/:id/applicants',
    lazy: async () => ({ Component: (await import('./applicants/JobApplicantsPage')).JobApplicantsPage }),
  },
];
