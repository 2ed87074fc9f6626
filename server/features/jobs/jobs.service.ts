import type { z } from 'zod';
import type { createJobBodySchema, jobListQuerySchema, updateJobBodySchema } from '../../../contract/jobs.js';
import { jobMessages } from '../../../contract/jobs.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { toAdminJob, toJob } from './jobs.mapper.js';
import * as repository from './jobs.repository.js';

export const jobNotFound = () => notFound('jobs.not_found', jobMessages.notFound);

export async function listActiveJobs(db: Database) {
  const rows = await repository.listJobs(db, { isActive: true });
  return rows.map(toJob);
}

/**
 * Admin list, each job with its applicant count: the whole list in the spec's shape, or one page
 * with `total` when paging is asked for.
 */
export async function listAllJobs(db: Database, query: z.output<typeof jobListQuerySchema>) {
  const filter = {
    q: query.q || undefined,
    isActive: query.isActive === undefined ? undefined : query.isActive === 'true',
    type: query.type,
  };
  const paged = query.page !== undefined || query.pageSize !== undefined;
  if (!paged) return { jobs: (await repository.listJobsWithApplicantCounts(db, filter, { sort: query.sort })).map(toAdminJob) };
  const pageSize = query.pageSize ?? 10;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const [rows, total] = await Promise.all([
    repository.listJobsWithApplicantCounts(db, filter, { sort: query.sort, limit: pageSize, offset }),
    repository.countJobs(db, filter),
  ]);
  return { jobs: rows.map(toAdminJob), total };
}

/** A visitor sees active jobs only; an admin sees any (the admin table links to /job/{id}). */
export async function getJob(db: Database, id: string, viewerIsAdmin: boolean) {
  const row = isUuid(id) ? await repository.findJob(db, id) : undefined;
  if (!row || (!row.isActive && !viewerIsAdmin)) throw jobNotFound();
  return toJob(row);
}

export async function createJob(db: Database, input: z.output<typeof createJobBodySchema>) {
  return toJob(await repository.insertJob(db, input));
}

export async function updateJob(db: Database, id: string, input: z.output<typeof updateJobBodySchema>) {
  const row = isUuid(id) ? await repository.updateJob(db, id, input) : undefined;
  if (!row) throw jobNotFound();
  return toJob(row);
}

export async function setJobActive(db: Database, id: string, isActive: boolean) {
  const row = isUuid(id) ? await repository.updateJob(db, id, { isActive }) : undefined;
  if (!row) throw jobNotFound();
  return toJob(row);
}
