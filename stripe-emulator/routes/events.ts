import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { listAnswer } from '../list.js';
import { expandParam, optionalString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

/** Stripe's maximum number of `types[]` in one list call. */
const MAX_TYPES = 20;

/** Events as the API serves them, for an app that re-reads an event instead of trusting the webhook body. */
export function eventRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.get('/v1/events/:id', async function retrieveEvent(request) {
    const id = idParam(request);
    const event = store.state.events.find((candidate) => candidate.id === id);
    if (!event) throw resourceMissing('event', id);
    return expandObject(store, event, expandParam(requestParams(request)));
  });

  app.get('/v1/events', async function listEvents(request) {
    const params = requestParams(request);
    const type = optionalString(params, 'type');
    const types = Array.isArray(params.types) ? params.types.filter((entry): entry is string => typeof entry === 'string') : undefined;
    if (type !== undefined && types !== undefined) throw invalidRequest('You may only specify one of these parameters: type, types.', 'types');
    // Stripe's cap: a reconciliation that handles more types must split its calls.
    if (types !== undefined && types.length > MAX_TYPES) throw invalidRequest(`Invalid array: must contain at most ${MAX_TYPES} elements`, 'types');
    const deliverySuccess = optionalString(params, 'delivery_success');
    if (deliverySuccess !== undefined && deliverySuccess !== 'true' && deliverySuccess !== 'false') {
      throw invalidRequest('Invalid boolean: ' + deliverySuccess, 'delivery_success');
    }
    // Stripe: false lists events whose delivery has not succeeded yet (pending or refused); an
    // event no endpoint listens for was never due anywhere, so it is not among them.
    const delivered = (eventId: string) => {
      const delivery = store.state.deliveries[eventId];
      if (delivery?.noEndpoint) return true;
      const status = delivery?.lastStatus ?? null;
      return status !== null && status >= 200 && status < 300;
    };
    const events = store.state.events.filter(
      (event) =>
        (type === undefined || event.type === type) &&
        (types === undefined || types.includes(event.type)) &&
        (deliverySuccess === undefined || delivered(event.id) === (deliverySuccess === 'true')),
    );
    return listAnswer(store, events, params, '/v1/events');
  });
}
