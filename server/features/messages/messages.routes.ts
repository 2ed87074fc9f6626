import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { messageMessages } from '../../../contract/messages.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { receiveContactMessage, type MessagesDeps } from './messages.service.js';

const s = initServer();

export async function messagesRoutes(app: FastifyInstance, { deps, perMinute }: { deps: MessagesDeps; perMinute: number }) {
  const router = s.router(apiContract.messages, {
    sendMessage: {
      hooks: { onRequest: app.rateLimit({ max: perMinute }) },
      handler: async ({ body, request }) => {
        await receiveContactMessage(deps, body, request.log);
        return { status: 201, body: { message: messageMessages.sent } };
      },
    },
  });
  s.registerRouter(apiContract.messages, router, app, { requestValidationErrorHandler: answerValidationError });
}
