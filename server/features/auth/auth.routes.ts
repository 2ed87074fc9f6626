import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { messages } from '../../../contract/users.js';
import type { RateLimits } from '../../config.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import * as auth from './auth.service.js';
import { authErrors } from './auth.errors.js';
import { resendVerificationMail, verifyEmail } from './email-verification.js';
import { redeemLoginUnlockToken } from './login-lockout.js';
import { bearerTokenOf, originOf, signedIn } from './auth.request.js';
import { passkeysRoutes } from './passkeys.routes.js';
import { definePasswordResetTask, requestPasswordReset } from './password-reset.js';
import * as secondFactor from './second-factor.service.js';

const s = initServer();

/**
 * POST register/login/forgot-password/login-unlock and GET/PATCH reset-password, under /api/v1/users,
 * with the second factor's calls (the passkeys' in a child scope of their own, passkeys.routes.ts).
 * A plugin of its own: ts-rest sets an error handler on the scope it registers into, and in a
 * child scope that handler passes everything but validation errors up to the app's handler.
 */
export async function authRoutes(app: FastifyInstance, { deps, limits }: { deps: auth.AuthDeps; limits: RateLimits }) {
  // The worker half of forgot-password, on the queue every instance shares.
  definePasswordResetTask(deps, app.log);
  const requireVerifiedForFactor = async (request: FastifyRequest) => {
    if (!request.currentUser?.emailVerified) throw authErrors.emailUnverifiedSecondFactor();
  };
  const router = s.router(apiContract.users, {
    register: {
      hooks: { onRequest: app.rateLimit({ max: limits.register }) },
      handler: async ({ body, request }) => ({ status: 201, body: await auth.registerCustomer(deps, body, request.log) }),
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
      // An unverified account cannot add a factor: one who signed up with someone else's address would lock its owner out.
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: [app.requireUser, requireVerifiedForFactor] },
      handler: async ({ body, request }) => ({ status: 200, body: await secondFactor.startEnrolment(deps, signedIn(request), body, request.log) }),
    },
    confirmSecondFactor: {
      hooks: { onRequest: app.rateLimit({ max: limits.login }), preHandler: app.requireUser },
      handler: async ({ body, request }) => ({
        status: 200,
        body: await secondFactor.confirmEnrolment(deps, signedIn(request), body, originOf(request), request.log),
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
      handler: async ({ body }) => {
        await requestPasswordReset(deps, body.email);
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
    currentSession: {
      hooks: { preHandler: app.requireUser },
      handler: async ({ request, reply }) => {
        void reply.header('cache-control', 'private, no-store');
        return { status: 200, body: await auth.currentSession(deps, signedIn(request), bearerTokenOf(request)) };
      },
    },
    verifyEmail: {
      hooks: { onRequest: app.rateLimit({ max: limits.forgotPassword * 2 }) },
      handler: async ({ body }) => ({ status: 200, body: await verifyEmail(deps, body.token) }),
    },
    sendVerificationEmail: {
      hooks: { onRequest: app.rateLimit({ max: limits.forgotPassword }), preHandler: app.requireUser },
      handler: async ({ request }) => ({ status: 200, body: { message: await resendVerificationMail(deps, signedIn(request).id, request.log) } }),
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

  await app.register(passkeysRoutes, { deps, limits, requireVerifiedForFactor });
}
