import { useState, type ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '@/lib/login-path';
import { useSession } from '@/lib/session';
import { SessionEndedPrompt } from './SessionEndedPrompt';

/**
 * Guards pages for any signed-in user (customer or admin): a visitor is sent to the login panel,
 * which brings them back here once logged in (see `useSignInFirst`).
 */
export function RequireUser() {
  const signInFirst = useSignInFirst();
  return signInFirst ?? <Outlet />;
}

/**
 * What every guarded page shows when nobody is signed in, or null when someone is. A visitor is
 * sent to the login panel, which brings them back here once logged in. Someone who logs out here
 * goes home instead: the logout's own navigation may come a moment after the session is gone, and
 * must not meet a login panel. When the server has just refused the session, the page stays and
 * offers to log in again.
 */
export function useSignInFirst(): ReactElement | null {
  const { user, endedNotice } = useSession();
  const location = useLocation();
  const [arrivedSignedIn] = useState(user !== null);
  if (user) return null;
  if (endedNotice) return <SessionEndedPrompt notice={endedNotice} />;
  return <Navigate to={arrivedSignedIn ? '/' : loginPath(`${location.pathname}${location.search}`)} replace />;
}
