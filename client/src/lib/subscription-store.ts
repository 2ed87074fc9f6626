import type { SubscriptionSelection } from '@contract/subscription-selection';
import { storageKeys, writeJson } from './storage';

/**
 * Stores the plan chosen on the pricing page. Apart from the readers in subscription.ts, which check
 * what they read against the contract's schema, so the pricing cards (on the home and pricing
 * pages) do not load zod to write a selection they built themselves.
 */
export function storeSubscription(selection: SubscriptionSelection): void {
  writeJson(storageKeys.subscription, selection);
}
