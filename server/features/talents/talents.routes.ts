import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import type { RateLimits } from '../../config.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import {
  acceptInvitation,
  findInvitation,
  linkInvitation,
  resendInvitation,
  talentAccountStatus,
  unlinkTalentAccount,
  type TalentsDeps,
} from './talent-invitations.service.js';

const s = initServer();

/** The invitation link's calls (public, the token is the proof; linking also needs the account's login) and the admin's. */
export async function talentsRoutes(app: FastifyInstance, { deps, limits }: { deps: TalentsDeps; limits: RateLimits }) {
  // As the reset link's: a guessed token is tried at the pace of a person.
  const tokenLimit = app.rateLimit({ max: limits.forgotPassword * 2 });
  const router = s.router(apiContract.talents, {
    getInvitation: {
      hooks: { onRequest: tokenLimit },
      handler: async ({ params, reply }) => {
        void reply.header('cache-control', 'private, no-store');
        return { status: 200, body: await findInvitation(deps, params.token) };
      },
    },
    acceptInvitation: {
      hooks: { onRequest: tokenLimit },
      handler: async ({ params, body }) => ({ status: 200, body: await acceptInvitation(deps, params.token, body.password) }),
    },
    linkInvitation: {
      hooks: { onRequest: tokenLimit, preHandler: app.requireUser },
      handler: async ({ params, request }) => ({ status: 200, body: await linkInvitation(deps, params.token, request.currentUser!) }),
    },
    sendInvitation: {
      hooks: { preHandler: app.requireAdmin },
      handler: async ({ request, params }) => ({
        status: 201,
        body: await resendInvitation({ ...deps, log: request.log }, params.applicantId, auditContextOf(request)),
      }),
    },
    talentAccount: {
      hooks: { preHandler: app.requireAdmin },
      handler: async ({ params, reply }) => {
        void reply.header('cache-control', 'private, no-store');
        return { status: 200, body: await talentAccountStatus(deps, params.applicantId) };
      },
    },
    unlinkTalentAccount: {
      hooks: { preHandler: app.requireAdmin },
      handler: async ({ request, params }) => ({ status: 200, body: await unlinkTalentAccount(deps, params.applicantId, auditContextOf(request)) }),
    },
  });
  s.registerRouter(apiContract.talents, router, app, { requestValidationErrorHandler: answerValidationError });
}
