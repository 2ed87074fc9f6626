import type { RouteObject } from 'react-router';

/** The routes of this feature, as lazy modules (see app/router.tsx). */
export const messagesRoutes: RouteObject[] = [
  { path: 'message-us', lazy: async () => ({ Component: (await import('./MessageUsPage')).MessageUsPage }) },
];

/** The admin dashboard of messages; rendered inside RequireAdmin. */
export const adminMessagesRoutes: RouteObject[] = [
  { path: 'messages', lazy: async () => ({ Component: (await import('./admin/MessagesPage')).MessagesPage }) },
];
