import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx). Rendered inside RequireAdmin. */
export const applicantsRoutes: RouteObject[] = [
  { path: 'applicants', lazy: async () => ({ Component: (await import('./ApplicantsPage')).ApplicantsPage }) },
  {
    path: 'applicantDetails/:id',
    lazy: async () => ({ Component: (await import('./ApplicantDetailsPage')).ApplicantDetailsPage }),
  },
  // One job's applicants: the same list, narrowed to the job (linked from the jobs dashboard).
  {
    path: 'job/:id/applicants',
    lazy: async () => ({ Component: (await import('./JobApplicantsPage')).JobApplicantsPage }),
  },
];
