import { useEffect } from 'react';
import { onSessionEnded } from './session-events';
import { useLoginPanel } from './login-panel';
import { useSession } from './session';

export const SESSION_ENDED_NOTICE = 'Your session has ended. Please log in again.';

/**
 * When the server answers 401 to a call that carried the stored token (expired or revoked),
 * the user is signed out and the login panel opens with a short notice; the page stays where it
 * is, so logging in again carries on there.
 */
export function SessionEndedWatcher() {
  const { endSession } = useSession();
  const { openWithNotice } = useLoginPanel();
  useEffect(
    () =>
      onSessionEnded(() => {
        endSession(SESSION_ENDED_NOTICE);
        openWithNotice(SESSION_ENDED_NOTICE);
      }),
    [endSession, openWithNotice],
  );
  return null;
}
