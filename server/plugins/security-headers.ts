import type { FastifyInstance, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { answerHeaderSetsFor, fillHeaders, isApiUrl, isBuiltFileUrl, isJson, setRequestHeaders } from '../lib/answer-headers.js';
import { prependRouteHook } from '../lib/route-hooks.js';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /**
     * The route's handler sets the security headers and the request id on every answer itself
     * (`setHeadersByAddress`, as prepared answers do), so no hook of this plugin is attached to it:
     * on the busiest answers (the job board, the pages, the built files) a route's hooks cost more
     * than the headers they set (decision 0236).
     */
    setsOwnAnswerHeaders?: boolean;
  }
}

/**
 * Each route gets the headers of its kind, found once from its address as it is added (as
 * @fastify/compress attaches itself): pages and files get theirs as the request arrives, the built
 * files under /assets/ the API's smaller set (decision 0228); under /api the set follows what is
 * sent (JSON, or the API's own docs page, a PDF, a CSV), each header only where the route did not
 * set its own. The headers never vary between answers of a kind here (no nonces, one policy), so
 * helmet works them out once: @fastify/helmet ran helmet's middleware again per request, plus two
 * hooks of its own (decision 0209). Answers outside any route set theirs themselves: the not-found
 * handler and the error handler (lib/answer-headers.ts).
 */
async function securityHeaders(app: FastifyInstance, options: { publicUrl?: string }) {
  const sets = answerHeaderSetsFor(options.publicUrl);
  app.decorate('answerHeaderValues', sets);

  const pageOrFileHeaders = (set: Readonly<Record<string, string>>): onRequestHookHandler =>
    function setPageOrFileHeaders(_request, reply, done) {
      reply.headers(set);
      setRequestHeaders(reply, false);
      done();
    };
  const setDocumentHeaders = pageOrFileHeaders(sets.document);
  const setBuiltFileHeaders = pageOrFileHeaders(sets.builtFile);
  const setApiRequestHeaders: onRequestHookHandler = (_request, reply, done) => {
    setRequestHeaders(reply, true);
    done();
  };
  const fillApiHeaders: onSendHookHandler = (_request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    fillHeaders(reply, contentType === undefined || isJson(contentType) ? sets.api : sets.document);
    done(null, payload);
  };

  // First among the route's own hooks, as a global hook would run: a rate limit's 429 has them too.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.setsOwnAnswerHeaders) return;
    if (isApiUrl(route.url)) {
      prependRouteHook(route, 'onRequest', setApiRequestHeaders);
      prependRouteHook(route, 'onSend', fillApiHeaders);
    } else {
      prependRouteHook(route, 'onRequest', isBuiltFileUrl(route.url) ? setBuiltFileHeaders : setDocumentHeaders);
    }
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
