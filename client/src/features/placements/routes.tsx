import type { RouteObject } from 'react-router';

/** Admin only (rendered inside RequireAdmin): the Staffing list. */
export const adminPlacementsRoutes: RouteObject[] = [
  { path: 'staffing', lazy: async () => ({ Component: (await import('./staffing/StaffingPage')).StaffingPage }) },
];

/** A signed-in customer's team (rendered inside RequireUser). */
export const customerPlacementsRoutes: RouteObject[] = [{ path: 'team', lazy: async () => ({ Component: (await import('./team/TeamPage')).TeamPage }) }];
