import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { messageMessages } from '../../../contract/messages.js';
import { ignoreEmptyJsonBody } from '../../lib/bodyless-patch.js';
import { csvDownload } from '../../lib/csv-export.js';
import { sendsBody } from '../../lib/sends-body.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import * as admin from './messages.admin.service.js';
import { receiveContactMessage, type MessagesDeps } from './messages.service.js';

const s = initServer();

export async function messagesRoutes(app: FastifyInstance, { deps, perMinute }: { deps: MessagesDeps; perMinute: number }) {
  const adminOnly = { preHandler: app.requireAdmin };
  const router = s.router(apiContract.messages, {
    sendMessage: {
      hooks: { onRequest: app.rateLimit({ max: perMinute }) },
      handler: async ({ body, request }) => {
        await receiveContactMessage(deps, body, request.log);
        return { status: 201, body: { message: messageMessages.sent } };
      },
    },
    listMessages: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await admin.listMessages(deps.db, query) }),
    },
    exportMessages: {
      hooks: adminOnly,
      handler: async ({ query, reply, request }) =>
        csvDownload(reply, 'messages', await admin.exportMessages(deps.db, query, sendsBody(request) ? auditContextOf(request) : undefined)),
    },
    markMessageRead: {
      hooks: { onRequest: ignoreEmptyJsonBody, ...adminOnly },
      handler: async ({ params, request }) => ({ status: 200, body: { message: await admin.markMessageRead(deps.db, params.id, auditContextOf(request)) } }),
    },
    addMessageComment: {
      hooks: adminOnly,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: { message: await admin.commentOnMessage(deps.db, params.id, body.comment, auditContextOf(request)) },
      }),
    },
  });
  s.registerRouter(apiContract.messages, router, app, { requestValidationErrorHandler: answerValidationError });
}
