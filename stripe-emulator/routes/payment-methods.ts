import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { listAnswer } from '../list.js';
import { expandParam, optionalString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

/** Card payment methods, made by the hosted checkout and the customer portal; read-only over the API. */
export function paymentMethodRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.get('/v1/payment_methods/:id', async function retrievePaymentMethod(request) {
    const id = idParam(request);
    const paymentMethod = store.state.paymentMethods[id];
    if (!paymentMethod) throw resourceMissing('payment_method', id);
    return expandObject(store, paymentMethod, expandParam(requestParams(request)));
  });

  app.get('/v1/payment_methods', async function listPaymentMethods(request) {
    const params = requestParams(request);
    const customer = optionalString(params, 'customer');
    const type = optionalString(params, 'type');
    const paymentMethods = Object.values(store.state.paymentMethods).filter(
      (paymentMethod) => (customer === undefined || paymentMethod.customer === customer) && (type === undefined || paymentMethod.type === type),
    );
    return listAnswer(store, paymentMethods, params, '/v1/payment_methods');
  });
}
