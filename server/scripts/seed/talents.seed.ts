import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { findUserByEmail, updatePassword } from '../../features/auth/auth.repository.js';
import { users } from '../../features/auth/users.table.js';
import { hashPassword, isUnsetPasswordHash } from '../../features/auth/passwords.js';
import { subscriptions } from '../../features/billing/billing.table.js';
import { placements } from '../../features/placements/placements.table.js';
import { talentAccounts, talentInvitations } from '../../features/talents/talents.table.js';
import type { Credentials } from './seeder.js';

/** The password the demo talent logs in with (their invitation is spent for them). */
export const demoTalentPassword = 'demo-talent-password';

/**
 * After the staffing seed, whose placements made the talents' accounts and invitations: the first
 * talent placed with the demo customer gets `demoTalentPassword`, as if they had followed their
 * link, so My work can be tried at once; the others keep their links (in the outbox). A talent who
 * has a password already keeps it. Answers the report's line and the login, if there is one.
 */
export async function seedTalentAccount(db: Database, options: { customer: Credentials }): Promise<{ line: string; login?: { email: string; password: string | null } }> {
  const customer = await findUserByEmail(db, options.customer.email);
  if (!customer) return { line: 'no demo customer, nothing added' };
  const [talent] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(placements)
    .innerJoin(subscriptions, eq(subscriptions.id, placements.subscriptionId))
    .innerJoin(talentAccounts, eq(talentAccounts.applicantId, placements.talentId))
    .innerJoin(users, eq(users.id, talentAccounts.userId))
    .where(and(eq(subscriptions.userId, customer.id), isNull(placements.endedAt)))
    .orderBy(asc(placements.createdAt))
    .limit(1);
  if (!talent) return { line: 'no placed talent of the demo customer, nothing added' };
  if (!isUnsetPasswordHash(talent.passwordHash)) return { line: `${talent.email} (already there, password unchanged)`, login: { email: talent.email, password: null } };
  const passwordHash = await hashPassword(demoTalentPassword);
  await db.transaction(async (tx) => {
    await updatePassword(tx, talent.id, passwordHash);
    await tx.update(talentInvitations).set({ usedAt: sql`now()` }).where(and(eq(talentInvitations.userId, talent.id), isNull(talentInvitations.usedAt)));
  });
  return { line: `${talent.email} can log in (password set, invitation spent)`, login: { email: talent.email, password: demoTalentPassword } };
}
