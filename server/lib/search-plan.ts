import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';

/**
 * Runs a searched page and its count so that Postgres sorts the matches instead of walking a sort
 * index and filtering row by row. The planner assumes matches are spread evenly; when they cluster
 * at the far end of the sort (a company name late in the alphabet) the walk reads most of the table.
 * With a search, the trigram index finds the matches, and their number bounds the work.
 */
export async function withSearchPlan<T>(db: Database, searching: boolean, read: (executor: Executor) => Promise<T>): Promise<T> {
  if (!searching) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    return read(tx);
  });
}
