import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { EmulatorContext } from './context.js';
import type { EmulatorControls } from './controls.js';
import { endpointOf } from './endpoints.js';
import {
  StripeApiError,
  idempotencyKeyInUse,
  idempotencyKeyOnOtherEndpoint,
  idempotencyKeyWithOtherParameters,
  invalidApiKey,
} from './errors.js';
import { parseFormParams, type FormObject, type FormValue } from './form-params.js';
import { checkParams } from './param-schema.js';
import { requestParams } from './request-params.js';
import { accountRoutes } from './routes/account.js';
import { billingPortalRoutes } from './routes/billing-portal.js';
import { checkoutSessionRoutes } from './routes/checkout-sessions.js';
import { customerRoutes } from './routes/customers.js';
import { emulatorControlRoutes } from './routes/emulator-controls.js';
import { eventRoutes } from './routes/events.js';
import { hostedPageRoutes } from './routes/hosted-pages.js';
import { invoiceActionRoutes } from './routes/invoice-actions.js';
import { invoiceItemRoutes } from './routes/invoice-items.js';
import { invoiceRoutes } from './routes/invoices.js';
import { paymentMethodRoutes } from './routes/payment-methods.js';
import { paymentRoutes } from './routes/payments.js';
import { productRoutes } from './routes/products.js';
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

const idempotencyWindowMs = 24 * 60 * 60 * 1000;

/** stripe-node sends a key with every POST, so without this the state file would only grow. */
function forgetOldIdempotentAnswers(answers: EmulatorStore['state']['idempotentAnswers']) {
  const cutoff = Date.now() - idempotencyWindowMs;
  for (const [key, answer] of Object.entries(answers)) if (answer.storedAt < cutoff) delete answers[key];
}

/** The parameters as one canonical string (keys sorted), so the same request in another order matches. */
function fingerprintOf(params: FormObject): string {
  const canonical = (value: FormValue): unknown => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(canonical);
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical(value[key] as FormValue)]));
  };
  return JSON.stringify(canonical(params));
}

interface IdempotentRequest {
  key: string;
  endpoint: string;
  fingerprint: string;
}

export function buildEmulatorServer(context: EmulatorContext, controls: EmulatorControls, apiKey: string): FastifyInstance {
  const app = Fastify({ logger: false });
  const { store } = context;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormParams(String(body)));
  });

  // Every API route is declared in endpoints.ts with the parameters it accepts: no route escapes the check.
  app.addHook('onRoute', function requireDeclaredParameters(route) {
    if (!route.url.startsWith('/v1/')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && !endpointOf(method, route.url)) throw new Error(`${method} ${route.url} is not declared in stripe-emulator/endpoints.ts`);
    }
  });

  app.addHook('onRequest', async function requireApiKey(request) {
    if (!request.url.startsWith('/v1/')) return;
    const key = apiKeyOf(request);
    if (key !== apiKey) throw invalidApiKey(key);
  });

  // As Stripe: a parameter the endpoint does not take is refused before anything runs.
  app.addHook('preValidation', async function refuseUnknownParameters(request) {
    const endpoint = request.url.startsWith('/v1/') ? endpointOf(request.method === 'HEAD' ? 'GET' : request.method, request.routeOptions.url ?? '') : undefined;
    if (endpoint) checkParams(requestParams(request), endpoint.params);
  });

  const idempotentRequests = new WeakMap<FastifyRequest, IdempotentRequest>();
  /** Keys whose first request is still running: Stripe answers a concurrent second one 409. */
  const keysInFlight = new Set<string>();

  // Stripe replays the first answer to a repeated Idempotency-Key instead of acting twice, and
  // refuses the key on another endpoint or with other parameters.
  app.addHook('preHandler', async function replayIdempotentAnswer(request, reply) {
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || !request.url.startsWith('/v1/') || typeof header !== 'string' || header === '') return;
    const endpoint = request.url.split('?')[0] ?? '';
    const fingerprint = fingerprintOf(requestParams(request));
    const stored = store.state.idempotentAnswers[header];
    if (stored && stored.storedAt >= Date.now() - idempotencyWindowMs) {
      if (stored.endpoint !== endpoint) throw idempotencyKeyOnOtherEndpoint(header, stored.endpoint, endpoint);
      if (stored.fingerprint !== fingerprint) throw idempotencyKeyWithOtherParameters(header);
      return reply
        .code(stored.statusCode)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(stored.body);
    }
    if (keysInFlight.has(header)) throw idempotencyKeyInUse(header);
    keysInFlight.add(header);
    idempotentRequests.set(request, { key: header, endpoint, fingerprint });
  });

  app.addHook('onSend', async function rememberIdempotentAnswer(request, reply, payload) {
    const pending = idempotentRequests.get(request);
    // As Stripe: a request refused before it ran (bad key, bad parameters) saves nothing, so a corrected retry runs.
    const ran = reply.statusCode < 400 || reply.statusCode === 402;
    if (pending && ran && typeof payload === 'string') {
      forgetOldIdempotentAnswers(store.state.idempotentAnswers);
      store.state.idempotentAnswers[pending.key] = {
        endpoint: pending.endpoint,
        fingerprint: pending.fingerprint,
        statusCode: reply.statusCode,
        body: payload,
        storedAt: Date.now(),
      };
      store.save();
    }
    reply.header('request-id', `req_${request.id}`);
    return payload;
  });

  app.addHook('onResponse', async function releaseIdempotencyKey(request) {
    const pending = idempotentRequests.get(request);
    if (pending) keysInFlight.delete(pending.key);
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

  accountRoutes(app, context);
  customerRoutes(app, context);
  checkoutSessionRoutes(app, context);
  productRoutes(app, context);
  subscriptionRoutes(app, context);
  invoiceRoutes(app, context);
  invoiceActionRoutes(app, context);
  invoiceItemRoutes(app, context);
  paymentRoutes(app, context);
  paymentMethodRoutes(app, context);
  billingPortalRoutes(app, context);
  eventRoutes(app, context);
  hostedPageRoutes(app, context);
  emulatorControlRoutes(app, controls);
  return app;
}
