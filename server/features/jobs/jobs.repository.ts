import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { JobSort, JobType } from '../../../contract/catalogues/hiring.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { jobs, type JobRow } from './jobs.table.js';

export interface JobListFilter {
  q?: string | undefined;
  isActive?: boolean | undefined;
  type?: JobType | undefined;
}

const orderings: Record<JobSort, SQL[]> = {
  postingDate_desc: [desc(jobs.postingDate), desc(jobs.id)],
  postingDate_asc: [asc(jobs.postingDate), asc(jobs.id)],
  title_asc: [asc(sql`lower(${jobs.title})`), asc(jobs.id)],
  title_desc: [desc(sql`lower(${jobs.title})`), desc(jobs.id)],
};

function whereOf(filter: JobListFilter): SQL | undefined {
  const pattern = filter.q ? `%${escapeLike(filter.q)}%` : undefined;
  return and(
    filter.isActive === undefined ? undefined : eq(jobs.isActive, filter.isActive),
    filter.type ? eq(jobs.type, filter.type) : undefined,
    pattern ? or(ilike(jobs.title, pattern), ilike(jobs.description, pattern)) : undefined,
  );
}

export function listJobs(
  db: Executor,
  filter: JobListFilter,
  options: { sort?: JobSort; limit?: number; offset?: number } = {},
): Promise<JobRow[]> {
  const query = db
    .select()
    .from(jobs)
    .where(whereOf(filter))
    .orderBy(...orderings[options.sort ?? 'postingDate_desc']);
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export async function countJobs(db: Executor, filter: JobListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobs).where(whereOf(filter));
  return row?.total ?? 0;
}

export function findJob(db: Executor, id: string): Promise<JobRow | undefined> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export type NewJob = typeof jobs.$inferInsert;

export function insertJob(db: Executor, values: NewJob): Promise<JobRow> {
  return db
    .insert(jobs)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function updateJob(db: Executor, id: string, values: Partial<NewJob>): Promise<JobRow | undefined> {
  return db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobs.id, id))
    .returning()
    .then((rows) => rows[0]);
}
