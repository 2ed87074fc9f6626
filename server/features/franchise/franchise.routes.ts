import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { franchiseMessages } from '../../../contract/franchise.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { receiveFranchiseApplication, type FranchiseDeps } from './franchise.service.js';

const s = initServer();

export async function franchiseRoutes(app: FastifyInstance, { deps, perMinute }: { deps: FranchiseDeps; perMinute: number }) {
  const router = s.router(apiContract.franchise, {
    submitFranchiseApplication: {
      hooks: { onRequest: app.rateLimit({ max: perMinute }) },
      handler: async ({ request }) => {
        await receiveFranchiseApplication(deps, request);
        return { status: 201, body: { message: franchiseMessages.submitted } };
      },
    },
  });
  s.registerRouter(apiContract.franchise, router, app, { requestValidationErrorHandler: answerValidationError });
}
