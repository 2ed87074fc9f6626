import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx). */
export const messagesRoutes: RouteObject[] = [
  { path: 'message-us', lazy: async () => ({ Component: (await import('./MessageUsPage')).MessageUsPage }) },
];
