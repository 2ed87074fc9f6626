import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { bookingMessages, quoteMessages } from '../../../contract/inquiries.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { receiveInquiry, type InquiriesDeps } from './inquiries.service.js';

const s = initServer();

export async function inquiriesRoutes(app: FastifyInstance, { deps, perMinute }: { deps: InquiriesDeps; perMinute: number }) {
  const router = s.router(apiContract.inquiries, {
    createInquiry: {
      hooks: { onRequest: app.rateLimit({ max: perMinute }) },
      handler: async ({ body, request }) => {
        await receiveInquiry(deps, body, request.log);
        const message = body.kind === 'booking' ? bookingMessages.submitted : quoteMessages.success;
        return { status: 201, body: { message } };
      },
    },
  });
  s.registerRouter(apiContract.inquiries, router, app, { requestValidationErrorHandler: answerValidationError });
}
