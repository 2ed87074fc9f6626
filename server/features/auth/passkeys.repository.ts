import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { userPasskeys } from './passkeys.table.js';

export type StoredPasskey = typeof userPasskeys.$inferSelect;

export function listPasskeys(db: Executor, userId: string) {
  return db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(asc(userPasskeys.createdAt));
}

export function findPasskeyOfUser(db: Executor, userId: string, credentialId: string) {
  return db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.credentialId, credentialId)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Answers the new row, or undefined when the credential is already stored (on this account or another). */
export function insertPasskey(
  db: Executor,
  values: { userId: string; credentialId: string; publicKey: string; signCount: number; transports: string[]; name: string },
) {
  return db
    .insert(userPasskeys)
    .values(values)
    .onConflictDoNothing({ target: userPasskeys.credentialId })
    .returning()
    .then((rows) => rows[0]);
}

/**
 * Records a use of the passkey (a login or a proof): its new counter and when. Only a counter that
 * moved forward (or one that stays 0, as synced passkeys report) is accepted, and only when the
 * passkey was not used since `challengeIssuedAt`: one conditional statement, so of the same answer
 * sent several times at once exactly one is taken, even from a synced passkey whose counter never moves.
 */
export function recordPasskeyUse(db: Executor, id: string, previousCount: number, newCount: number, challengeIssuedAt: Date) {
  return db
    .update(userPasskeys)
    .set({ signCount: newCount, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(userPasskeys.id, id),
        eq(userPasskeys.signCount, previousCount),
        or(isNull(userPasskeys.lastUsedAt), lt(userPasskeys.lastUsedAt, challengeIssuedAt)),
      ),
    )
    .returning({ id: userPasskeys.id })
    .then((rows) => rows.length === 1);
}

export function deletePasskey(db: Executor, userId: string, id: string) {
  return db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.id, id)))
    .returning({ id: userPasskeys.id, name: userPasskeys.name })
    .then((rows) => rows[0]);
}
