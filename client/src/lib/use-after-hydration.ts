import { useEffect } from 'react';
import { afterHydrationTurns } from './hydration-turns';
import { rendersLikeServer } from './server-html';

/**
 * For what only the browser knows (the stored user, the remembered country): on a page hydrated
 * from server HTML, which rendered without it, `readIntoState` runs once every part of the page
 * has hydrated (see hydration-turns.ts); on a page rendered in the browser the state already
 * started from it, and nothing runs.
 */
export function useReadAfterHydration(readIntoState: () => void): void {
  useEffect(() => {
    if (!rendersLikeServer()) return;
    let mounted = true;
    void afterHydrationTurns().then(() => {
      if (mounted) readIntoState();
    });
    return () => {
      mounted = false;
    };
    // Once, when the provider mounts: the setter it calls never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
