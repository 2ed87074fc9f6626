import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import type { RateLimits } from '../../config.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import type { AuthDeps } from './auth.service.js';
import { originOf, signedIn } from './auth.request.js';
import { startPasskeyProof } from './owner-proof.js';
import * as passkeys from './passkeys.service.js';

const s = initServer();

/**
 * Adding, removing and logging in with passkeys, under /api/v1/users. A plugin of its own, as
 * authRoutes is: ts-rest sets an error handler on the scope it registers a router into, once.
 */
export async function passkeysRoutes(
  app: FastifyInstance,
  { deps, limits, requireVerifiedForFactor }: { deps: AuthDeps; limits: RateLimits; requireVerifiedForFactor: (request: FastifyRequest) => Promise<void> },
) {
  const router = s.router(apiContract.passkeys, {
    startPasskeyRegistration: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: [app.requireUser, requireVerifiedForFactor] },
      handler: async ({ body, request }) => ({ status: 200, body: await passkeys.startPasskeyRegistration(deps, signedIn(request), body, request.log) }),
    },
    startPasskeyProof: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ request }) => ({ status: 200, body: await startPasskeyProof(deps, signedIn(request)) }),
    },
    addPasskey: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: [app.requireUser, requireVerifiedForFactor] },
      handler: async ({ body, request }) => ({
        status: 201,
        body: await passkeys.addPasskey(deps, signedIn(request), body, originOf(request), request.log),
      }),
    },
    removePasskey: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await passkeys.removePasskey(deps, signedIn(request), params.id, body, originOf(request), request.log),
      }),
    },
    loginWithPasskey: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }) },
      handler: async ({ body, request }) => ({ status: 200, body: await passkeys.loginWithPasskey(deps, body, request.log) }),
    },
  });
  s.registerRouter(apiContract.passkeys, router, app, {
    requestValidationErrorHandler: answerValidationError,
    responseValidation: false,
  });
}
