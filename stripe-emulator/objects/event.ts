import Stripe from 'stripe';
import { newId } from '../ids.js';

/** `type` and `data` of one event type, kept paired so `data.object` matches the type. */
export type EventBody = Stripe.Event extends infer E ? (E extends Stripe.Event ? Pick<E, 'type' | 'data'> : never) : never;

export function buildEvent(body: EventBody, now: number): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    ...body,
  } satisfies Stripe.Event;
}
