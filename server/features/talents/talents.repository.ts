import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { talentAccounts } from './talents.table.js';

/** The account a talent (a hired applicant) signs in with, if one is linked yet. */
export function findAccountOfApplicant(db: Executor, applicantId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      passwordHash: users.passwordHash,
      linkedAt: talentAccounts.createdAt,
    })
    .from(talentAccounts)
    .innerJoin(users, eq(users.id, talentAccounts.userId))
    .where(eq(talentAccounts.applicantId, applicantId))
    .limit(1)
    .then((rows) => rows[0]);
}

export function linkApplicant(db: Executor, applicantId: string, userId: string) {
  return db.insert(talentAccounts).values({ applicantId, userId }).onConflictDoNothing();
}

/** Removes the talent's link; answers the account it was linked to, or nothing. */
export function unlinkApplicant(db: Executor, applicantId: string) {
  return db
    .delete(talentAccounts)
    .where(eq(talentAccounts.applicantId, applicantId))
    .returning({ userId: talentAccounts.userId })
    .then((rows) => rows[0]);
}

/** How many talents (applications) an account still stands for. */
export function countLinksOfAccount(db: Executor, userId: string) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(talentAccounts)
    .where(eq(talentAccounts.userId, userId))
    .then((rows) => rows[0]?.count ?? 0);
}

export function findApplicant(db: Executor, applicantId: string) {
  return db
    .select({ id: applicants.id, firstName: applicants.firstName, lastName: applicants.lastName, email: applicants.email })
    .from(applicants)
    .where(eq(applicants.id, applicantId))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * Whether the talent was ever placed: a read of placements' table owned by this feature (talents
 * cannot import placements, which calls talents when it places someone), by name.
 */
export function wasEverPlaced(db: Executor, applicantId: string) {
  return db
    .execute(sql`select exists (select 1 from placements where talent_id = ${applicantId}) as placed`)
    .then((result) => (result as unknown as { rows: { placed: boolean }[] }).rows[0]?.placed === true);
}

/** Whether the link stands for this talent and account (an account made before links needed consent). */
export function isLinked(db: Executor, applicantId: string, userId: string) {
  return db
    .select({ applicantId: talentAccounts.applicantId })
    .from(talentAccounts)
    .where(and(eq(talentAccounts.applicantId, applicantId), eq(talentAccounts.userId, userId)))
    .limit(1)
    .then((rows) => rows.length > 0);
}
