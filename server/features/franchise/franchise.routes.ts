import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../contract/common.js';
import { apiContract } from '../../../contract/index.js';
import { franchiseFieldsSchema, franchiseMessages } from '../../../contract/franchise.js';
import { sendsBody } from '../../lib/sends-body.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import { preparePdfReply, readPdfForm } from '../files/files.public.js';
import * as admin from './franchise.admin.service.js';
import { receiveFranchiseApplication, type FranchiseDeps } from './franchise.service.js';

const s = initServer();

const franchiseForm = {
  fileField: 'contract',
  fieldsSchema: franchiseFieldsSchema,
  missingFileMessage: franchiseMessages.contractRequired,
};

export async function franchiseRoutes(app: FastifyInstance, { deps, perMinute }: { deps: FranchiseDeps; perMinute: number }) {
  const adminOnly = { preHandler: app.requireAdmin };
  const router = s.router(apiContract.franchise, {
    submitFranchiseApplication: {
      hooks: { onRequest: [app.rateLimit({ max: perMinute }), app.uploadSlot] },
      handler: async ({ request, headers }) => {
        const upload = await readPdfForm(request, franchiseForm, deps.fileStore);
        await receiveFranchiseApplication(deps, upload, request.log, headers[IDEMPOTENCY_HEADER]);
        return { status: 201, body: { message: franchiseMessages.submitted } };
      },
    },
    listFranchiseApplications: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await admin.listFranchiseApplications(deps.db, query) }),
    },
    getFranchiseContract: {
      hooks: adminOnly,
      handler: async ({ params, reply, request }) => {
        const file = await admin.openContract(deps, params.id, sendsBody(request) ? auditContextOf(request) : undefined);
        return { status: 200, body: preparePdfReply(reply, file) as unknown as Blob };
      },
    },
  });
  s.registerRouter(apiContract.franchise, router, app, { requestValidationErrorHandler: answerValidationError });
}
