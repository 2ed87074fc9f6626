import { and, eq, isNull, sql } from 'drizzle-orm';
import { INVITATION_LIFETIME_DAYS } from '../../../contract/talents.js';
import type { Executor } from '../../db/database.js';
import { applicants } from '../applicants/applicants.public.js';
import { users } from '../auth/auth.public.js';
import { talentAccounts, talentInvitations } from './talents.table.js';

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  isAdmin: users.isAdmin,
  isTalent: users.isTalent,
  passwordHash: users.passwordHash,
  sessionVersion: users.sessionVersion,
};
export type TalentAccount = { id: string; name: string; email: string; isAdmin: boolean; isTalent: boolean; passwordHash: string; sessionVersion: number };

/** The account a talent (a hired applicant) signs in with, if they have one yet. */
export function findAccountOfApplicant(db: Executor, applicantId: string) {
  return db
    .select(accountColumns)
    .from(talentAccounts)
    .innerJoin(users, eq(users.id, talentAccounts.userId))
    .where(eq(talentAccounts.applicantId, applicantId))
    .limit(1)
    .then((rows): TalentAccount | undefined => rows[0]);
}

/** The account with this e-mail (any case), locked until the transaction ends. */
export function lockAccountByEmail(db: Executor, email: string) {
  return db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update')
    .limit(1)
    .then((rows): TalentAccount | undefined => rows[0]);
}

export function lockAccount(db: Executor, userId: string) {
  return db
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1)
    .then((rows): TalentAccount | undefined => rows[0]);
}

/**
 * A talent's new account; nothing when another transaction made one with the same e-mail first
 * (it waits for that one to commit, so a second look finds the row).
 */
export function insertTalentAccount(db: Executor, values: { name: string; email: string; passwordHash: string }) {
  return db
    .insert(users)
    .values({ ...values, isTalent: true })
    .onConflictDoNothing()
    .returning(accountColumns)
    .then((rows): TalentAccount | undefined => rows[0]);
}

export function markAsTalent(db: Executor, userId: string) {
  return db.update(users).set({ isTalent: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export function linkApplicant(db: Executor, applicantId: string, userId: string) {
  return db.insert(talentAccounts).values({ applicantId, userId }).onConflictDoNothing();
}

/** A new invitation for the account, valid from now; the unused one it had stops working. */
export async function replaceOpenInvitation(db: Executor, userId: string, tokenHash: string) {
  await db.delete(talentInvitations).where(and(eq(talentInvitations.userId, userId), isNull(talentInvitations.usedAt)));
  const [row] = await db
    .insert(talentInvitations)
    .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(days => ${INVITATION_LIFETIME_DAYS})` })
    .returning({ expiresAt: talentInvitations.expiresAt });
  return row!;
}

/** The invitation with this token, whatever its state, with whose it is and, by the database's clock, whether it has expired. */
export function findInvitation(db: Executor, tokenHash: string) {
  return db
    .select({
      userId: talentInvitations.userId,
      usedAt: talentInvitations.usedAt,
      expiresAt: talentInvitations.expiresAt,
      expired: sql<boolean>`${talentInvitations.expiresAt} <= now()`,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(talentInvitations)
    .innerJoin(users, eq(users.id, talentInvitations.userId))
    .where(eq(talentInvitations.tokenHash, tokenHash))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * Spends a live invitation in one statement: of two requests with the same token, the second
 * waits for the first and then finds it used. Answers whose account it was, or nothing.
 */
export function spendInvitation(db: Executor, tokenHash: string) {
  return db
    .update(talentInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(talentInvitations.tokenHash, tokenHash), isNull(talentInvitations.usedAt), sql`${talentInvitations.expiresAt} > now()`))
    .returning({ userId: talentInvitations.userId })
    .then((rows) => rows[0]);
}

export function findApplicant(db: Executor, applicantId: string) {
  return db
    .select({ id: applicants.id, firstName: applicants.firstName, lastName: applicants.lastName, email: applicants.email })
    .from(applicants)
    .where(eq(applicants.id, applicantId))
    .limit(1)
    .then((rows) => rows[0]);
}
