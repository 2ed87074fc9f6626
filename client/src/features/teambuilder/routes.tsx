import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx). */
export const teambuilderRoutes: RouteObject[] = [
  { path: 'teambuilder', lazy: async () => ({ Component: (await import('./TeamBuilderPage')).TeamBuilderPage }) },
];
