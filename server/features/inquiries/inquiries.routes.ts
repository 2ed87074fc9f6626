import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { bookingMessages, quoteMessages } from '../../../contract/inquiries.js';
import { ignoreEmptyJsonBody } from '../../lib/bodyless-patch.js';
import { csvDownload } from '../../lib/csv-export.js';
import { sendsBody } from '../../lib/sends-body.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import * as admin from './inquiries.admin.service.js';
import { receiveInquiry, type InquiriesDeps } from './inquiries.service.js';

const s = initServer();

export async function inquiriesRoutes(app: FastifyInstance, { deps, perMinute }: { deps: InquiriesDeps; perMinute: number }) {
  const adminOnly = { preHandler: app.requireAdmin };
  const router = s.router(apiContract.inquiries, {
    createInquiry: {
      hooks: { onRequest: app.rateLimit({ max: perMinute }) },
      handler: async ({ body, request }) => {
        await receiveInquiry(deps, body, request.log);
        const message = body.kind === 'booking' ? bookingMessages.submitted : quoteMessages.success;
        return { status: 201, body: { message } };
      },
    },
    listInquiries: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await admin.listInquiries(deps.db, query) }),
    },
    exportInquiries: {
      hooks: adminOnly,
      handler: async ({ query, reply, request }) =>
        csvDownload(reply, 'inquiries', await admin.exportInquiries(deps.db, query, sendsBody(request) ? auditContextOf(request) : undefined)),
    },
    markInquiryRead: {
      hooks: { onRequest: ignoreEmptyJsonBody, ...adminOnly },
      handler: async ({ params, request }) => ({ status: 200, body: { inquiry: await admin.markInquiryRead(deps.db, params.id, auditContextOf(request)) } }),
    },
    addInquiryComment: {
      hooks: adminOnly,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: { inquiry: await admin.commentOnInquiry(deps.db, params.id, body.comment, auditContextOf(request)) },
      }),
    },
  });
  s.registerRouter(apiContract.inquiries, router, app, { requestValidationErrorHandler: answerValidationError });
}
