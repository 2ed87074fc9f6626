import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { invalidRequest, resourceMissing } from '../errors.js';
import { expandObject } from '../expand.js';
import { listAnswer } from '../list.js';
import { buildAccount } from '../objects/account.js';
import { expandParam, metadataParam, nullableString, optionalBoolean, optionalString } from '../params.js';
import { idParam, requestParams } from '../request-params.js';

/**
 * What a site checks at start-up: the account its key opens, and the webhook endpoints that
 * account sends events to (set by the `webhookEndpoints` option, changed through the API).
 */
export function accountRoutes(app: FastifyInstance, context: EmulatorContext) {
  const { store } = context;
  const endpointOrThrow = (id: string) => {
    const endpoint = context.webhookEndpoints.find((candidate) => candidate.id === id);
    if (!endpoint) throw resourceMissing('webhook_endpoint', id);
    return endpoint;
  };

  app.get('/v1/account', async function retrieveAccount(request) {
    const created = Math.min(context.clock.now(), ...context.webhookEndpoints.map((endpoint) => endpoint.created));
    return expandObject(store, buildAccount(created), expandParam(requestParams(request)));
  });

  app.get('/v1/webhook_endpoints', async function listWebhookEndpoints(request) {
    const params = requestParams(request);
    return listAnswer(store, context.webhookEndpoints, params, '/v1/webhook_endpoints');
  });

  app.get('/v1/webhook_endpoints/:id', async function retrieveWebhookEndpoint(request) {
    return expandObject(store, endpointOrThrow(idParam(request)), expandParam(requestParams(request)));
  });

  app.post('/v1/webhook_endpoints/:id', async function updateWebhookEndpoint(request) {
    const endpoint = endpointOrThrow(idParam(request));
    const params = requestParams(request);
    const enabledEvents = params.enabled_events;
    if (enabledEvents !== undefined) {
      const types = Array.isArray(enabledEvents) ? enabledEvents : [enabledEvents];
      if (types.length === 0 || !types.every((type): type is string => typeof type === 'string' && /^(\*|[a-z_]+(\.[a-z_]+)+)$/.test(type))) {
        throw invalidRequest('Invalid enabled_events: must be a list of event types, or ["*"].', 'enabled_events');
      }
      endpoint.enabled_events = types;
    }
    const url = optionalString(params, 'url');
    if (url !== undefined) {
      if (!/^https?:\/\/[^\s/]+/.test(url)) throw invalidRequest('Invalid URL: An explicit scheme (such as https) must be provided.', 'url', 'url_invalid');
      endpoint.url = url;
    }
    const disabled = optionalBoolean(params, 'disabled');
    if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
    const description = nullableString(params, 'description');
    if (description !== undefined) endpoint.description = description;
    if (params.metadata !== undefined) endpoint.metadata = { ...endpoint.metadata, ...metadataParam(params) };
    return expandObject(store, endpoint, expandParam(params));
  });
}
