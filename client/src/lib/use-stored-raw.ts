import { startTransition, useEffect, useState } from 'react';
import { readRaw, subscribeToStorage, type StorageKey } from './storage';
import { useHydrated } from './use-hydrated';

/**
 * The text stored under `key`, kept current as this tab or another writes it; undefined until read.
 * Server HTML is rendered before anything is read, and so is its hydration; the stored value
 * follows in a transition, which React applies only once the parts of the page still waiting to
 * hydrate (its Suspense boundaries) have hydrated as the server rendered them. A page the browser
 * renders itself reads the value at once.
 */
export function useStoredText(key: StorageKey): string | null | undefined {
  const hydrated = useHydrated();
  const [stored, setStored] = useState<string | null | undefined>(() => (hydrated ? readRaw(key) : undefined));
  useEffect(() => {
    const read = () => setStored(readRaw(key));
    startTransition(read);
    return subscribeToStorage(read);
  }, [key]);
  return stored;
}

/** The text stored under `key`, or null: as in server HTML, until it has been read. */
export function useStoredRaw(key: StorageKey): string | null {
  return useStoredText(key) ?? null;
}
