import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx). Rendered inside RequireAdmin. */
export const applicantsRoutes: RouteObject[] = [
  { path: 'applicants', lazy: async () => ({ Component: (await import('./ApplicantsPage')).ApplicantsPage }) },
  {
    path: 'applicantDetails/:id',
    lazy: async () => ({ Component: (await import('./ApplicantDetailsPage')).ApplicantDetailsPage }),
  },
];
