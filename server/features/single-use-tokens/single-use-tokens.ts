import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { singleUseTokens } from './single-use-tokens.table.js';

/** What a link is for; each purpose's links live and die on their own. */
export type TokenPurpose = 'email_verification' | 'talent_invitation' | 'password_reset' | 'login_unlock';

/**
 * Purposes with one open link per subject: a new one replaces the unused older one. A password reset
 * link stays open beside newer ones until one is used (the caller then revokes the rest), and an
 * unlock link until it is used or expires. The table's partial unique index names the same list.
 */
const ONE_OPEN_LINK_PURPOSES: ReadonlySet<TokenPurpose> = new Set<TokenPurpose>(['email_verification', 'talent_invitation']);

/** 32 random bytes, URL-safe: what goes into the mailed link. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored: a database leak hands out no live link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * A fresh link for `subjectId` (for a verification or an invitation, the unused one it had for this
 * purpose stops working), valid for `lifetimeMs` by the database's clock, in the caller's transaction
 * so its mail is owed exactly when the work commits.
 */
export async function issueToken(
  db: Executor,
  values: { purpose: TokenPurpose; subjectId: string; email: string; lifetimeMs: number },
): Promise<IssuedToken> {
  const token = newToken();
  if (ONE_OPEN_LINK_PURPOSES.has(values.purpose)) {
    await db
      .update(singleUseTokens)
      .set({ usedAt: sql`now()`, replacedAt: sql`now()` })
      .where(and(eq(singleUseTokens.purpose, values.purpose), eq(singleUseTokens.subjectId, values.subjectId), isNull(singleUseTokens.usedAt)));
  }
  const [row] = await db
    .insert(singleUseTokens)
    .values({
      purpose: values.purpose,
      tokenHash: hashToken(token),
      subjectId: values.subjectId,
      email: values.email.trim(),
      expiresAt: sql`now() + make_interval(secs => ${values.lifetimeMs / 1000})`,
    })
    .returning({ expiresAt: singleUseTokens.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

/** A link as found: what it is for, and by the database's clock whether it can still be used. */
export interface FoundToken {
  subjectId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** A newer link took its place (it counts as used too). */
  replaced: boolean;
  expired: boolean;
}

/** The link of this purpose with this token, whatever its state; nothing for an unknown token. */
export function findToken(db: Executor, purpose: TokenPurpose, token: string): Promise<FoundToken | undefined> {
  return db
    .select({
      subjectId: singleUseTokens.subjectId,
      email: singleUseTokens.email,
      expiresAt: singleUseTokens.expiresAt,
      usedAt: singleUseTokens.usedAt,
      replaced: sql<boolean>`${singleUseTokens.replacedAt} is not null`,
      expired: sql<boolean>`${singleUseTokens.expiresAt} <= now()`,
    })
    .from(singleUseTokens)
    .where(and(eq(singleUseTokens.purpose, purpose), eq(singleUseTokens.tokenHash, hashToken(token))))
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * Spends a live link in one statement: of two requests with the same token, the second waits for
 * the first and then finds it used. Answers what the link was for, or nothing.
 */
export function spendToken(db: Executor, purpose: TokenPurpose, token: string) {
  return db
    .update(singleUseTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(singleUseTokens.purpose, purpose),
        eq(singleUseTokens.tokenHash, hashToken(token)),
        isNull(singleUseTokens.usedAt),
        gt(singleUseTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ subjectId: singleUseTokens.subjectId, email: singleUseTokens.email })
    .then((rows) => rows[0]);
}

/** Links of this purpose made for the subject since `since`, used or not: what an hourly cap on mails counts. */
export function countTokensSince(db: Executor, purpose: TokenPurpose, subjectId: string, since: Date): Promise<number> {
  return db
    .select({ count: sql<number>`count(*)::int` })
    .from(singleUseTokens)
    .where(and(eq(singleUseTokens.purpose, purpose), eq(singleUseTokens.subjectId, subjectId), gt(singleUseTokens.createdAt, since)))
    .then((rows) => rows[0]?.count ?? 0);
}

/** The newest link of this purpose for the subject, whatever its state (the admin's view of an invitation). */
export function latestToken(db: Executor, purpose: TokenPurpose, subjectId: string) {
  return db
    .select({ email: singleUseTokens.email, expiresAt: singleUseTokens.expiresAt, usedAt: singleUseTokens.usedAt, createdAt: singleUseTokens.createdAt })
    .from(singleUseTokens)
    .where(and(eq(singleUseTokens.purpose, purpose), eq(singleUseTokens.subjectId, subjectId)))
    .orderBy(sql`${singleUseTokens.createdAt} desc`)
    .limit(1)
    .then((rows) => rows[0]);
}

/**
 * Open links of this purpose for the subject stop working (the talent's account was linked another
 * way, or unlinked; a password was reset with one of the account's reset links).
 */
export function revokeTokens(db: Executor, purpose: TokenPurpose, subjectId: string) {
  return db
    .update(singleUseTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(singleUseTokens.purpose, purpose), eq(singleUseTokens.subjectId, subjectId), isNull(singleUseTokens.usedAt)));
}

/** Links expired or used before `before`: they can open nothing any more (the scheduled clean-up). */
export async function deleteSpentTokens(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(singleUseTokens)
    .where(or(lt(singleUseTokens.expiresAt, before), lt(singleUseTokens.usedAt, before)))
    .returning({ id: singleUseTokens.id });
  return deleted.length;
}
