import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/database.js';
import { isUnsetPasswordHash, unsetPasswordHash } from '../auth/auth.public.js';
import { mailOf, type MailQueue } from '../mail/mail.public.js';
import { talentInvitationMail } from './emails/talent-invitation.email.js';
import { talentAccountLinkedMail } from './emails/talent-placed.email.js';
import * as repository from './talents.repository.js';

/** What making a talent's account needs: the mail queue and the caller's logger. */
export interface TalentAccountDeps {
  mail: MailQueue;
  log: FastifyBaseLogger;
}

/** The talent as placements has them locked: a hired applicant. */
export interface PlacedApplicant {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * What `ensureTalentAccount` did: nothing (the talent had an account), made one and invited
 * them, linked an existing account, or nothing because the e-mail is an administrator's.
 */
export type TalentAccountOutcome = 'had_account' | 'invited' | 'linked' | 'admin_account';

/** 32 random bytes, URL-safe: what goes into the e-mailed link. Only its sha256 is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh single-use link for the account (the unused one stops working), and its mail, in the caller's transaction. */
export async function inviteTalent(tx: Transaction, account: { id: string; name: string; email: string }, firstName: string, deps: TalentAccountDeps) {
  const { token, tokenHash } = newInvitationToken();
  const invitation = await repository.replaceOpenInvitation(tx, account.id, tokenHash);
  await deps.mail.queue(tx, mailOf(talentInvitationMail, account.email, { firstName, email: account.email, token }), deps.log);
  return invitation;
}

/** The account with the applicant's e-mail, made when there is none (without a usable password). */
async function accountForEmail(tx: Transaction, applicant: PlacedApplicant) {
  const existing = await repository.lockAccountByEmail(tx, applicant.email);
  if (existing) return { account: existing, created: false };
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  const created = await repository.insertTalentAccount(tx, { name, email: applicant.email.trim(), passwordHash: await unsetPasswordHash() });
  if (created) return { account: created, created: true };
  // Another transaction made an account with this e-mail a moment ago: that one is theirs.
  return { account: (await repository.lockAccountByEmail(tx, applicant.email))!, created: false };
}

/**
 * Called by placements in the transaction that places a talent. The first time a talent is
 * placed, their account is linked: the one with their e-mail (any case), which becomes a
 * talent's, or a new one. A new account (or a linked one whose password was never set) gets an
 * invitation link to set its password; a linked account that has one is told to sign in. Both
 * mails are queued here, so they are owed exactly when the placement commits. An administrator's
 * account is never made a talent's: the placement goes ahead without one (docs/decisions.md).
 */
export async function ensureTalentAccount(tx: Transaction, applicant: PlacedApplicant, deps: TalentAccountDeps): Promise<TalentAccountOutcome> {
  if (await repository.findAccountOfApplicant(tx, applicant.id)) return 'had_account';
  const { account, created } = await accountForEmail(tx, applicant);
  if (account.isAdmin) {
    deps.log.info({ applicantId: applicant.id, userId: account.id }, "talent account: the applicant's e-mail is an administrator's, none linked");
    return 'admin_account';
  }
  if (!account.isTalent) await repository.markAsTalent(tx, account.id);
  await repository.linkApplicant(tx, applicant.id, account.id);
  if (created || isUnsetPasswordHash(account.passwordHash)) {
    await inviteTalent(tx, account, applicant.firstName, deps);
    return 'invited';
  }
  await deps.mail.queue(tx, mailOf(talentAccountLinkedMail, account.email, { firstName: applicant.firstName, email: account.email }), deps.log);
  return 'linked';
}
