import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { hasAdminAccess, secondFactorSetupPath, useSession } from '@/lib/session';
import { SessionEndedPrompt } from './SessionEndedPrompt';

/**
 * Guards admin routes: a visitor or a customer is sent home (replacing the history entry);
 * an admin sees the child route. The server checks admin rights again on every call.
 * When the session has just ended (the server refused the token), the page stays and asks the
 * user to log in again, so they carry on where they were.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, endedNotice } = useSession();
  if (!user?.isAdmin) {
    if (endedNotice && !user) return <SessionEndedPrompt notice={endedNotice} />;
    return <Navigate to="/" replace />;
  }
  if (!hasAdminAccess(user)) return <Navigate to={secondFactorSetupPath} replace />;
  return children ?? <Outlet />;
}
