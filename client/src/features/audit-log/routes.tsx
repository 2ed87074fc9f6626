import type { RouteObject } from 'react-router';

/** The admin audit log; rendered inside RequireAdmin (see app/router.tsx). */
export const adminAuditLogRoutes: RouteObject[] = [
  { path: 'admin/audit-log', lazy: async () => ({ Component: (await import('./AuditLogPage')).AuditLogPage }) },
];
