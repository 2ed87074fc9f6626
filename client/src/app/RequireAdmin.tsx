import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';
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
  // Where admins must use two-step sign-in and this one has not set it up, the server refuses every
  // admin call (403 auth.second_factor_required): the set-up page comes first.
  if (user.secondFactorEnrolmentRequired) return <Navigate to="/account/security" replace />;
  return children ?? <Outlet />;
}
