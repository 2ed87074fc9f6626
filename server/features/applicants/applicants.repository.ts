import { and, asc, count, desc, eq, getTableColumns, like, sql, type SQL } from 'drizzle-orm';
import type { ApplicantSort } from '../../../contract/catalogues/hiring.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { jobs } from '../jobs/jobs.table.js';
import type { ApplicantWithJob } from './applicants.mapper.js';
import { applicants } from './applicants.table.js';

export interface ApplicantFilter {
  q?: string | undefined;
  status?: string | undefined;
  jobId?: string | undefined;
  jobTitle?: string | undefined;
}

const orderings: Record<ApplicantSort, SQL[]> = {
  createdAt_desc: [desc(applicants.createdAt), desc(applicants.id)],
  createdAt_asc: [asc(applicants.createdAt), asc(applicants.id)],
  name_asc: [asc(sql`lower(${applicants.lastName})`), asc(sql`lower(${applicants.firstName})`), asc(applicants.id)],
  name_desc: [desc(sql`lower(${applicants.lastName})`), desc(sql`lower(${applicants.firstName})`), desc(applicants.id)],
  status_asc: [asc(applicants.status), desc(applicants.createdAt), desc(applicants.id)],
  status_desc: [desc(applicants.status), desc(applicants.createdAt), desc(applicants.id)],
  customerServiceExperience_desc: [desc(applicants.yearsOfCustomerServiceExperience), desc(applicants.createdAt), desc(applicants.id)],
  customerServiceExperience_asc: [asc(applicants.yearsOfCustomerServiceExperience), asc(applicants.createdAt), asc(applicants.id)],
  callCenterExperience_desc: [desc(applicants.yearsOfCallCenterExperience), desc(applicants.createdAt), desc(applicants.id)],
  callCenterExperience_asc: [asc(applicants.yearsOfCallCenterExperience), asc(applicants.createdAt), asc(applicants.id)],
};

function whereOf(filter: ApplicantFilter): SQL | undefined {
  return and(
    filter.status ? eq(applicants.status, filter.status) : undefined,
    filter.jobId ? eq(applicants.jobId, filter.jobId) : undefined,
    filter.jobTitle
      ? sql`${applicants.jobId} in (select ${jobs.id} from ${jobs} where lower(${jobs.title}) = lower(${filter.jobTitle}))`
      : undefined,
    filter.q ? like(applicants.searchText, `%${escapeLike(filter.q.toLowerCase())}%`) : undefined,
  );
}

const selection = { ...getTableColumns(applicants), jobTitle: jobs.title };

export function listApplicants(
  db: Executor,
  filter: ApplicantFilter,
  options: { sort?: ApplicantSort | undefined; limit?: number; offset?: number } = {},
): Promise<ApplicantWithJob[]> {
  const query = db
    .select(selection)
    .from(applicants)
    .leftJoin(jobs, eq(jobs.id, applicants.jobId))
    .where(whereOf(filter))
    .orderBy(...orderings[options.sort ?? 'createdAt_desc']);
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export async function countApplicants(db: Executor, filter: ApplicantFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(applicants).where(whereOf(filter));
  return row?.total ?? 0;
}

export function findApplicant(db: Executor, id: string): Promise<ApplicantWithJob | undefined> {
  return db
    .select(selection)
    .from(applicants)
    .leftJoin(jobs, eq(jobs.id, applicants.jobId))
    .where(eq(applicants.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export type NewApplicant = typeof applicants.$inferInsert;

export function insertApplicant(db: Executor, values: NewApplicant) {
  return db
    .insert(applicants)
    .values(values)
    .returning({ id: applicants.id })
    .then((rows) => rows[0]!);
}

export function updateApplicant(db: Executor, id: string, values: { status?: string; remarks?: string }) {
  return db
    .update(applicants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(applicants.id, id))
    .returning({ id: applicants.id });
}
