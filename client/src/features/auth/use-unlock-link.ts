import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { serverMessageOf } from '@/lib/api-errors';
import { useLoginPanel } from '@/lib/login-panel';
import { useLoginUnlock } from './api/use-login-unlock';

export const UNLOCK_FAILED = 'Sign-in attempts could not be reset. Please try again.';

/**
 * The link of the "someone is trying to log in" e-mail, `/login?unlock=<token>`: sends the token
 * once (it is single use), drops it from the address so a reload does not send it again, and says
 * how it went above the login form: reset, or the server's words for a bad or expired link.
 */
export function useUnlockLink() {
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('unlock');
  const { openWithNotice } = useLoginPanel();
  const { mutate: redeem } = useLoginUnlock();
  // Strict mode runs the effect twice: the token goes out once.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    redeem(
      { body: { token } },
      {
        onSuccess: (answer) => openWithNotice(answer.body.message),
        onError: (error) => openWithNotice(serverMessageOf(error, UNLOCK_FAILED, 'message')),
      },
    );
    setSearchParams(
      (params) => {
        params.delete('unlock');
        return params;
      },
      { replace: true },
    );
  }, [token, redeem, openWithNotice, setSearchParams]);
}
