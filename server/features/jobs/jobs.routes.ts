import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import type { Database } from '../../db/database.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { listJobApplicants } from '../applicants/applicants.service.js';
import type { ActiveJobsCache } from './active-jobs-cache.js';
import { toJob } from './jobs.mapper.js';
import * as jobsService from './jobs.service.js';

const s = initServer();

/** `activeJobs` is shared with the server-rendered careers pages, so a write here refreshes them too. */
export async function jobsRoutes(app: FastifyInstance, { db, activeJobs }: { db: Database; activeJobs: ActiveJobsCache }) {
  const adminOnly = { preHandler: app.requireAdmin };
  /** Every write drops the cached job board. */
  const changed = <T>(value: T): T => {
    activeJobs.invalidate();
    return value;
  };
  const router = s.router(apiContract.jobs, {
    listActiveJobs: async ({ request, reply }) => {
      const { json, etag } = await activeJobs.get();
      reply.header('etag', etag);
      reply.header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return { status: 304, body: undefined };
      // Already serialized: Fastify sends a string with a JSON content type as it is.
      reply.header('content-type', 'application/json; charset=utf-8');
      return { status: 200, body: json as unknown as { jobs: [] } };
    },
    listAllJobs: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await jobsService.listAllJobs(db, query) }),
    },
    getJob: {
      hooks: { preHandler: app.identifyUser },
      handler: async ({ params, request }) => ({
        status: 200,
        body: { job: await jobsService.getJob(db, params.id, request.currentUser?.isAdmin === true) },
      }),
    },
    createJob: {
      hooks: adminOnly,
      handler: async ({ body }) => ({ status: 201, body: { job: changed(await jobsService.createJob(db, body)) } }),
    },
    updateJob: {
      hooks: adminOnly,
      handler: async ({ params, body }) => ({ status: 200, body: { job: changed(await jobsService.updateJob(db, params.id, body)) } }),
    },
    toggleJobActive: {
      hooks: adminOnly,
      handler: async ({ params, body }) => ({
        status: 200,
        body: { job: changed(await jobsService.setJobActive(db, params.id, body.isActive)) },
      }),
    },
    listJobApplicants: {
      hooks: adminOnly,
      handler: async ({ params, query }) => {
        const { job, applicants, total } = await listJobApplicants(db, params.id, query);
        return { status: 200, body: { job: { ...toJob(job), applicantIds: applicants }, ...(total === undefined ? {} : { total }) } };
      },
    },
  });
  s.registerRouter(apiContract.jobs, router, app, { requestValidationErrorHandler: answerValidationError });
}
