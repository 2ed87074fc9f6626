import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';

/**
 * Guards admin routes: a visitor or a customer is sent home (replacing the history entry);
 * an admin sees the child route. The server checks admin rights again on every call.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
