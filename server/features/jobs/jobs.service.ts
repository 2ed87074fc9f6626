import type { z } from 'zod';
import type { createJobBodySchema, jobListQuerySchema, updateJobBodySchema } from '../../../contract/jobs.js';
import { jobMessages } from '../../../contract/jobs.js';
import type { Database, Executor } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { AccessScope } from '../../plugins/auth-guard.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import { toAdminJob, toJob } from './jobs.mapper.js';
import * as repository from './jobs.repository.js';
import type { JobRow } from './jobs.table.js';
import { isPaged, pageOf } from '../../lib/paging.js';

export const jobNotFound = () => notFound('jobs.not_found', jobMessages.notFound);

export async function listActiveJobs(db: Database) {
  const rows = await repository.listJobs(db, { isActive: true });
  return rows.map(toJob);
}

/**
 * How many applicants each of these jobs has (none: left out). The applicants feature counts them
 * and app.ts hands the count over, so jobs never imports applicants.
 */
export type CountApplicants = (db: Executor, jobIds: string[]) => Promise<Map<string, number>>;

export interface AdminJobsDeps {
  db: Database;
  countApplicants: CountApplicants;
}

/** Two queries whatever the number of jobs: the jobs, then their applicants counted together. */
async function withApplicantCounts({ db, countApplicants }: AdminJobsDeps, rows: JobRow[]) {
  const counts = await countApplicants(db, rows.map((row) => row.id));
  return rows.map((row) => toAdminJob(row, counts.get(row.id) ?? 0));
}

/**
 * Admin list, each job with its applicant count: the whole list in the spec's shape, or one page
 * with `total` when paging is asked for.
 */
export async function listAllJobs(deps: AdminJobsDeps, query: z.output<typeof jobListQuerySchema>) {
  const { db } = deps;
  const filter = {
    q: query.q || undefined,
    isActive: query.isActive === undefined ? undefined : query.isActive === 'true',
    type: query.type,
  };
  if (!isPaged(query)) return { jobs: await withApplicantCounts(deps, await repository.listJobs(db, filter, { sort: query.sort })) };
  const { limit, offset } = pageOf(query, 10);
  const [rows, total] = await Promise.all([
    repository.listJobs(db, filter, { sort: query.sort, limit, offset }),
    repository.countJobs(db, filter),
  ]);
  return { jobs: await withApplicantCounts(deps, rows), total };
}

/** Any active job; a closed one only in the scope of admin powers (the admin table links to /job/{id}). */
export async function getJob(db: Database, id: string, scope: AccessScope) {
  const row = isUuid(id) ? await repository.findJob(db, id) : undefined;
  if (!row || (!row.isActive && scope !== 'all')) throw jobNotFound();
  return toJob(row);
}

export async function createJob(db: Database, input: z.output<typeof createJobBodySchema>, audit: AuditContext) {
  const row = await db.transaction(async (tx) => {
    const created = await repository.insertJob(tx, input);
    await recordAdminAction(tx, { ...audit, action: 'job.created', target: { type: 'job', id: created.id }, detail: { title: created.title } });
    return created;
  });
  return toJob(row);
}

export async function updateJob(db: Database, id: string, input: z.output<typeof updateJobBodySchema>, audit: AuditContext) {
  if (!isUuid(id)) throw jobNotFound();
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updateJob(tx, id, input);
    if (!updated) throw jobNotFound();
    // The names of the fields sent, not their text: the job itself holds that.
    await recordAdminAction(tx, { ...audit, action: 'job.updated', target: { type: 'job', id }, detail: { fields: Object.keys(input).sort() } });
    return updated;
  });
  return toJob(row);
}

/** Closes (hides from the board) or reopens a job: `job.closed` / `job.reopened`. */
export async function setJobActive(db: Database, id: string, isActive: boolean, audit: AuditContext) {
  if (!isUuid(id)) throw jobNotFound();
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updateJob(tx, id, { isActive });
    if (!updated) throw jobNotFound();
    await recordAdminAction(tx, { ...audit, action: isActive ? 'job.reopened' : 'job.closed', target: { type: 'job', id }, detail: { title: updated.title } });
    return updated;
  });
  return toJob(row);
}
