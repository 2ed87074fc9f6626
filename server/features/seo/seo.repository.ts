import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { jobs } from '../jobs/jobs.table.js';

/** The open jobs' ids and last changes, newest posting first: what the sitemap lists. */
export function listActiveJobUpdates(db: Executor): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(eq(jobs.isActive, true))
    .orderBy(desc(jobs.postingDate));
}
