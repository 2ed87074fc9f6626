import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '@/lib/login-path';
import { useSession } from '@/lib/session';

/**
 * Guards pages for any signed-in user (customer or admin): a visitor is sent to the login panel,
 * which brings them back here once logged in.
 */
export function RequireUser() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
