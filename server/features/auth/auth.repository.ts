import DataLoader from 'dataloader';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';
import { rowsByIds } from '../../db/rows-by-ids.js';
import { users } from './users.table.js';

/**
 * Whether the account `userId` (a column or a value) has a confirmed second factor: an authenticator
 * app or a passkey. Spelled out with table names: inside the subquery a bare "id" would be the passkey's own.
 */
const hasSecondFactorOf = (userId: SQL | string) =>
  sql<boolean>`(exists (select 1 from user_second_factors f where f.user_id = ${userId} and f.confirmed_at is not null)
    or exists (select 1 from user_passkeys p where p.user_id = ${userId}))`;

export function findUserByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserById(db: Executor, id: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      isTalent: users.isTalent,
      isCustomer: users.isCustomer,
      emailVerifiedAt: users.emailVerifiedAt,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * The accounts of sessions, as the auth guard reads them (one prepared statement for any number of
 * accounts: rows-by-ids.ts), each with the versions of what its pages read.
 */
const sessionAccountsByIds = rowsByIds('session_accounts', (db, idIn) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: users.isAdmin,
      isTalent: users.isTalent,
      isCustomer: users.isCustomer,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      sessionVersion: users.sessionVersion,
      // Drizzle writes a column here without its table, so the account's id is named in full.
      hasSecondFactor: hasSecondFactorOf(sql.raw('users.id')),
      // Read with the session so an account's cached pages cost no query of their own (account-reads-cache.ts).
      readVersions: {
        account: sql<number>`coalesce((select v.version from account_read_versions v where v.user_id = users.id), 0)`.mapWith(Number),
        placements: sql<number>`coalesce((select l.version from list_versions l where l.table_name = 'placements'), 0)`.mapWith(Number),
      },
    })
    .from(users)
    .where(idIn(users.id)),
);

type SessionAccountRow = Awaited<ReturnType<typeof sessionAccountsByIds>>[number];

const sessionAccountLoaders = new WeakMap<Database, DataLoader<string, SessionAccountRow | undefined>>();

/**
 * The account of a session, as the auth guard reads it on every request; undefined when there is
 * none. The requests that arrive together (in one turn of the event loop) share one query: each
 * query starts after every request it answers arrived, so none misses what was written before it
 * came, and nothing is kept between turns (`cache: false`). Under load this is one query for
 * dozens of requests instead of one each.
 */
export function findSessionAccount(db: Database, id: string): Promise<SessionAccountRow | undefined> {
  let loader = sessionAccountLoaders.get(db);
  if (!loader) {
    loader = new DataLoader<string, SessionAccountRow | undefined>(
      async (ids) => {
        const rows = await sessionAccountsByIds(db, [...new Set(ids)]);
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((accountId) => byId.get(accountId));
      },
      // The turn's I/O callbacks all run before setImmediate's: every request read in this turn joins.
      { cache: false, batchScheduleFn: (flush) => setImmediate(flush), maxBatchSize: 500 },
    );
    sessionAccountLoaders.set(db, loader);
  }
  return loader.load(id);
}

export function insertUser(
  db: Executor,
  values: { name: string; email: string; passwordHash: string; isAdmin?: boolean; isTalent?: boolean; isCustomer?: boolean; emailVerifiedAt?: Date },
) {
  return db
    .insert(users)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/**
 * Sets a new password; older sessions stop working because their version no longer matches, and
 * the account's failed-login counts start again (a new login epoch).
 */
export function updatePassword(db: Executor, userId: string, passwordHash: string) {
  return db
    .update(users)
    .set({
      passwordHash,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      loginEpoch: sql`${users.loginEpoch} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** Starts the account's failed-login counts again (a new login epoch); answers whether the account exists. */
export async function startNewLoginEpoch(db: Executor, userId: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ loginEpoch: sql`${users.loginEpoch} + 1` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

export function setAdmin(db: Executor, userId: string, values: { isAdmin: boolean; name?: string; passwordHash?: string }) {
  return db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The owner proved the mailbox (a verification, reset or invitation link): the account's address is verified from now. */
export function markEmailVerified(db: Executor, userId: string) {
  return db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The account, locked until the transaction ends, with what deciding about its address and roles needs. */
export function lockUserById(db: Executor, id: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1)
    .then((rows) => rows[0]);
}

/** The account with this e-mail (any case), locked until the transaction ends. */
export function lockUserByEmail(db: Executor, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update')
    .limit(1)
    .then((rows) => rows[0]);
}

/** Gives or takes the talent's role; the account's sessions end, so every page follows the change. */
export function setTalentRole(db: Executor, userId: string, isTalent: boolean) {
  return db
    .update(users)
    .set({ isTalent, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning()
    .then((rows) => rows[0]!);
}

/** Whether the account has a confirmed second factor (an authenticator app or a passkey). */
export function hasSecondFactor(db: Executor, userId: string) {
  return db
    .execute(sql`select ${hasSecondFactorOf(userId)} as has`)
    .then((result) => (result as unknown as { rows: { has: boolean }[] }).rows[0]?.has === true);
}
