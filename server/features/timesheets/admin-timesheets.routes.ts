import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import type { Database } from '../../db/database.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { csvAttachment } from '../../lib/csv-export.js';
import { sendsBody } from '../../lib/sends-body.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import type { MailQueue } from '../mail/mail.public.js';
import { exportApprovedHours, listTimesheets, settleTimesheet } from './admin-timesheets.service.js';

const s = initServer();

/** The admin side of timesheets: the list, settling a dispute and the payroll CSV. */
export async function adminTimesheetsRoutes(app: FastifyInstance, { deps }: { deps: { db: Database; mail: MailQueue; tasks?: TaskQueue } }) {
  const adminOnly = { preHandler: app.requireAdmin };
  const router = s.router(apiContract.adminTimesheets, {
    adminTimesheets: {
      hooks: adminOnly,
      handler: async ({ query, reply }) => {
        // Weeks change as talents and customers work: never answered from a cache.
        reply.header('cache-control', 'private, no-store');
        return { status: 200, body: await listTimesheets(deps.db, query) };
      },
    },
    settleTimesheet: {
      hooks: adminOnly,
      handler: async ({ request, params, body }) => ({
        status: 200,
        body: await settleTimesheet({ ...deps, log: request.log }, params.id, body, auditContextOf(request)),
      }),
    },
    exportApprovedHours: {
      hooks: adminOnly,
      handler: async ({ query, reply, request }) => {
        const { filename, csv } = await exportApprovedHours(deps.db, query, sendsBody(request) ? auditContextOf(request) : undefined);
        return csvAttachment(reply, filename, csv);
      },
    },
  });
  s.registerRouter(apiContract.adminTimesheets, router, app, { requestValidationErrorHandler: answerValidationError });
}
