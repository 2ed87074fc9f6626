import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { expandObject } from '../expand.js';
import type { FormObject } from '../form-params.js';
import { listAnswer } from '../list.js';
import { firstItem } from '../objects/subscription.js';
import { expandParam, metadataParam, nullableString, optionalBoolean, optionalString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';
import { cancelSubscription, subscriptionOrThrow, updateSubscription } from '../subscription-changes.js';

export function subscriptionRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

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
    const subscription = await updateSubscription(context, idParam(request), {
      cancelAt: cancelAtParam(params, subscriptionOrThrow(context, idParam(request))),
      cancelAtPeriodEnd: optionalBoolean(params, 'cancel_at_period_end'),
      defaultPaymentMethod: nullableString(params, 'default_payment_method'),
      metadata: params.metadata === undefined ? undefined : metadataParam(params),
    });
    return expandObject(store, subscription, expandParam(params));
  });

  app.delete('/v1/subscriptions/:id', async function cancelSubscriptionRoute(request) {
    const subscription = await cancelSubscription(context, idParam(request));
    return expandObject(store, subscription, expandParam(requestParams(request)));
  });
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
