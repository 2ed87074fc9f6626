import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { franchiseFieldsSchema, franchiseMessages } from '../../../contract/franchise.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { readPdfForm } from '../files/read-pdf-upload.js';
import { receiveFranchiseApplication, type FranchiseDeps } from './franchise.service.js';

const s = initServer();

const franchiseForm = {
  fileField: 'contract',
  fieldsSchema: franchiseFieldsSchema,
  missingFileMessage: franchiseMessages.contractRequired,
};

export async function franchiseRoutes(app: FastifyInstance, { deps, perMinute }: { deps: FranchiseDeps; perMinute: number }) {
  const router = s.router(apiContract.franchise, {
    submitFranchiseApplication: {
      hooks: { onRequest: app.rateLimit({ max: perMinute }) },
      handler: async ({ request }) => {
        const upload = await readPdfForm(request, franchiseForm);
        await receiveFranchiseApplication(deps, upload, request.log);
        return { status: 201, body: { message: franchiseMessages.submitted } };
      },
    },
  });
  s.registerRouter(apiContract.franchise, router, app, { requestValidationErrorHandler: answerValidationError });
}
