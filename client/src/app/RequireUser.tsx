import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '@/lib/login-path';
import { useSession } from '@/lib/session';

/**
 * Guards pages for any signed-in user (customer or admin): a visitor is sent to the login panel,
 * which brings them back here once logged in. Someone who logs out here goes home instead: the
 * logout's own navigation may come a moment after the session is gone, and must not meet a login panel.
 */
export function RequireUser() {
  const { user } = useSession();
  const location = useLocation();
  const [arrivedSignedIn] = useState(user !== null);
  if (!user) {
    return <Navigate to={arrivedSignedIn ? '/' : loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
