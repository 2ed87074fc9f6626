import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { apiContract } from '../../../contract/index.js';
import { setHeadersByAddress } from '../../lib/answer-headers.js';
import { answerPrepared } from '../../lib/prepared-answer.js';
import { answerValidationError } from '../../lib/validation-errors.js';
import { withinScope } from '../../plugins/auth-guard.js';
import { auditContextOf } from '../audit/audit.public.js';
import type { ActiveJobsCache } from './active-jobs-cache.js';
import * as jobsService from './jobs.service.js';

const s = initServer();

export interface JobsRoutesDeps extends jobsService.AdminJobsDeps {
  /** Shared with the server-rendered careers pages, so a write here refreshes them too. */
  activeJobs: ActiveJobsCache;
}

/** The jobs contract but GET /jobs/:id/applicants, a list of applicants that applicants.routes.ts serves. */
const { listJobApplicants: _servedByApplicants, ...jobsContract } = apiContract.jobs;

export async function jobsRoutes(app: FastifyInstance, deps: JobsRoutesDeps) {
  const { db, activeJobs } = deps;
  const adminOnly = { preHandler: app.requireAdmin };
  /** Every write drops the cached job board. */
  const changed = <T>(value: T): T => {
    activeJobs.invalidate();
    return value;
  };
  const router = s.router(jobsContract, {
    listActiveJobs: {
      // Its bytes were compressed once, with the board (active-jobs-cache.ts), and its headers are set
      // here: no hook runs on the site's busiest answer.
      hooks: { compress: false, setsOwnAnswerHeaders: true } as object,
      handler: async ({ request, reply }) => {
        const { answer } = activeJobs.peek() ?? (await activeJobs.get());
        const { status, body } = answerPrepared(request, reply, answer);
        setHeadersByAddress(reply);
        if (status === 304) return { status: 304, body: undefined };
        // Bytes with their content type and encoding set: Fastify sends them as they are.
        return { status: 200, body: body as unknown as { jobs: [] } };
      },
    },
    listAllJobs: {
      hooks: adminOnly,
      handler: async ({ query }) => ({ status: 200, body: await jobsService.listAllJobs(deps, query) }),
    },
    getJob: {
      // Anyone sees an active job; an admin with their powers also a closed one (the admin table links to it).
      hooks: { preHandler: app.identifyUserOrAdmin },
      handler: async ({ params, request }) => ({
        status: 200,
        body: { job: await withinScope(request, (scope) => jobsService.getJob(db, params.id, scope)) },
      }),
    },
    createJob: {
      hooks: adminOnly,
      handler: async ({ body, request }) => ({ status: 201, body: { job: changed(await jobsService.createJob(db, body, auditContextOf(request))) } }),
    },
    updateJob: {
      hooks: adminOnly,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: { job: changed(await jobsService.updateJob(db, params.id, body, auditContextOf(request))) },
      }),
    },
    toggleJobActive: {
      hooks: adminOnly,
      handler: async ({ params, body, request }) => ({
        status: 200,
        body: { job: changed(await jobsService.setJobActive(db, params.id, body.isActive, auditContextOf(request))) },
      }),
    },
  });
  s.registerRouter(jobsContract, router, app, { requestValidationErrorHandler: answerValidationError });
}
