import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import type { BillingDeps } from './billing-deps.js';
import { handleStripeWebhook } from './stripe-events.js';

const s = initServer();

/** Stripe's events are a few kilobytes; a generous ceiling still refuses junk. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * The webhook in a plugin of its own: the signature is computed over the exact bytes Stripe sent,
 * so this scope (and only this one) keeps request bodies raw.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { deps }: { deps: BillingDeps }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  const webhookContract = { stripeWebhook: apiContract.billing.stripeWebhook };
  const router = s.router(webhookContract, {
    stripeWebhook: async ({ request }) => {
      await handleStripeWebhook({ ...deps, log: request.log }, request.body, request.headers['stripe-signature']);
      return { status: 200, body: { received: true as const } };
    },
  });
  s.registerRouter(webhookContract, router, app, { requestValidationErrorHandler: answerValidationError });
}
