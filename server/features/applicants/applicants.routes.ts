import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { applicationFieldsSchema, applicationMessages } from '../../../contract/applicants.js';
import { IDEMPOTENCY_HEADER } from '../../../contract/common.js';
import { apiContract } from '../../../contract/index.js';
import { csvDownload } from '../../lib/csv-export.js';
import { sendsBody } from '../../lib/sends-body.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { auditContextOf } from '../audit/audit.public.js';
import { preparePdfReply, readPdfForm } from '../files/files.public.js';
import * as service from './applicants.service.js';
import { openNamedResume } from './resume-download.service.js';

const s = initServer();

/**
 * The applicants contract, and GET /jobs/:id/applicants from the jobs one: a list of applicants,
 * so it is served here and jobs never imports applicants.
 */
const applicantsContract = { ...apiContract.applicants, listJobApplicants: apiContract.jobs.listJobApplicants };

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
  const router = s.router(applicantsContract, {
    submitApplication: {
      hooks: { onRequest: [app.rateLimit({ max: perMinute }), app.uploadSlot] },
      handler: async ({ request, headers }) => {
        const upload = await readPdfForm(request, applicationForm, deps.fileStore);
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
      handler: async ({ query, reply, request }) =>
        csvDownload(reply, 'applicants', await service.exportApplicants(deps.db, query, sendsBody(request) ? auditContextOf(request) : undefined)),
    },
    getApplicant: {
      hooks: adminOnly,
      handler: async ({ params }) => ({ status: 200, body: { applicant: await service.getApplicant(deps.db, params.id) } }),
    },
    updateApplicant: {
      hooks: adminOnly,
      handler: async ({ params, body, request }) => ({ status: 200, body: await service.updateApplicant(deps, params.id, body, auditContextOf(request)) }),
    },
    getApplicantResume: {
      hooks: adminOnly,
      handler: async ({ params, reply, request }) => {
        const file = await openNamedResume(deps, params.id, sendsBody(request) ? auditContextOf(request) : undefined);
        return { status: 200, body: preparePdfReply(reply, file) as unknown as Blob };
      },
    },
    listJobApplicants: {
      hooks: adminOnly,
      handler: async ({ params, query }) => ({ status: 200, body: await service.listJobApplicants(deps.db, params.id, query) }),
    },
  });
  s.registerRouter(applicantsContract, router, app, { requestValidationErrorHandler: answerValidationError });
}
