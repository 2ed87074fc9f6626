import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { hasAdminAccess, secondFactorSetupPath, useSession } from '@/lib/session';
import { useSignInFirst } from './RequireUser';

/**
 * Guards admin routes: a visitor is sent to the login panel and brought back, as on every guarded
 * page (and a session the server has just ended keeps the page, asking to log in again); a
 * customer or a talent is sent home (replacing the history entry); an admin sees the child route.
 * The server checks admin rights again on every call.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const signInFirst = useSignInFirst();
  if (signInFirst) return signInFirst;
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  if (!hasAdminAccess(user)) return <Navigate to={secondFactorSetupPath} replace />;
  return children ?? <Outlet />;
}
