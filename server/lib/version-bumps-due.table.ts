import { bigint, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row per open transaction that wrote something a version counts (an admin list's table, an
 * account's own pages, a subscription's Staffing row), inserted by the first such trigger
 * (migration 0032). A deferred constraint trigger on it does, as that transaction commits, what the
 * writes asked for: Staffing rows worked out again, then the lists' versions, then the accounts',
 * each in one order, and deletes the row. The shared rows are locked only at commit and always in
 * that order, so two writers of different rows never wait on each other in a circle.
 */
export const versionBumpsDue = pgTable('version_bumps_due', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
});
