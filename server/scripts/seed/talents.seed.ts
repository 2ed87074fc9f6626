import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { findUserByEmail } from '../../features/auth/auth.repository.js';
import { createTalentAccount, hashPassword } from '../../features/auth/auth.public.js';
import { applicants } from '../../features/applicants/applicants.table.js';
import { subscriptions } from '../../features/billing/billing.table.js';
import { placements } from '../../features/placements/placements.table.js';
import { revokeTokens } from '../../features/single-use-tokens/single-use-tokens.public.js';
import { talentAccounts } from '../../features/talents/talents.table.js';
import type { Credentials } from './seeder.js';

/** The password the demo talent logs in with (their invitation is spent for them). */
export const demoTalentPassword = 'demo-talent-password';

/**
 * After the staffing seed, whose placements mailed the talents their invitations: the first talent
 * placed with the demo customer gets an account with `demoTalentPassword`, as if they had opened
 * their link, so My work can be tried at once; the others keep their links (in the outbox, once the
 * server's worker has sent the queued mail). A talent whose account is linked already keeps it.
 * Answers the report's line and the login, if there is one.
 */
export async function seedTalentAccount(db: Database, options: { customer: Credentials }): Promise<{ line: string; login?: { email: string; password: string | null } }> {
  const customer = await findUserByEmail(db, options.customer.email);
  if (!customer) return { line: 'no demo customer, nothing added' };
  const [talent] = await db
    .select({ id: applicants.id, firstName: applicants.firstName, lastName: applicants.lastName, email: applicants.email, linkedTo: talentAccounts.userId })
    .from(placements)
    .innerJoin(subscriptions, eq(subscriptions.id, placements.subscriptionId))
    .innerJoin(applicants, eq(applicants.id, placements.talentId))
    .leftJoin(talentAccounts, eq(talentAccounts.applicantId, placements.talentId))
    .where(and(eq(subscriptions.userId, customer.id), isNull(placements.endedAt)))
    .orderBy(asc(placements.createdAt))
    .limit(1);
  if (!talent) return { line: 'no placed talent of the demo customer, nothing added' };
  const email = talent.email.trim();
  if (talent.linkedTo) return { line: `${email} (already there, password unchanged)`, login: { email, password: null } };
  const passwordHash = await hashPassword(demoTalentPassword);
  const made = await db.transaction(async (tx) => {
    const account = await createTalentAccount(tx, { name: `${talent.firstName} ${talent.lastName}`.trim(), email, passwordHash });
    if (!account) return false;
    await tx.insert(talentAccounts).values({ applicantId: talent.id, userId: account.id }).onConflictDoNothing();
    await revokeTokens(tx, 'talent_invitation', talent.id);
    return true;
  });
  if (!made) return { line: `${email} has an account of its own already; its owner links it with the invitation in the outbox` };
  return { line: `${email} can log in (account made, invitation spent)`, login: { email, password: demoTalentPassword } };
}
