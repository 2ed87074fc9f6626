import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '@contract/users';
import { rendersLikeServer } from './server-html';
import { clearSession, readStoredUser, storageKeys, storeSession } from './storage';
import { useReadAfterHydration } from './use-after-hydration';

type SessionContextValue = {
  /** The stored login/register response, or null for a visitor. */
  user: SessionUser | null;
  /** Stores the whole response under `user` and its token under `token`. */
  signIn: (user: SessionUser) => void;
  /** Removes `user` and `token`. */
  signOut: () => void;
  /**
   * Signs out because the server no longer accepts the token, keeping `endedNotice` until the
   * next sign-in, so guarded pages wait for the login rather than sending the user away.
   */
  endSession: (notice: string) => void;
  /** Why the session ended, while nobody has signed in since; else null. */
  endedNotice: string | null;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // Server HTML is rendered for a visitor; the stored user is read once the page has hydrated.
  const [user, setUser] = useState<SessionUser | null>(() => (rendersLikeServer() ? null : readStoredUser()));
  const [endedNotice, setEndedNotice] = useState<string | null>(null);

  useReadAfterHydration(() => setUser(readStoredUser()));

  // Another tab signing in or out changes local storage; follow it so tabs never disagree.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === null || event.key === storageKeys.user) setUser(readStoredUser());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback((next: SessionUser) => {
    storeSession(next);
    setUser(next);
    setEndedNotice(null);
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setUser(null);
    setEndedNotice(null);
  }, []);
  const endSession = useCallback((notice: string) => {
    clearSession();
    setUser(null);
    setEndedNotice(notice);
  }, []);

  const value = useMemo(
    () => ({ user, signIn, signOut, endSession, endedNotice }),
    [user, signIn, signOut, endSession, endedNotice],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
