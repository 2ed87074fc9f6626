import { useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => {};

/**
 * Renders `children` only in the browser once the page is interactive, and `fallback` on the
 * server and in the first (hydrating) render, so both agree. For parts that are all behavior
 * (a form with its validation), whose code then downloads after the page is interactive.
 */
export function AfterHydration({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return hydrated ? children : fallback;
}
