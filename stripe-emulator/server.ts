import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { EmulatorContext } from './context.js';
import type { EmulatorControls } from './controls.js';
import { StripeApiError, invalidApiKey } from './errors.js';
import { parseFormParams } from './form-params.js';
import { checkoutSessionRoutes } from './routes/checkout-sessions.js';
import { customerRoutes } from './routes/customers.js';
import { emulatorControlRoutes } from './routes/emulator-controls.js';
import { eventRoutes } from './routes/events.js';
import { hostedPageRoutes } from './routes/hosted-pages.js';
import { invoiceRoutes } from './routes/invoices.js';
import { paymentRoutes } from './routes/payments.js';
import { subscriptionRoutes } from './routes/subscriptions.js';
import { notFoundPage } from './hosted-pages.js';
import type { EmulatorStore } from './store.js';

/** Bearer (what stripe-node sends) or Basic with the key as user name (what curl -u sends). */
function apiKeyOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  if (header.startsWith('Basic ')) return Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8').split(':')[0] ?? '';
  return '';
}

const idempotencyKeyOf = (request: FastifyRequest) => {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && header !== '' ? `${request.method} ${request.url.split('?')[0]} ${header}` : undefined;
};

const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/** stripe-node sends a key with every POST, so without this the state file would only grow. */
function forgetOldIdempotentAnswers(answers: EmulatorStore['state']['idempotentAnswers']) {
  const cutoff = Date.now() - idempotencyWindowMs;
  for (const [key, answer] of Object.entries(answers)) if (answer.storedAt < cutoff) delete answers[key];
}

export function buildEmulatorServer(context: EmulatorContext, controls: EmulatorControls, apiKey: string): FastifyInstance {
  const app = Fastify({ logger: false });
  const { store } = context;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormParams(String(body)));
  });

  app.addHook('onRequest', async function requireApiKey(request) {
    if (!request.url.startsWith('/v1/')) return;
    const key = apiKeyOf(request);
    if (key !== apiKey) throw invalidApiKey(key);
  });

  // Stripe replays the first answer to a repeated Idempotency-Key instead of acting twice.
  app.addHook('preHandler', async function replayIdempotentAnswer(request, reply) {
    const key = request.method === 'POST' && request.url.startsWith('/v1/') ? idempotencyKeyOf(request) : undefined;
    const stored = key ? store.state.idempotentAnswers[key] : undefined;
    if (!stored) return;
    return reply
      .code(stored.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(stored.body);
  });

  app.addHook('onSend', async function rememberIdempotentAnswer(request, reply, payload) {
    const key = request.method === 'POST' && request.url.startsWith('/v1/') ? idempotencyKeyOf(request) : undefined;
    // As Stripe: a request refused before it ran (bad key, bad parameters) saves nothing, so a corrected retry runs.
    const ran = reply.statusCode < 400 || reply.statusCode === 402;
    if (key && ran && !store.state.idempotentAnswers[key] && typeof payload === 'string') {
      forgetOldIdempotentAnswers(store.state.idempotentAnswers);
      store.state.idempotentAnswers[key] = { statusCode: reply.statusCode, body: payload, storedAt: Date.now() };
      store.save();
    }
    reply.header('request-id', `req_${request.id}`);
    return payload;
  });

  app.setErrorHandler(function answerInStripeShape(error, request, reply: FastifyReply) {
    if (error instanceof StripeApiError) return reply.code(error.statusCode).send(error.toBody());
    const statusCode = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (statusCode < 500) {
      return reply.code(statusCode).send(new StripeApiError(statusCode, 'invalid_request_error', (error as Error).message).toBody());
    }
    request.log.error(error);
    return reply.code(500).send(new StripeApiError(500, 'api_error', 'The Stripe emulator failed on this request.').toBody());
  });

  app.setNotFoundHandler(function answerUnknownPath(request, reply) {
    if (request.url.startsWith('/v1/') || request.url.startsWith('/_emulator/')) {
      return reply
        .code(404)
        .send(new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).`).toBody());
    }
    return reply.code(404).header('content-type', 'text/html; charset=utf-8').send(notFoundPage());
  });

  customerRoutes(app, context);
  checkoutSessionRoutes(app, context);
  subscriptionRoutes(app, context);
  invoiceRoutes(app, context);
  paymentRoutes(app, context);
  eventRoutes(app, context);
  hostedPageRoutes(app, context);
  emulatorControlRoutes(app, controls);
  return app;
}
