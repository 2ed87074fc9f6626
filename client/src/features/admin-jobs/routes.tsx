import type { RouteObject } from 'react-router';

/**
 * The routes of this feature, as lazy modules (see app/router.tsx); rendered inside RequireAdmin.
 * A job's applicants (/job/:id/applicants) belong to the applicants feature.
 */
export const adminJobsRoutes: RouteObject[] = [
  {
    path: 'adminjobspage',
    lazy: async () => ({ Component: (await import('./jobs/AdminJobsPage')).AdminJobsPage }),
  },
  {
    // One posting as admins see it, inactive ones too (the public /job/:id answers 404 for those).
    path: 'adminjobspage/:id',
    lazy: async () => ({ Component: (await import('./job/AdminJobPage')).AdminJobPage }),
  },
];
