import type { RouteObject } from 'react-router';

/** A placed talent's week (rendered inside the talent's guard). */
export const talentTimesheetsRoutes: RouteObject[] = [
  {
    path: 'my-work',
    lazy: async () => ({
      Component: (await import('./my-work/MyWorkPage')).MyWorkPage,
    }),
  },
];

/** Admin only (rendered inside RequireAdmin): the Timesheets list. */
export const adminTimesheetsRoutes: RouteObject[] = [
  { path: 'admintimesheets', lazy: async () => ({ Component: (await import('./admin/TimesheetsPage')).TimesheetsPage }) },
];
