import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicantSort } from '../../../contract/catalogues/hiring.js';
import type { Executor } from '../../db/database.js';
import { rowsByIds } from '../../db/rows-by-ids.js';
import { escapeLike } from '../../lib/like.js';
import type { ListRows } from '../../lib/list-cache.js';
import { jobs } from '../jobs/jobs.table.js';
import type { ApplicantWithJob } from './applicants.mapper.js';
import { applicants } from './applicants.table.js';

export interface ApplicantFilter {
  q?: string | undefined;
  status?: string | undefined;
  jobId?: string | undefined;
  jobTitle?: string | undefined;
}

/** One column (or expression) of a sort order; `cast` turns its text form back into its type. */
interface SortKey {
  expr: SQL;
  cast: 'text' | 'timestamptz' | 'uuid' | 'smallint';
}

const keys = {
  createdAt: { expr: sql`${applicants.createdAt}`, cast: 'timestamptz' },
  id: { expr: sql`${applicants.id}`, cast: 'uuid' },
  lastName: { expr: sql`lower(${applicants.lastName})`, cast: 'text' },
  firstName: { expr: sql`lower(${applicants.firstName})`, cast: 'text' },
  status: { expr: sql`${applicants.status}`, cast: 'text' },
  customerService: { expr: sql`${applicants.yearsOfCustomerServiceExperience}`, cast: 'smallint' },
  callCenter: { expr: sql`${applicants.yearsOfCallCenterExperience}`, cast: 'smallint' },
} satisfies Record<string, SortKey>;

type Direction = 'asc' | 'desc';
/** Every order ends with the id, so it is total: what keyset paging needs. */
const orderings: Record<ApplicantSort, [SortKey, Direction][]> = {
  createdAt_desc: [[keys.createdAt, 'desc'], [keys.id, 'desc']],
  createdAt_asc: [[keys.createdAt, 'asc'], [keys.id, 'asc']],
  name_asc: [[keys.lastName, 'asc'], [keys.firstName, 'asc'], [keys.id, 'asc']],
  name_desc: [[keys.lastName, 'desc'], [keys.firstName, 'desc'], [keys.id, 'desc']],
  status_asc: [[keys.status, 'asc'], [keys.createdAt, 'desc'], [keys.id, 'desc']],
  status_desc: [[keys.status, 'desc'], [keys.createdAt, 'desc'], [keys.id, 'desc']],
  customerServiceExperience_desc: [[keys.customerService, 'desc'], [keys.createdAt, 'desc'], [keys.id, 'desc']],
  customerServiceExperience_asc: [[keys.customerService, 'asc'], [keys.createdAt, 'asc'], [keys.id, 'asc']],
  callCenterExperience_desc: [[keys.callCenter, 'desc'], [keys.createdAt, 'desc'], [keys.id, 'desc']],
  callCenterExperience_asc: [[keys.callCenter, 'asc'], [keys.createdAt, 'asc'], [keys.id, 'asc']],
};

const orderBy = (sort: ApplicantSort | undefined) =>
  orderings[sort ?? 'createdAt_desc'].map(([key, direction]) => (direction === 'asc' ? asc(key.expr) : desc(key.expr)));

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
    .orderBy(...orderBy(options.sort));
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

/** The ids of one slice of the filter's applicants in the list's order. */
export async function listApplicantIds(
  db: Executor,
  filter: ApplicantFilter,
  options: { sort?: ApplicantSort | undefined; limit: number; offset: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(whereOf(filter))
    .orderBy(...orderBy(options.sort))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => row.id);
}

/** Of these applicants, the ids of the filter's matches, in the list's order. */
export async function listApplicantIdsAmong(db: Executor, filter: ApplicantFilter, sort: ApplicantSort | undefined, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(whereOf(filter), inArray(applicants.id, ids)))
    .orderBy(...orderBy(sort));
  return rows.map((row) => row.id);
}

/** These applicants with their job's title, in no particular order. */
export const findApplicantsByIds = rowsByIds<ApplicantWithJob>('applicants_by_ids', (db, idIn) =>
  db.select(selection).from(applicants).leftJoin(jobs, eq(jobs.id, applicants.jobId)).where(idIn(applicants.id)),
);

/** Where the previous batch ended: its last row's sort keys, as Postgres printed them. */
type Bookmark = string[];

/** Rows strictly after `bookmark` in the order: (k1 > v1) or (k1 = v1 and k2 > v2) or …, per key direction. */
function after(order: [SortKey, Direction][], bookmark: Bookmark): SQL | undefined {
  const value = (i: number) => sql`cast(${bookmark[i]} as ${sql.raw(order[i]![0].cast)})`;
  return or(
    ...order.map(([key, direction], i) =>
      and(
        ...order.slice(0, i).map(([earlier], j) => sql`${earlier.expr} = ${value(j)}`),
        direction === 'asc' ? sql`${key.expr} > ${value(i)}` : sql`${key.expr} < ${value(i)}`,
      ),
    ),
  );
}

/**
 * Every applicant of the filter in the list's order, `batchSize` rows per query: each batch starts
 * after the last row of the one before (keyset paging), so memory stays flat however long the
 * table is, and it runs the same on Postgres and on PGlite.
 */
export async function* applicantsInBatches(
  db: Executor,
  filter: ApplicantFilter,
  options: { sort?: ApplicantSort | undefined; batchSize?: number } = {},
): AsyncGenerator<ApplicantWithJob[]> {
  const order = orderings[options.sort ?? 'createdAt_desc'];
  const batchSize = options.batchSize ?? 500;
  // The keys come back as text so a bookmark keeps full precision (timestamps have microseconds).
  const bookmarkColumns = Object.fromEntries(order.map(([key], i) => [`sortKey${i}`, sql<string>`(${key.expr})::text`]));
  let bookmark: Bookmark | undefined;
  for (;;) {
    const rows = await db
      .select({ ...selection, ...bookmarkColumns })
      .from(applicants)
      .leftJoin(jobs, eq(jobs.id, applicants.jobId))
      .where(and(whereOf(filter), bookmark ? after(order, bookmark) : undefined))
      .orderBy(...orderBy(options.sort))
      .limit(batchSize);
    if (rows.length === 0) return;
    const last = rows.at(-1) as Record<string, unknown>;
    bookmark = order.map((_, i) => String(last[`sortKey${i}`]));
    yield rows;
    if (rows.length < batchSize) return;
  }
}

/** How an applicant bears on the list of a filter in an order (for the list cache): the filter, and the values the order reads. */
export function applicantListRows(filter: ApplicantFilter, sort: ApplicantSort | undefined): ListRows {
  return { table: applicants, where: whereOf(filter) ?? sql`true`, order: orderings[sort ?? 'createdAt_desc'].map(([key]) => key.expr) };
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

/** Inserts an applicant; with an idempotency key already taken, inserts nothing and answers undefined. */
export function insertApplicant(db: Executor, values: NewApplicant): Promise<{ id: string } | undefined> {
  return db
    .insert(applicants)
    .values(values)
    .onConflictDoNothing({ target: applicants.idempotencyKey })
    .returning({ id: applicants.id })
    .then((rows) => rows[0]);
}

export function findApplicantIdByIdempotencyKey(db: Executor, key: string): Promise<string | undefined> {
  return db
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.idempotencyKey, key))
    .limit(1)
    .then((rows) => rows[0]?.id);
}

/** How many applicants each of these jobs has; a job without any is left out. */
export async function countApplicantsByJob(db: Executor, jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: applicants.jobId, applicants: count() })
    .from(applicants)
    .where(inArray(applicants.jobId, jobIds))
    .groupBy(applicants.jobId);
  return new Map(rows.map((row) => [row.jobId, row.applicants]));
}

/** The status and remarks as they are, the row locked until the transaction ends (concurrent changes take turns). */
export function lockApplicantForUpdate(tx: Executor, id: string): Promise<{ status: string; remarks: string } | undefined> {
  return tx
    .select({ status: applicants.status, remarks: applicants.remarks })
    .from(applicants)
    .where(eq(applicants.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function updateApplicant(db: Executor, id: string, values: { status?: string; remarks?: string }) {
  return db
    .update(applicants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(applicants.id, id))
    .returning({ id: applicants.id });
}

/** Idempotency keys only guard retries of one form attempt: after `before` they are let go. */
export async function forgetIdempotencyKeys(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(applicants)
    .set({ idempotencyKey: null })
    .where(and(isNotNull(applicants.idempotencyKey), lt(applicants.createdAt, before)))
    .returning({ id: applicants.id });
  return rows.length;
}
