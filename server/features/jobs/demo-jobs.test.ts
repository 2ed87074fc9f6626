import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/database.js';
import { databaseUrlFor } from '../../test/global-setup.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoJobs, seedDemoJobsIfEmpty } from './demo-jobs.js';
import { jobs } from './jobs.table.js';

const ctx = useTestApp();
/** A second pool on the same database, as a second instance would open (PGlite has one connection only). */
let second: DatabaseHandle | undefined;
beforeAll(async () => {
  const backend = inject('testDatabase');
  if (backend.kind === 'postgres') {
    const result = await ctx.db.execute<{ name: string }>(sql`select current_database() as name`);
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    second = await openDatabase({ databaseUrl: databaseUrlFor(backend.serverUrl, name) });
  }
});
afterAll(() => second?.close());

// Each test starts from an empty board.
beforeEach(async () => {
  await ctx.db.delete(jobs);
});

async function jobCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobs);
  return row?.total ?? 0;
}

describe('demo jobs', () => {
  it('are added once when several instances start together on an empty board', async () => {
    const demoSize = demoJobs(Date.now()).length;
    const handles = [ctx.db, ...(second ? [second.db] : [])];
    const added = await Promise.all(Array.from({ length: 8 }, (_, index) => seedDemoJobsIfEmpty(handles[index % handles.length]!)));
    expect(added.filter((n) => n > 0)).toEqual([demoSize]);
    expect(await jobCount(ctx.db)).toBe(demoSize);
  });

  it('fill an empty board once, and appear on it', async () => {
    expect(await seedDemoJobsIfEmpty(ctx.db)).toBe(5);
    expect(await seedDemoJobsIfEmpty(ctx.db)).toBe(0);
    const { jobs } = (await ctx.app.inject('/api/v1/jobs/active')).json();
    expect(jobs).toHaveLength(5);
    expect(jobs[0].title).toBe('Inbound Customer Service Representative');
  });
});
