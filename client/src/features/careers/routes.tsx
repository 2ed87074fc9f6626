import type { RouteObject } from 'react-router';

/**
 * The pages the server renders with the job board's data: /career, whose list of jobs brings the
 * data layer when it becomes live (see CareersPage), and a job, whose loader hands it its job
 * (detail/job-page-loader.ts). They sit among the public pages of app/router.tsx.
 */
export const jobBoardRoutes: RouteObject[] = [
  { path: 'career', lazy: async () => ({ Component: (await import('./CareersPage')).CareersPage }) },
  {
    path: 'job/:id',
    lazy: async () => {
      const [{ JobDetailPage }, { jobPageLoader }] = await Promise.all([import('./detail/JobDetailPage'), import('./detail/job-page-loader')]);
      return { Component: JobDetailPage, loader: jobPageLoader };
    },
  },
];

/** The application form, which reads its job through the API as it loads: in the data layer's route (see app/router.tsx). */
export const careersRoutes: RouteObject[] = [
  { path: 'application/:id', lazy: async () => ({ Component: (await import('./application/ApplicationPage')).ApplicationPage }) },
];
