import type { RouteObject } from 'react-router';

/** Admin only (rendered inside RequireAdmin): the Timesheets list. */
export const adminTimesheetsRoutes: RouteObject[] = [
  { path: 'admintimesheets', lazy: async () => ({ Component: (await import('./TimesheetsPage')).TimesheetsPage }) },
];
