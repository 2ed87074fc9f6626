import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useLoginPanel } from '@/lib/login-panel';
import { useSession } from '@/lib/session';
import { Button } from '@/ui/Button';

/**
 * Guards admin routes: a visitor or a customer is sent home (replacing the history entry);
 * an admin sees the child route. The server checks admin rights again on every call.
 * When the session has just ended (the server refused the token), the page stays and asks the
 * user to log in again, so they carry on where they were.
 */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user, endedNotice } = useSession();
  const loginPanel = useLoginPanel();
  if (!user?.isAdmin) {
    if (endedNotice && !user) {
      return (
        <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-16">
          <p role="status" className="text-lg text-slate-800">
            {endedNotice}
          </p>
          <Button onClick={() => loginPanel.openWithNotice(endedNotice)}>Log in</Button>
        </div>
      );
    }
    return <Navigate to="/" replace />;
  }
  return children ?? <Outlet />;
}
