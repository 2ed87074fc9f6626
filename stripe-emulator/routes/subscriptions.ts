import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { RecurringInterval } from '../clock.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { expandObject } from '../expand.js';
import type { FormObject } from '../form-params.js';
import { listAnswer } from '../list.js';
import { firstItem } from '../objects/subscription.js';
import { enumParam, expandParam, metadataParam, nullableString, optionalBoolean, optionalInteger, optionalString, requiredString } from '../params.js';
import type { QuantityChangeRequest } from '../quantity-change.js';
import { idParam, requestParams } from '../request-params.js';
import { cancelSubscription, subscriptionOrThrow, updateSubscription } from '../subscription-changes.js';
import { createSubscription } from '../subscription-create.js';

const intervals: readonly string[] = ['day', 'week', 'month', 'year'] satisfies RecurringInterval[];

export function subscriptionRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.post('/v1/subscriptions', async function createSubscriptionRoute(request) {
    const params = requestParams(request);
    const cancelAt = optionalString(params, 'cancel_at');
    if (cancelAt !== undefined && !/^\d+$/.test(cancelAt)) throw invalidRequest(`Invalid timestamp: ${cancelAt}`, 'cancel_at');
    const subscription = await createSubscription(context, {
      customer: requiredString(params, 'customer'),
      ...readItem(params),
      defaultPaymentMethod: optionalString(params, 'default_payment_method') || undefined,
      metadata: metadataParam(params),
      description: nullableString(params, 'description'),
      cancelAt: cancelAt === undefined ? undefined : Number(cancelAt),
    });
    return expandObject(store, subscription, expandParam(params));
  });

  app.get('/v1/subscriptions/:id', async function retrieveSubscription(request) {
    return expandObject(store, subscriptionOrThrow(context, idParam(request)), expandParam(requestParams(request)));
  });

  app.get('/v1/subscriptions', async function listSubscriptions(request) {
    const params = requestParams(request);
    const customer = optionalString(params, 'customer');
    // Stripe's default list leaves canceled subscriptions out; `status=all` includes them.
    const status = optionalString(params, 'status');
    const subscriptions = Object.values(store.state.subscriptions).filter(
      (subscription) =>
        (customer === undefined || subscription.customer === customer) &&
        (status === 'all' || (status === undefined ? subscription.status !== 'canceled' : subscription.status === status)),
    );
    return listAnswer(store, subscriptions, params, '/v1/subscriptions');
  });

  app.post('/v1/subscriptions/:id', async function updateSubscriptionRoute(request) {
    const params = requestParams(request);
    const current = subscriptionOrThrow(context, idParam(request));
    const subscription = await updateSubscription(context, idParam(request), {
      cancelAt: cancelAtParam(params, current),
      cancelAtPeriodEnd: optionalBoolean(params, 'cancel_at_period_end'),
      defaultPaymentMethod: nullableString(params, 'default_payment_method'),
      metadata: params.metadata === undefined ? undefined : metadataParam(params),
      quantity: quantityChangeParams(params, current),
    });
    return expandObject(store, subscription, expandParam(params));
  });

  app.delete('/v1/subscriptions/:id', async function cancelSubscriptionRoute(request) {
    const subscription = await cancelSubscription(context, idParam(request));
    return expandObject(store, subscription, expandParam(requestParams(request)));
  });
}

/** What Stripe accepts beside `payment_behavior=pending_if_incomplete` (docs: billing/subscriptions/pending-updates-reference). */
const pendingUpdateParams = new Set([
  'add_invoice_items',
  'billing_cycle_anchor',
  'expand',
  'items',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'trial_end',
  'trial_from_plan',
]);

/**
 * `items[0][id]` with its `quantity`, `proration_behavior` (Stripe's default `create_prorations`),
 * `proration_date` and `payment_behavior`. Adding or replacing a price is not served.
 */
function quantityChangeParams(params: FormObject, subscription: Stripe.Subscription): QuantityChangeRequest | undefined {
  const paymentBehavior = enumParam(params, 'payment_behavior', ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete']);
  if (paymentBehavior === 'default_incomplete' || paymentBehavior === 'error_if_incomplete') {
    throw invalidRequest(`The emulator does not serve payment_behavior=${paymentBehavior}: use pending_if_incomplete, or allow_incomplete (the default).`, 'payment_behavior');
  }
  if (paymentBehavior === 'pending_if_incomplete') {
    const refused = Object.keys(params).filter((name) => !pendingUpdateParams.has(name));
    if (refused.length > 0) {
      throw invalidRequest(
        `The following parameters cannot be used with payment_behavior=pending_if_incomplete: ${refused.join(', ')}. Only ${[...pendingUpdateParams].join(', ')} can be.`,
        refused[0],
      );
    }
  }
  const prorationBehavior = enumParam(params, 'proration_behavior', ['always_invoice', 'create_prorations', 'none']) ?? 'create_prorations';
  const prorationDate = optionalInteger(params, 'proration_date');
  const items = params.items;
  if (items === undefined) return undefined;
  if (!Array.isArray(items) || items.length === 0) throw invalidRequest('Invalid array', 'items');
  if (items.length > 1) throw invalidRequest('The emulator serves subscriptions with one item: change items[0] only.', 'items');
  const itemId = optionalString(params, 'items.0.id');
  if (!itemId) throw invalidRequest('The emulator serves quantity changes of the existing item: give items[0][id] (adding a price is not served).', 'items[0][id]');
  const quantity = optionalInteger(params, 'items.0.quantity') ?? firstItem(subscription).quantity ?? 1;
  return { itemId, quantity, prorationBehavior, prorationDate, paymentBehavior: paymentBehavior ?? 'allow_incomplete' };
}

/** The one item a subscription made here has: `items[0][price_data]` against a product, and a quantity. */
function readItem(params: FormObject) {
  const items = params.items;
  if (!Array.isArray(items) || items.length === 0) throw invalidRequest('Missing required param: items.', 'items', 'parameter_missing');
  if (items.length > 1) throw invalidRequest('The emulator serves one item per subscription.', 'items');
  const interval = requiredString(params, 'items.0.price_data.recurring.interval');
  if (!intervals.includes(interval)) throw invalidRequest('Invalid items[0][price_data][recurring][interval]: must be one of day, week, month, or year', 'items[0][price_data][recurring][interval]');
  const unitAmount = optionalInteger(params, 'items.0.price_data.unit_amount');
  if (unitAmount === undefined || unitAmount < 0) throw invalidRequest('Missing required param: items[0][price_data][unit_amount].', 'items[0][price_data][unit_amount]', 'parameter_missing');
  const intervalCount = optionalInteger(params, 'items.0.price_data.recurring.interval_count') ?? 1;
  if (intervalCount < 1) throw invalidRequest('The recurring interval must be at least one day and at most three years.', 'items[0][price_data][recurring][interval_count]');
  const quantity = optionalInteger(params, 'items.0.quantity') ?? 1;
  if (quantity < 1) throw invalidRequest('Quantity must be at least 1.', 'items[0][quantity]');
  return {
    quantity,
    priceData: {
      currency: requiredString(params, 'items.0.price_data.currency').toLowerCase(),
      product: requiredString(params, 'items.0.price_data.product'),
      unitAmount,
      interval: interval as RecurringInterval,
      intervalCount,
    },
  };
}

/**
 * `cancel_at`: a timestamp, an empty value to remove the scheduled cancellation, or
 * `min_period_end`/`max_period_end` (the end of the current period; there is one item).
 */
function cancelAtParam(params: FormObject, subscription: Stripe.Subscription): number | null | undefined {
  const value = optionalString(params, 'cancel_at');
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (value === 'min_period_end' || value === 'max_period_end') return firstItem(subscription).current_period_end;
  if (!/^\d+$/.test(value)) throw invalidRequest(`Invalid timestamp: ${value}`, 'cancel_at');
  return Number(value);
}
