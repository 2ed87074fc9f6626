import { isUniqueViolation, type Executor } from '../../db/database.js';
import * as repository from './auth.repository.js';

/**
 * What other features may do to an account's roles and address (talents, through auth.public.ts):
 * auth owns the users table, so these are the only ways another feature changes it.
 */

/** An account as deciding about its roles and address needs it. */
export interface AccountForRoles {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  isTalent: boolean;
  isCustomer: boolean;
  emailVerifiedAt: Date | null;
  sessionVersion: number;
}

const forRoles = (row: AccountForRoles): AccountForRoles => ({
  id: row.id,
  name: row.name,
  email: row.email,
  isAdmin: row.isAdmin,
  isTalent: row.isTalent,
  isCustomer: row.isCustomer,
  emailVerifiedAt: row.emailVerifiedAt,
  sessionVersion: row.sessionVersion,
});

/** The account with this e-mail (any case), locked until the transaction ends. */
export async function lockAccountByEmail(tx: Executor, email: string): Promise<AccountForRoles | undefined> {
  const row = await repository.lockUserByEmail(tx, email);
  return row && forRoles(row);
}

export async function lockAccountById(tx: Executor, id: string): Promise<AccountForRoles | undefined> {
  const row = await repository.lockUserById(tx, id);
  return row && forRoles(row);
}

/**
 * Whether the mailbox's owner may take the account over with a link opened from that mailbox: its
 * address was never verified, and nobody added a second factor that would lock the owner out.
 */
export async function isClaimableByMailbox(tx: Executor, account: AccountForRoles): Promise<boolean> {
  return !account.isAdmin && account.emailVerifiedAt === null && !(await repository.hasSecondFactor(tx, account.id));
}

/**
 * A talent's own account, made when they open their invitation: verified (the link proves the
 * mailbox), a talent's and no customer's. Nothing when an account with the e-mail appeared meanwhile.
 */
export async function createTalentAccount(tx: Executor, values: { name: string; email: string; passwordHash: string }): Promise<AccountForRoles | undefined> {
  try {
    const row = await tx.transaction(async (inner) =>
      repository.insertUser(inner, { ...values, isTalent: true, isCustomer: false, emailVerifiedAt: new Date() }),
    );
    return forRoles(row);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * The owner of the mailbox takes over an unverified account with a link opened from it: a new
 * password (every other session ends, its failed-login counts start again), the address verified,
 * and the talent's role.
 */
export async function claimAccountAsTalent(tx: Executor, accountId: string, passwordHash: string): Promise<AccountForRoles> {
  await repository.updatePassword(tx, accountId, passwordHash);
  await repository.markEmailVerified(tx, accountId);
  return forRoles(await repository.setTalentRole(tx, accountId, true));
}

/** The owner signed in and confirmed: the account gets the talent's role and its address is verified; its other sessions end. */
export async function grantTalentRole(tx: Executor, accountId: string): Promise<AccountForRoles> {
  await repository.markEmailVerified(tx, accountId);
  return forRoles(await repository.setTalentRole(tx, accountId, true));
}

/** An admin undid a wrong link and the account stands for no other talent: it is no talent's any more; its sessions end. */
export async function revokeTalentRole(tx: Executor, accountId: string): Promise<AccountForRoles> {
  return forRoles(await repository.setTalentRole(tx, accountId, false));
}
