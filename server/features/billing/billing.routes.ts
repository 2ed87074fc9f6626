import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { keptAnswerHooks } from '../../lib/kept-answer-bytes.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { withinScope } from '../../plugins/auth-guard.js';
import { accountKey } from '../../plugins/rate-limit.js';
import { auditContextOf } from '../audit/audit.public.js';
import type { BillingDeps } from './billing-deps.js';
import { requestOrigin } from '../../lib/request-origin.js';
import { listBillingAccounts, openBillingPortal } from './billing-portal.service.js';
import { billingErrors } from './billing.errors.js';
import { confirmCheckout, createCheckoutSession } from './checkout.service.js';
import { listMyNextCharges } from './next-charges.service.js';
import { onlineOrderTerms } from './pricing.js';
import { dismissFailedStripeEvent, listFailedStripeEvents, retryFailedStripeEvent } from './stripe-event-admin.service.js';
import * as subscriptionsService from './subscriptions.service.js';

const s = initServer();

/**
 * Checkout, subscriptions and invoices; the webhook lives in its own scope (webhook.routes.ts) and
 * is never rate limited. `sessionsPerMinute`: the checkout and portal sessions one account may open
 * per minute (each route counted on its own), whatever address it comes from.
 */
export async function billingRoutes(app: FastifyInstance, { deps, sessionsPerMinute }: { deps: BillingDeps; sessionsPerMinute: number }) {
  const { stripeWebhook: _webhookInItsOwnScope, ...contract } = apiContract.billing;
  const signedIn = { preHandler: app.requireCustomer };
  // After the guard, so the count is the account's.
  const limitedPerAccount = app.rateLimit({ max: sessionsPerMinute, keyGenerator: accountKey });
  const adminOnly = { preHandler: app.requireAdmin };
  // A customer acts on their own; an admin, with the second factor where it is required, on anyone's.
  const ownOrAdmin = { preHandler: app.requireUserOrAdmin };
  // Admins manage customers from the admin screens, not through a customer's portal.
  const customersOnly = async (request: FastifyRequest) => {
    if (request.currentUser?.isAdmin) throw billingErrors.customersOnly();
  };
  // Every log line (Stripe failures, payment e-mails) carries the request id.
  // Without PUBLIC_URL, return addresses follow the address the visitor came to (127.0.0.1 or localhost).
  const depsOf = (request: FastifyRequest): BillingDeps => ({
    ...deps,
    log: request.log,
    publicUrl: (deps.returnToRequestOrigin && requestOrigin(request)) || deps.publicUrl,
  });
  const router = s.router(contract, {
    createSubscribe: {
      // Buying waits until the account's owner has proven the address (docs/decisions.md).
      hooks: { preHandler: [app.requireCustomer, app.requireVerifiedEmail, limitedPerAccount] },
      handler: async ({ request, body }) => ({ status: 200, body: await createCheckoutSession(depsOf(request), request.currentUser!, body) }),
    },
    onlineOrderTerms: {
      handler: async () => ({ status: 200, body: onlineOrderTerms(deps.stripeTax === true) }),
    },
    confirmCheckout: {
      hooks: signedIn,
      handler: async ({ request, params }) => ({ status: 200, body: await confirmCheckout(depsOf(request), request.currentUser!, params.sessionId) }),
    },
    mySubscriptions: {
      hooks: { ...signedIn, ...keptAnswerHooks },
      handler: async ({ request, query }) => ({
        status: 200,
        body: await subscriptionsService.listMySubscriptions(deps, request.currentUser!, query),
      }),
    },
    myNextCharges: {
      hooks: signedIn,
      handler: async ({ request }) => ({ status: 200, body: await listMyNextCharges(depsOf(request), request.currentUser!.id) }),
    },
    allSubscriptions: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await subscriptionsService.listAllSubscriptions(deps, query) }),
    },
    cancelSubscription: {
      hooks: ownOrAdmin,
      handler: async ({ request, params }) => ({
        status: 200,
        body: await withinScope(request, (scope) =>
          subscriptionsService.cancelSubscription(depsOf(request), { user: request.currentUser!, scope }, params.subscriptionId, auditContextOf(request).origin),
        ),
      }),
    },
    openBillingPortal: {
      hooks: { preHandler: [app.requireCustomer, customersOnly, limitedPerAccount] },
      handler: async ({ request, query }) => ({ status: 200, body: await openBillingPortal(depsOf(request), request.currentUser!, query.currency) }),
    },
    billingAccounts: {
      hooks: { preHandler: [app.requireCustomer, customersOnly] },
      handler: async ({ request }) => ({ status: 200, body: await listBillingAccounts(deps, request.currentUser!) }),
    },
    failedStripeEvents: {
      hooks: adminOnly,
      handler: async () => ({ status: 200, body: await listFailedStripeEvents(deps) }),
    },
    retryStripeEvent: {
      hooks: adminOnly,
      handler: async ({ request, params }) => ({
        status: 202,
        body: await retryFailedStripeEvent({ ...deps, log: request.log }, params.id, auditContextOf(request)),
      }),
    },
    dismissStripeEvent: {
      hooks: adminOnly,
      handler: async ({ request, params }) => ({
        status: 200,
        body: await dismissFailedStripeEvent({ ...deps, log: request.log }, params.id, auditContextOf(request)),
      }),
    },
    getInvoice: {
      hooks: ownOrAdmin,
      handler: async ({ request, params }) => ({
        status: 200,
        body: await withinScope(request, (scope) => subscriptionsService.getInvoiceUrl(depsOf(request), scope, params.latestInvoice)),
      }),
    },
  });
  s.registerRouter(contract, router, app, { requestValidationErrorHandler: answerValidationError });
}
