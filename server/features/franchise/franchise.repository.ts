import { and, asc, count, desc, eq, getTableColumns, ilike, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FranchiseApplicationSort } from '../../../contract/franchise.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { storedFiles } from '../files/stored-files.table.js';
import { franchiseApplications } from './franchise-applications.table.js';

export type NewFranchiseApplication = typeof franchiseApplications.$inferInsert;

/** Answers the new application's id, or undefined when its idempotency key is already stored. */
export function insertFranchiseApplication(db: Executor, values: NewFranchiseApplication): Promise<string | undefined> {
  return db
    .insert(franchiseApplications)
    .values(values)
    .onConflictDoNothing({ target: franchiseApplications.idempotencyKey })
    .returning({ id: franchiseApplications.id })
    .then((rows) => rows[0]?.id);
}

export function findFranchiseApplicationIdByIdempotencyKey(db: Executor, key: string): Promise<string | undefined> {
  return db
    .select({ id: franchiseApplications.id })
    .from(franchiseApplications)
    .where(eq(franchiseApplications.idempotencyKey, key))
    .limit(1)
    .then((rows) => rows[0]?.id);
}

export type FranchiseApplicationRow = typeof franchiseApplications.$inferSelect & { filename: string; sizeBytes: number };

const orderings: Record<FranchiseApplicationSort, SQL[]> = {
  createdAt_desc: [desc(franchiseApplications.createdAt), desc(franchiseApplications.id)],
  createdAt_asc: [asc(franchiseApplications.createdAt), asc(franchiseApplications.id)],
  name_asc: [asc(sql`lower(${franchiseApplications.name})`), asc(franchiseApplications.id)],
  name_desc: [desc(sql`lower(${franchiseApplications.name})`), desc(franchiseApplications.id)],
};

// Few rows (one per signed contract), so a plain ILIKE on name and e-mail is enough.
function whereOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(franchiseApplications.name, pattern), ilike(franchiseApplications.email, pattern));
}

// The file's name and size without its bytes.
const selection = {
  ...getTableColumns(franchiseApplications),
  filename: storedFiles.filename,
  sizeBytes: storedFiles.sizeBytes,
};

export function listFranchiseApplications(
  db: Executor,
  options: { q?: string | undefined; sort: FranchiseApplicationSort; limit?: number; offset?: number },
): Promise<FranchiseApplicationRow[]> {
  const query = db
    .select(selection)
    .from(franchiseApplications)
    .innerJoin(storedFiles, eq(storedFiles.id, franchiseApplications.contractFileId))
    .where(whereOf(options.q))
    .orderBy(...orderings[options.sort]);
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export async function countFranchiseApplications(db: Executor, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(franchiseApplications).where(whereOf(q));
  return row?.total ?? 0;
}

export function findFranchiseApplication(db: Executor, id: string) {
  return db
    .select()
    .from(franchiseApplications)
    .where(eq(franchiseApplications.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Idempotency keys only guard retries of one upload: after `before` they are let go. */
export async function forgetIdempotencyKeys(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .update(franchiseApplications)
    .set({ idempotencyKey: null })
    .where(and(isNotNull(franchiseApplications.idempotencyKey), lt(franchiseApplications.createdAt, before)))
    .returning({ id: franchiseApplications.id });
  return rows.length;
}
