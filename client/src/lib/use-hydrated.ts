import { useSyncExternalStore } from 'react';

const nothingToSubscribe = () => () => {};

/**
 * False in server HTML and while React hydrates it, true from then on (and at once in a page the
 * browser renders itself): React's own way (`useSyncExternalStore`'s server snapshot) to render
 * what only the browser knows without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  );
}
