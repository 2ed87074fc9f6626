import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { listAnswer } from '../list.js';
import { submitDisputeEvidence } from '../disputes.js';
import { expandParam, metadataParam, optionalBoolean, optionalInteger, optionalString } from '../params.js';
import { createRefund } from '../refunds.js';
import { idParam, requestParams } from '../request-params.js';

const refundReasons: readonly string[] = ['duplicate', 'fraudulent', 'requested_by_customer'];

/** Payment intents and charges are read-only here; refunds are the one way money moves back. */
export function paymentRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;

  app.get('/v1/payment_intents/:id', async function retrievePaymentIntent(request) {
    const id = idParam(request);
    const paymentIntent = store.state.paymentIntents[id];
    if (!paymentIntent) throw resourceMissing('payment_intent', id);
    return expandObject(store, paymentIntent, expandParam(requestParams(request)));
  });

  app.get('/v1/charges/:id', async function retrieveCharge(request) {
    const id = idParam(request);
    const charge = store.state.charges[id];
    if (!charge) throw resourceMissing('charge', id);
    return expandObject(store, charge, expandParam(requestParams(request)));
  });

  app.post('/v1/refunds', async function createRefundRoute(request) {
    const params = requestParams(request);
    const reason = optionalString(params, 'reason');
    if (reason !== undefined && !refundReasons.includes(reason)) {
      throw invalidRequest(`Invalid reason: must be one of ${refundReasons.join(', ')}`, 'reason');
    }
    const refund = await createRefund(context, {
      paymentIntent: optionalString(params, 'payment_intent'),
      charge: optionalString(params, 'charge'),
      amount: optionalInteger(params, 'amount'),
      reason: reason as Stripe.Refund.Reason | undefined,
      metadata: metadataParam(params),
    });
    return expandObject(store, refund, expandParam(params));
  });

  app.get('/v1/refunds/:id', async function retrieveRefund(request) {
    const id = idParam(request);
    const refund = store.state.refunds[id];
    if (!refund) throw resourceMissing('refund', id);
    return expandObject(store, refund, expandParam(requestParams(request)));
  });

  app.get('/v1/refunds', async function listRefunds(request) {
    const params = requestParams(request);
    const charge = optionalString(params, 'charge');
    const paymentIntent = optionalString(params, 'payment_intent');
    const refunds = Object.values(store.state.refunds).filter(
      (refund) => (charge === undefined || refund.charge === charge) && (paymentIntent === undefined || refund.payment_intent === paymentIntent),
    );
    return listAnswer(store, refunds, params, '/v1/refunds');
  });

  app.get('/v1/disputes/:id', async function retrieveDispute(request) {
    const id = idParam(request);
    const dispute = store.state.disputes[id];
    if (!dispute) throw resourceMissing('dispute', id);
    return expandObject(store, dispute, expandParam(requestParams(request)));
  });

  app.post('/v1/disputes/:id', async function updateDisputeRoute(request) {
    const params = requestParams(request);
    const evidence = params.evidence && typeof params.evidence === 'object' && !Array.isArray(params.evidence) ? params.evidence : {};
    const dispute = await submitDisputeEvidence(context, idParam(request), {
      evidence: Object.fromEntries(Object.entries(evidence).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      metadata: params.metadata === undefined ? undefined : metadataParam(params),
      submit: optionalBoolean(params, 'submit') ?? true,
    });
    return expandObject(store, dispute, expandParam(params));
  });

  app.get('/v1/disputes', async function listDisputes(request) {
    const params = requestParams(request);
    const charge = optionalString(params, 'charge');
    const paymentIntent = optionalString(params, 'payment_intent');
    const disputes = Object.values(store.state.disputes).filter(
      (dispute) => (charge === undefined || dispute.charge === charge) && (paymentIntent === undefined || dispute.payment_intent === paymentIntent),
    );
    return listAnswer(store, disputes, params, '/v1/disputes');
  });
}
