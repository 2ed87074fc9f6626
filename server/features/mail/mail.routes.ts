import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { mailMessages } from '../../../contract/mail.js';
import type { Database } from '../../db/database.js';
import { ignoreEmptyJsonBody } from '../../lib/bodyless-patch.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import * as admin from './mail.admin.service.js';

const s = initServer();

export async function mailRoutes(app: FastifyInstance, { deps }: { deps: { db: Database; tasks: TaskQueue } }) {
  const router = s.router(apiContract.mail, {
    listUndeliveredMail: {
      hooks: { preHandler: app.requireAdmin },
      handler: async () => ({ status: 200, body: await admin.listUndeliveredMail(deps.db) }),
    },
    resendMail: {
      hooks: { onRequest: ignoreEmptyJsonBody, preHandler: app.requireAdmin },
      handler: async ({ params, request }) => {
        await admin.resendMail(deps, params.id, auditContextOf(request));
        return { status: 202, body: { message: mailMessages.resent } };
      },
    },
  });
  s.registerRouter(apiContract.mail, router, app, { requestValidationErrorHandler: answerValidationError });
}
