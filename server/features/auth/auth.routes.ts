import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { messages } from '../../../contract/users.js';
import type { RateLimits } from '../../config.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import * as auth from './auth.service.js';
import { redeemLoginUnlockToken } from './login-lockout.js';
import * as passkeys from './passkeys.service.js';
import * as secondFactor from './second-factor.service.js';

const s = initServer();

/** The account of a request that passed `requireUser`. */
function signedIn(request: FastifyRequest) {
  if (!request.currentUser) throw new Error('second-factor routes run after requireUser');
  return request.currentUser;
}

function originOf(request: FastifyRequest) {
  return { ip: request.ip || null, userAgent: request.headers['user-agent'] || null };
}

/**
 * POST register/login/forgot-password/login-unlock and GET/PATCH reset-password, under /api/v1/users.
 * A plugin of its own: ts-rest sets an error handler on the scope it registers into, and in a
 * child scope that handler passes everything but validation errors up to the app's handler.
 */
export async function authRoutes(app: FastifyInstance, { deps, limits }: { deps: auth.AuthDeps; limits: RateLimits }) {
  const router = s.router(apiContract.users, {
    register: {
      hooks: { onRequest: app.rateLimit({ max: limits.register }) },
      handler: async ({ body }) => ({ status: 201, body: await auth.registerCustomer(deps, body) }),
    },
    login: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }) },
      handler: async ({ body, request }) => ({ status: 200, body: await auth.logIn(deps, body, request) }),
    },
    loginSecondFactor: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }) },
      handler: async ({ body, request }) => ({ status: 200, body: await secondFactor.completeSecondFactorLogin(deps, body, request.log) }),
    },
    secondFactorStatus: {
      hooks: { preHandler: app.requireUser },
      handler: async ({ request }) => ({ status: 200, body: await secondFactor.secondFactorStatus(deps, signedIn(request)) }),
    },
    startSecondFactor: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ request }) => ({ status: 200, body: await secondFactor.startEnrolment(deps, signedIn(request)) }),
    },
    confirmSecondFactor: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await secondFactor.confirmEnrolment(deps, signedIn(request), body, originOf(request)),
      }),
    },
    disableSecondFactor: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await secondFactor.disableSecondFactor(deps, signedIn(request), body, originOf(request)),
      }),
    },
    renewRecoveryCodes: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await secondFactor.renewRecoveryCodes(deps, signedIn(request), body, originOf(request)),
      }),
    },
    forgotPassword: {
      hooks: { onRequest: app.rateLimit({ max: limits.forgotPassword }) },
      handler: async ({ body, request }) => {
        await auth.requestPasswordReset(deps, body.email, request.log);
        return { status: 200, body: { message: messages.forgotPasswordDone } };
      },
    },
    getResetPassword: async ({ params }) => ({
      status: 200,
      body: { email: await auth.findResetTokenEmail(deps, params.token) },
    }),
    resetPassword: {
      hooks: { onRequest: app.rateLimit({ max: limits.forgotPassword * 2 }) },
      handler: async ({ params, body }) => {
        await auth.resetPassword(deps, params.token, body.password);
        return { status: 200, body: { message: messages.resetDone } };
      },
    },
    loginUnlock: {
      hooks: { onRequest: app.rateLimit({ max: limits.forgotPassword * 2 }) },
      handler: async ({ body }) => {
        await redeemLoginUnlockToken(deps, body.token);
        return { status: 200, body: { message: messages.loginUnlocked } };
      },
    },
  });
  s.registerRouter(apiContract.users, router, app, {
    requestValidationErrorHandler: answerValidationError,
    responseValidation: false,
  });

  const passkeysRouter = s.router(apiContract.passkeys, {
    startPasskeyRegistration: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ request }) => ({ status: 200, body: await passkeys.startPasskeyRegistration(deps, signedIn(request)) }),
    },
    addPasskey: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ body, request }) => ({
        status: 201,
        body: await passkeys.addPasskey(deps, signedIn(request), body, originOf(request), request.log),
      }),
    },
    removePasskey: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: await passkeys.removePasskey(deps, signedIn(request), params.id, body, originOf(request)),
      }),
    },
    loginWithPasskey: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }) },
      handler: async ({ body, request }) => ({ status: 200, body: await passkeys.loginWithPasskey(deps, body, request.log) }),
    },
  });
  s.registerRouter(apiContract.passkeys, passkeysRouter, app, {
    requestValidationErrorHandler: answerValidationError,
    responseValidation: false,
  });
}
