import { useEffect, useState } from 'react';
import { afterHydrationTurns } from './hydration-turns';
import { rendersLikeServer } from './server-html';

/**
 * For what only the browser knows (the stored user, the remembered country): on a page hydrated
 * from server HTML, which rendered without it, `readIntoState` runs once every part of the page
 * has hydrated (see hydration-turns.ts); on a page rendered in the browser the state already
 * started from it, and nothing runs.
 */
export function useReadAfterHydration(readIntoState: () => void): void {
  // Whether this component's first render had to match the server's, taken then: hydration may
  // have ended by the time its effect runs.
  const [startedAsServerHtml] = useState(rendersLikeServer);
  useEffect(() => {
    if (!startedAsServerHtml) return;
    let mounted = true;
    void afterHydrationTurns().then(() => {
      if (mounted) readIntoState();
    });
    return () => {
      mounted = false;
    };
    // Once, when the component mounts: the setter it calls never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A value only the browser knows (what it stored, today's date): undefined in server HTML and while
 * the page hydrates it, so both render alike; read once the page has hydrated. On a page rendered
 * in the browser, or one the visitor moves to after that, it is read at once.
 */
export function useBrowserValue<T>(read: () => T): T | undefined {
  const [value, setValue] = useState<T | undefined>(() => (rendersLikeServer() ? undefined : read()));
  useReadAfterHydration(() => setValue(() => read()));
  return value;
}
