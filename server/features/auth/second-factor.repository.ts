import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { userPasskeys } from './passkeys.table.js';
import { recoveryCodes, userSecondFactors } from './second-factor.table.js';
import { users } from './users.table.js';

export function findSecondFactor(db: Executor, userId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, userId)).limit(1);
  return (options.lock ? query.for('update') : query).then((rows) => rows[0]);
}

/** A new pending secret, replacing any earlier pending one (a confirmed one is never replaced here). */
export function savePendingSecondFactor(db: Executor, userId: string, secretEncrypted: string) {
  return db
    .insert(userSecondFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: userSecondFactors.userId,
      set: { secretEncrypted, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(userSecondFactors.confirmedAt),
    });
}

export function confirmSecondFactor(db: Executor, userId: string, step: number) {
  return db
    .update(userSecondFactors)
    .set({ confirmedAt: sql`now()`, lastUsedStep: step })
    .where(and(eq(userSecondFactors.userId, userId), isNull(userSecondFactors.confirmedAt)))
    .returning({ userId: userSecondFactors.userId })
    .then((rows) => rows.length === 1);
}

/**
 * Records `step` as the last accepted code, only if it is newer than the one recorded: of two
 * requests with the same code, one statement wins and the other finds the step used.
 */
export function claimTotpStep(db: Executor, userId: string, step: number) {
  return db
    .update(userSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userSecondFactors.userId, userId),
        isNotNull(userSecondFactors.confirmedAt),
        or(isNull(userSecondFactors.lastUsedStep), lt(userSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userSecondFactors.userId })
    .then((rows) => rows.length === 1);
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codeHashes.length > 0) await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code of the account; answers whether there was one (single use, one statement). */
export function spendRecoveryCode(db: Executor, userId: string, codeHash: string) {
  return db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
    .then((rows) => rows.length === 1);
}

export function countUnusedRecoveryCodes(db: Executor, userId: string) {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .then((rows) => rows[0]?.count ?? 0);
}

/** Removes the authenticator app (the recovery codes are the caller's to keep or drop). */
export async function deleteAuthenticatorApp(db: Executor, userId: string) {
  await db.delete(userSecondFactors).where(eq(userSecondFactors.userId, userId));
}

/** Ends the account's other sessions (their version no longer matches) and answers the new version. */
export function bumpSessionVersion(db: Executor, userId: string) {
  return db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, name: users.name, email: users.email, isAdmin: users.isAdmin, isTalent: users.isTalent, isCustomer: users.isCustomer, emailVerifiedAt: users.emailVerifiedAt, sessionVersion: users.sessionVersion })
    .then((rows) => rows[0]!);
}

/**
 * Holds the account's row until the transaction ends, so two changes of its factors (a passkey and
 * an app added at once, say) take turns in deciding whether it is the first factor or the last.
 */
export async function lockAccount(db: Executor, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Which second factors the account has on: a confirmed authenticator app, and how many passkeys. */
export function secondFactorsOf(db: Executor, userId: string) {
  return db
    .select({
      authenticatorApp: sql<boolean>`exists (select 1 from ${userSecondFactors} where ${userSecondFactors.userId} = ${userId} and ${userSecondFactors.confirmedAt} is not null)`,
      passkeys: sql<number>`(select count(*)::int from ${userPasskeys} where ${userPasskeys.userId} = ${userId})`,
    })
    .from(sql`(select 1) as one`)
    .then((rows) => {
      const row = rows[0]!;
      return { authenticatorApp: row.authenticatorApp, passkeys: row.passkeys, any: row.authenticatorApp || row.passkeys > 0 };
    });
}

export async function deleteRecoveryCodes(db: Executor, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Whether the code is one of the account's recovery codes, already spent. */
export function isSpentRecoveryCode(db: Executor, userId: string, codeHash: string) {
  return db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNotNull(recoveryCodes.usedAt)))
    .limit(1)
    .then((rows) => rows.length === 1);
}

/** Removes every second factor of the account (the app, pending or on, its passkeys, its recovery codes); answers what went. */
export async function deleteAllSecondFactors(db: Executor, userId: string) {
  const app = await db.delete(userSecondFactors).where(eq(userSecondFactors.userId, userId)).returning({ confirmedAt: userSecondFactors.confirmedAt });
  const passkeys = await db.delete(userPasskeys).where(eq(userPasskeys.userId, userId)).returning({ id: userPasskeys.id });
  const codes = await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).returning({ usedAt: recoveryCodes.usedAt });
  return {
    authenticatorApp: app.some((row) => row.confirmedAt !== null),
    passkeys: passkeys.length,
    unusedRecoveryCodes: codes.filter((row) => row.usedAt === null).length,
  };
}
