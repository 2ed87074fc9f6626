import type { z } from 'zod';
import { subscriptionSelectionSchema, type SubscriptionSelection } from '@contract/subscription-selection';
import { parseJson, readJson, removeKey, storageKeys, writeJson } from './storage';
import { storeSubscription } from './subscription-store';

function parseSelection(value: unknown): SubscriptionSelection | null {
  const parsed = subscriptionSelectionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The plan chosen on the pricing page, or null when none is stored or it is not a valid selection. */
export function readSubscription(): SubscriptionSelection | null {
  return parseSelection(readJson(storageKeys.subscription));
}

/** The plan in the text stored under `subscription`, or null when it is not a valid selection. */
export function parseStoredSubscription(raw: string | null): SubscriptionSelection | null {
  return parseSelection(parseJson(raw));
}

export function clearSubscription(): void {
  removeKey(storageKeys.subscription);
}

/**
 * The spec clears the chosen subscription once checkout has been asked for (or failed). Keep a
 * copy aside instead of losing it, so the failure page's 'Retry Payment' can put it back. It takes
 * the selection as the checkout route does (read back through the schema, which fills defaults).
 */
export function setSubscriptionAsideForRetry(selection: z.input<typeof subscriptionSelectionSchema>): void {
  writeJson(storageKeys.checkoutSelection, selection);
  clearSubscription();
}

/** Puts the selection set aside at checkout back as the chosen subscription; false when there is none. */
export function restoreSubscriptionForRetry(): boolean {
  const selection = parseSelection(readJson(storageKeys.checkoutSelection));
  if (!selection) return false;
  storeSubscription(selection);
  return true;
}

/** The payment went through: nothing is left to retry. */
export function forgetCheckoutSelection(): void {
  removeKey(storageKeys.checkoutSelection);
}
