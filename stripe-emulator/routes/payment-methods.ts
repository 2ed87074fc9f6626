import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { StripeApiError, invalidRequest, missingParam, resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { listAnswer } from '../list.js';
import { declinedMessage } from '../objects/payment.js';
import { buildCardPaymentMethod, cardNumberOf, testCardOfToken, testCards } from '../objects/payment-method.js';
import { customerOrThrow } from '../payments.js';
import { expandParam, metadataParam, optionalString, requiredString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

/**
 * A card from one of Stripe's test tokens (`tok_visa`, `tok_chargeCustomerFail`,
 * `tok_authenticationRequired`…) or test payment methods (`pm_card_visa`…), as Stripe's own
 * tests make cards without a browser.
 */
function paymentMethodFromTestCard(context: EmulatorContext, name: string, param: string, metadata: Stripe.Metadata = {}): Stripe.PaymentMethod {
  const number = testCardOfToken(name);
  const card = number ? testCards[number] : undefined;
  if (!card) throw resourceMissing(name.startsWith('tok_') ? 'token' : 'PaymentMethod', name, param);
  const now = context.clock.now();
  const paymentMethod = buildCardPaymentMethod(
    { card, expMonth: 12, expYear: new Date(now * 1000).getUTCFullYear() + 3, billingDetails: { address: null, email: null, name: null }, customer: null },
    now,
  );
  paymentMethod.metadata = metadata;
  context.store.state.paymentMethods[paymentMethod.id] = paymentMethod;
  return paymentMethod;
}

/** Card payment methods: made by the hosted pages, or from a test token and attached through the API. */
export function paymentMethodRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.post('/v1/payment_methods', async function createPaymentMethod(request) {
    const params = requestParams(request);
    const type = requiredString(params, 'type');
    if (type !== 'card') throw invalidRequest(`The Stripe emulator makes card payment methods only (got '${type}').`, 'type');
    const token = optionalString(params, 'card.token');
    if (!token) throw missingParam('card[token]');
    const paymentMethod = paymentMethodFromTestCard(context, token, 'card[token]', metadataParam(params));
    store.save();
    return expandObject(store, paymentMethod, expandParam(params));
  });

  app.post('/v1/payment_methods/:id/attach', async function attachPaymentMethod(request) {
    const params = requestParams(request);
    const customer = customerOrThrow(context, requiredString(params, 'customer'));
    const id = idParam(request);
    // Stripe's test payment methods (pm_card_visa…) attach as a new copy each time.
    const paymentMethod = id.startsWith('pm_card_') ? paymentMethodFromTestCard(context, id, 'payment_method') : store.state.paymentMethods[id];
    if (!paymentMethod) throw resourceMissing('PaymentMethod', id, 'payment_method');
    if (paymentMethod.customer && paymentMethod.customer !== customer.id) {
      throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
    }
    // Attaching checks the card with its issuer, which refuses Stripe's always-declined card.
    if (testCards[cardNumberOf(paymentMethod)]?.declines) throw new StripeApiError(402, 'card_error', declinedMessage, 'card_declined');
    if (paymentMethod.customer === customer.id) return expandObject(store, paymentMethod, expandParam(params));
    paymentMethod.customer = customer.id;
    store.save();
    await context.events.publish([{ type: 'payment_method.attached', data: { object: paymentMethod } }]);
    return expandObject(store, paymentMethod, expandParam(params));
  });

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
