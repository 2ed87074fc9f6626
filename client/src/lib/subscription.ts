import { subscriptionSelectionSchema, type SubscriptionSelection } from '@contract/subscription-selection';
import { readJson, removeKey, storageKeys, writeJson } from './storage';

/** The plan chosen on the pricing page, or null when none is stored or it is not a valid selection. */
export function readSubscription(): SubscriptionSelection | null {
  const parsed = subscriptionSelectionSchema.safeParse(readJson(storageKeys.subscription));
  return parsed.success ? parsed.data : null;
}

export function storeSubscription(selection: SubscriptionSelection): void {
  writeJson(storageKeys.subscription, selection);
}

export function clearSubscription(): void {
  removeKey(storageKeys.subscription);
}
