import type { RouteObject } from 'react-router';

/** Admin only (rendered inside RequireAdmin): the Staffing list. */
export const adminPlacementsRoutes: RouteObject[] = [
  { path: 'staffing', lazy: async () => ({ Component: (await import('./staffing/StaffingPage')).StaffingPage }) },
];

// The customer's /team is composed in the app layer (app/routes/TeamRoute.tsx): it shows the team's timesheets too.
