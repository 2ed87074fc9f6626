import type Stripe from 'stripe';
import { endSubscription } from './billing-cycle.js';
import type { EmulatorContext } from './context.js';
import { invalidRequest, resourceMissing } from './errors.js';
import type { EventBody } from './objects/event.js';
import { firstItem } from './objects/subscription.js';
import { attachedPaymentMethodOrThrow } from './payments.js';
import { changeQuantity, type QuantityChangeRequest } from './quantity-change.js';

export interface SubscriptionChanges {
  /** A timestamp, or null to remove a scheduled cancellation. */
  cancelAt?: number | null;
  cancelAtPeriodEnd?: boolean;
  /** Why it ends (the portal records 'cancellation_requested'). */
  cancellationDetails?: { reason: Stripe.Subscription.CancellationDetails.Reason | null };
  /** A payment method attached to the customer, or null to clear it. */
  defaultPaymentMethod?: string | null;
  /** Merged into the metadata; an empty string removes a key, as in Stripe. */
  metadata?: Record<string, string>;
  /** `items[0][id]` and `items[0][quantity]`, with how it is prorated and paid. */
  quantity?: QuantityChangeRequest;
}

export function subscriptionOrThrow(context: EmulatorContext, subscriptionId: string): Stripe.Subscription {
  const subscription = context.store.state.subscriptions[subscriptionId];
  if (!subscription) throw resourceMissing('subscription', subscriptionId);
  return subscription;
}

export async function updateSubscription(context: EmulatorContext, subscriptionId: string, changes: SubscriptionChanges) {
  const subscription = subscriptionOrThrow(context, subscriptionId);
  if (subscription.status === 'canceled' && (changes.cancelAt !== undefined || changes.cancelAtPeriodEnd !== undefined || changes.quantity)) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const before = structuredClone(subscription);
  const now = context.clock.now();
  if (changes.defaultPaymentMethod) {
    attachedPaymentMethodOrThrow(context, String(subscription.customer), changes.defaultPaymentMethod, 'default_payment_method');
  }
  if (changes.cancelAt !== undefined && changes.cancelAt !== null && changes.cancelAt <= now) throw invalidRequest('cancel_at must be in the future.', 'cancel_at');
  // The card first, so a quantity change charges it; then the quantity, which may still be refused: the card is put back then.
  if (changes.defaultPaymentMethod !== undefined) subscription.default_payment_method = changes.defaultPaymentMethod;
  let quantityEvents: EventBody[] = [];
  try {
    if (changes.quantity) quantityEvents = changeQuantity(context, subscription, changes.quantity);
  } catch (error) {
    subscription.default_payment_method = before.default_payment_method;
    throw error;
  }
  if (changes.cancellationDetails) {
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, ...subscription.cancellation_details, ...changes.cancellationDetails };
  }
  if (changes.cancelAt !== undefined) {
    subscription.cancel_at = changes.cancelAt;
    subscription.cancel_at_period_end = false;
  }
  if (changes.cancelAtPeriodEnd !== undefined) {
    // Current API versions express "at period end" as cancel_at set to the period's end.
    subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
    subscription.cancel_at = changes.cancelAtPeriodEnd ? firstItem(subscription).current_period_end : null;
  }
  if (changes.cancelAt !== undefined || changes.cancelAtPeriodEnd !== undefined) {
    subscription.canceled_at = subscription.cancel_at === null ? null : now;
  }
  if (changes.metadata) {
    for (const [key, value] of Object.entries(changes.metadata)) {
      if (value === '') delete subscription.metadata[key];
      else subscription.metadata[key] = value;
    }
  }
  const previousAttributes = changedFields(before, subscription);
  context.store.save();
  const updated: EventBody[] =
    Object.keys(previousAttributes).length > 0 ? [{ type: 'customer.subscription.updated', data: { object: subscription, previous_attributes: previousAttributes } }] : [];
  await context.events.publish([...quantityEvents, ...updated]);
  return subscription;
}

export async function cancelSubscription(context: EmulatorContext, subscriptionId: string) {
  const subscription = subscriptionOrThrow(context, subscriptionId);
  if (subscription.status === 'canceled') {
    throw invalidRequest(`Subscription ${subscriptionId} has already been canceled.`);
  }
  const now = context.clock.now();
  subscription.canceled_at = now;
  const events = endSubscription(context, subscription, now);
  context.store.save();
  await context.events.publish(events);
  return subscription;
}

const watchedFields = [
  'cancel_at',
  'cancel_at_period_end',
  'canceled_at',
  'cancellation_details',
  'default_payment_method',
  'items',
  'latest_invoice',
  'metadata',
  'pending_update',
  'status',
] as const;

function changedFields(before: Stripe.Subscription, after: Stripe.Subscription): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const field of watchedFields) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changed[field] = before[field];
  }
  return changed;
}
