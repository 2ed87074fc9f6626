import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { keptAnswerHooks } from '../../lib/kept-answer-bytes.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import type { BillingDeps } from './billing-deps.js';
import { addSeat, previewAddSeat, removeSeat, seatChangesOfSubscription } from './seats.service.js';
import { teamBilling } from './team-billing.service.js';

const s = initServer();

/** Your team's seats and extra hours (customers), and a subscription's seat changes (admins). */
export async function teamBillingRoutes(app: FastifyInstance, { deps }: { deps: BillingDeps }) {
  const customerOnly = { preHandler: app.requireCustomer };
  const adminOnly = { preHandler: app.requireAdmin };
  const depsOf = (request: FastifyRequest): BillingDeps => ({ ...deps, log: request.log });
  // Amounts and seats change with every payment: never kept by a browser or a proxy (the server keeps its own per account, decision 0244).
  const noStore = (reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'private, no-store');
  const router = s.router(apiContract.teamBilling, {
    teamBilling: {
      hooks: { ...customerOnly, ...keptAnswerHooks },
      handler: async ({ request, reply }) => {
        noStore(reply);
        return { status: 200, body: await teamBilling(deps.db, request.currentUser!) };
      },
    },
    previewAddSeat: {
      hooks: customerOnly,
      handler: async ({ request, params, reply }) => {
        noStore(reply);
        return { status: 200, body: await previewAddSeat(depsOf(request), request.currentUser!.id, params.id) };
      },
    },
    addSeat: {
      hooks: customerOnly,
      handler: async ({ request, params, body }) => ({ status: 200, body: await addSeat(depsOf(request), auditContextOf(request), params.id, body) }),
    },
    removeSeat: {
      hooks: customerOnly,
      handler: async ({ request, params, body }) => ({ status: 200, body: await removeSeat(depsOf(request), auditContextOf(request), params.id, body.seat) }),
    },
    seatChanges: {
      hooks: adminOnly,
      handler: async ({ request, params }) => ({ status: 200, body: { changes: await seatChangesOfSubscription(depsOf(request), params.id) } }),
    },
  });
  s.registerRouter(apiContract.teamBilling, router, app, { requestValidationErrorHandler: answerValidationError });
}
