import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import type { Database } from '../../db/database.js';
import { keptAnswerHooks } from '../../lib/kept-answer-bytes.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import type { MailQueue } from '../mail/mail.public.js';
import { assignTalent, endPlacement, replacePlacement } from './assignments.service.js';
import { getStaffingSubscription, listAssignableTalents, listStaffing } from './staffing.service.js';
import { myTeam, requestReplacement } from './team.service.js';

const s = initServer();

export async function placementsRoutes(app: FastifyInstance, { deps }: { deps: { db: Database; mail: MailQueue; companyInbox: string; paymentGraceDays: number } }) {
  const adminOnly = { preHandler: app.requireAdmin };
  // Seats change as admins work: the lists and the team page must never be answered from a cache.
  const noStore = (reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'private, no-store');
  const router = s.router(apiContract.placements, {
    listStaffing: {
      hooks: adminOnly,
      handler: async ({ query, reply }) => {
        noStore(reply);
        return { status: 200, body: await listStaffing(deps.db, query) };
      },
    },
    getStaffingSubscription: {
      hooks: adminOnly,
      handler: async ({ params, reply }) => {
        noStore(reply);
        return { status: 200, body: await getStaffingSubscription(deps.db, params.id) };
      },
    },
    listAssignableTalents: {
      hooks: adminOnly,
      handler: async ({ query, reply }) => {
        noStore(reply);
        return { status: 200, body: await listAssignableTalents(deps.db, query) };
      },
    },
    assignTalent: {
      hooks: adminOnly,
      handler: async ({ request, params, body }) => ({
        status: 201,
        body: await assignTalent({ ...deps, log: request.log }, params.id, body, auditContextOf(request)),
      }),
    },
    endPlacement: {
      hooks: adminOnly,
      handler: async ({ request, params, body }) => ({
        status: 200,
        body: await endPlacement({ ...deps, log: request.log }, params.id, body.reason, auditContextOf(request)),
      }),
    },
    replacePlacement: {
      hooks: adminOnly,
      handler: async ({ request, params, body }) => ({
        status: 201,
        body: await replacePlacement({ ...deps, log: request.log }, params.id, body, auditContextOf(request)),
      }),
    },
    myTeam: {
      hooks: { preHandler: app.requireCustomer, ...keptAnswerHooks },
      handler: async ({ request, reply }) => {
        noStore(reply);
        return { status: 200, body: await myTeam(deps.db, request.currentUser!, deps.paymentGraceDays) };
      },
    },
    requestReplacement: {
      hooks: { preHandler: app.requireCustomer },
      handler: async ({ request, params, body }) => ({
        status: 201,
        body: await requestReplacement({ ...deps, log: request.log }, request.currentUser!.id, params.id, body.reason),
      }),
    },
  });
  s.registerRouter(apiContract.placements, router, app, { requestValidationErrorHandler: answerValidationError });
}
