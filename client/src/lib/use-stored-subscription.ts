import { useMemo } from 'react';
import type { SubscriptionSelection } from '@contract/subscription-selection';
import { storageKeys } from './storage';
import { parseStoredSubscription } from './subscription';
import { useStoredText } from './use-stored-raw';

/**
 * The plan chosen on the pricing page: undefined in server HTML and until local storage has been
 * read (the page shows a frame of the same size), then the stored selection, or null when none was chosen.
 */
export function useStoredSubscription(): SubscriptionSelection | null | undefined {
  const stored = useStoredText(storageKeys.subscription);
  return useMemo(() => (stored === undefined ? undefined : parseStoredSubscription(stored)), [stored]);
}
