import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import type { Database } from '../../db/database.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { keptAnswerHooks } from '../../lib/kept-answer-bytes.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import type { MailQueue } from '../mail/mail.public.js';
import { myWork, submitWeek } from './my-work.service.js';
import { approveTimesheet, disputeTimesheet, teamTimesheets } from './team-timesheets.service.js';

const s = initServer();

/** My work (a talent's own weeks) and the team's timesheets (a customer's talents' weeks). */
export async function timesheetsRoutes(app: FastifyInstance, { deps }: { deps: { db: Database; mail: MailQueue; tasks?: TaskQueue } }) {
  const talentOnly = { preHandler: app.requireTalent };
  const customerOnly = { preHandler: app.requireCustomer };
  // Hours change as both sides work: never answered from a cache.
  const noStore = (reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'private, no-store');
  const router = s.router(apiContract.timesheets, {
    myWork: {
      hooks: { ...talentOnly, ...keptAnswerHooks },
      handler: async ({ request, reply }) => {
        noStore(reply);
        return { status: 200, body: await myWork(deps.db, request.currentUser!) };
      },
    },
    submitTimesheet: {
      hooks: talentOnly,
      handler: async ({ request, params, body }) => {
        const { created, ...answer } = await submitWeek(deps.db, request.currentUser!.id, params.weekStart, body);
        return created ? { status: 201, body: answer } : { status: 200, body: answer };
      },
    },
    teamTimesheets: {
      hooks: customerOnly,
      handler: async ({ request, query, reply }) => {
        noStore(reply);
        return { status: 200, body: await teamTimesheets(deps.db, request.currentUser!.id, query) };
      },
    },
    approveTimesheet: {
      hooks: customerOnly,
      handler: async ({ request, params }) => ({
        status: 200,
        body: await approveTimesheet({ ...deps, log: request.log }, auditContextOf(request), params.id),
      }),
    },
    disputeTimesheet: {
      hooks: customerOnly,
      handler: async ({ request, params, body }) => ({
        status: 200,
        body: await disputeTimesheet({ ...deps, log: request.log }, auditContextOf(request), params.id, body.reason),
      }),
    },
  });
  s.registerRouter(apiContract.timesheets, router, app, { requestValidationErrorHandler: answerValidationError });
}
