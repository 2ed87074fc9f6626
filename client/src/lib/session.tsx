import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SessionUser } from '@contract/users';
import { clearSession, parseStoredUser, storageKeys, storeSession } from './storage';
import { useStoredText } from './use-stored-raw';

type SessionActions = {
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

type SessionValue = SessionActions & {
  /** The stored login/register response, or null for a visitor. */
  user: SessionUser | null;
  /**
   * False in server HTML and while it hydrates, before the stored session is read: `user` is then
   * null for everyone. What differs between a visitor and a user is kept unseen until then
   * (`awaitingStored`), so the first paint never shows a signed-in user 'Log in'.
   */
  known: boolean;
};

const SessionContext = createContext<SessionActions | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [endedNotice, setEndedNotice] = useState<string | null>(null);
  const signIn = useCallback((next: SessionUser) => {
    storeSession(next);
    setEndedNotice(null);
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setEndedNotice(null);
  }, []);
  const endSession = useCallback((notice: string) => {
    clearSession();
    setEndedNotice(notice);
  }, []);
  const value = useMemo(() => ({ signIn, signOut, endSession, endedNotice }), [signIn, signOut, endSession, endedNotice]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Where a user sets up two-step sign-in (and an admin who must, is sent). */
export const secondFactorSetupPath = '/account/security';

/**
 * An admin who may use the admin pages now. Where admins must use two-step sign-in and this one
 * has not set it up yet, the server refuses every admin call (403 auth.second_factor_required),
 * so the admin menus, badges and pages wait until they have (the set-up page comes first).
 */
export function hasAdminAccess(user: Pick<SessionUser, 'isAdmin' | 'secondFactorEnrolmentRequired'> | null): boolean {
  return user?.isAdmin === true && user.secondFactorEnrolmentRequired !== true;
}

/**
 * A talent's account that is no customer's: it has its work and nothing of a customer's. An
 * account with both roles (a customer who accepted a talent's invitation) is a customer too.
 */
export function isTalentOnly(user: Pick<SessionUser, 'isTalent' | 'isCustomer'> | null): boolean {
  return user?.isTalent === true && user.isCustomer !== true;
}

/** Signed in, and the address not verified yet (sessions stored before verification existed say nothing, and pass). */
export function awaitsEmailVerification(user: Pick<SessionUser, 'emailVerified'> | null): boolean {
  return user?.emailVerified === false;
}

/**
 * The signed-in user and the session's actions. Each component reads the stored user itself
 * (useStoredRaw), so a part of a page that React hydrates later (a Suspense boundary) hydrates as
 * the server rendered it, for a visitor, and shows the user right after; every reader follows a
 * sign-in or sign-out, in this tab or another, at once.
 */
export function useSession(): SessionValue {
  const actions = useContext(SessionContext);
  if (!actions) throw new Error('useSession must be used inside <SessionProvider>');
  const stored = useStoredText(storageKeys.user);
  const user = useMemo(() => parseStoredUser(stored ?? null), [stored]);
  return { ...actions, user, known: stored !== undefined };
}

/**
 * The `onSuccess` of a call that answers the signed-in user (register, the login's second step, a
 * talent's invitation): the answer is stored as the session, then `onSignedIn` runs.
 */
export function useSignedInAnswer(onSignedIn: (user: SessionUser) => void) {
  const { signIn } = useSession();
  return ({ body: user }: { body: SessionUser }) => {
    signIn(user);
    onSignedIn(user);
  };
}

/**
 * Props for a part that depends on what the browser has stored (the session, the region): while
 * it is unread, the part keeps its place but is not shown (`[data-awaits-stored]` in index.css),
 * instead of showing the visitor's or the default answer and then changing.
 */
export function awaitingStored(known: boolean): { 'data-awaits-stored'?: '' } {
  return known ? {} : { 'data-awaits-stored': '' };
}
