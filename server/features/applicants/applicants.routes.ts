import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { applicationFieldsSchema, applicationMessages } from '../../../contract/applicants.js';
import { IDEMPOTENCY_HEADER } from '../../../contract/common.js';
import { apiContract } from '../../../contract/index.js';
import { sendCsvHeaders } from '../../lib/csv-export.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { preparePdfReply } from '../files/pdf-reply.js';
import { readPdfForm } from '../files/read-pdf-upload.js';
import * as service from './applicants.service.js';

const s = initServer();

/** The application form: its fields in the spec's order, and one PDF resume. */
const applicationForm = {
  fileField: 'resume',
  fieldsSchema: applicationFieldsSchema,
  missingFileMessage: applicationMessages.resume,
};

export async function applicantsRoutes(
  app: FastifyInstance,
  { deps, perMinute }: { deps: service.ApplicantsDeps; perMinute: number },
) {
  const adminOnly = { preHandler: app.requireAdmin };
  const router = s.router(apiContract.applicants, {
    submitApplication: {
      hooks: { onRequest: [app.rateLimit({ max: perMinute }), app.uploadSlot] },
      handler: async ({ request, headers }) => {
        const upload = await readPdfForm(request, applicationForm);
        const applicantId = await service.submitApplication(deps, upload, request.log, headers[IDEMPOTENCY_HEADER]);
        return { status: 201, body: { message: applicationMessages.submitted, applicantId: applicantId ?? '' } };
      },
    },
    listApplicants: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await service.listApplicants(deps.db, query) }),
    },
    exportApplicants: {
      hooks: adminOnly,
      handler: async ({ query, reply }) => {
        const csv = await service.exportApplicants(deps.db, query);
        sendCsvHeaders(reply, 'applicants');
        reply.type('text/csv; charset=utf-8');
        return { status: 200, body: csv as unknown as string };
      },
    },
    getApplicant: {
      hooks: adminOnly,
      handler: async ({ params }) => ({ status: 200, body: { applicant: await service.getApplicant(deps.db, params.id) } }),
    },
    updateApplicant: {
      hooks: adminOnly,
      handler: async ({ params, body, request }) => ({ status: 200, body: await service.updateApplicant(deps, params.id, body, request.log) }),
    },
    getApplicantResume: {
      hooks: adminOnly,
      handler: async ({ params, reply }) => {
        const file = await service.openResume(deps, params.id);
        return { status: 200, body: preparePdfReply(reply, file) as unknown as Blob };
      },
    },
  });
  s.registerRouter(apiContract.applicants, router, app, { requestValidationErrorHandler: answerValidationError });
}
