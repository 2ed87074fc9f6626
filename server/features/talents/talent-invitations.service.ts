import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../../contract/users.js';
import { talentMessages, type TalentInvitation } from '../../../contract/talents.js';
import type { Database } from '../../db/database.js';
import { isUuid } from '../../lib/ids.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import { hashPassword, isUnsetPasswordHash, updatePassword } from '../auth/auth.public.js';
import type { MailQueue } from '../mail/mail.public.js';
import { hashInvitationToken, inviteTalent } from './talent-accounts.js';
import { talentErrors } from './talents.errors.js';
import * as repository from './talents.repository.js';

export interface TalentsDeps {
  db: Database;
  mail: MailQueue;
  /** Signs the bearer token for a user (plugins/auth-guard.ts). */
  signSessionToken(user: { id: string; sessionVersion: number }): string;
}

type FoundInvitation = NonNullable<Awaited<ReturnType<typeof repository.findInvitation>>>;

/** Why a link no longer works, in words that say what to do; nothing when it works. */
function deadLinkError(invitation: FoundInvitation | undefined) {
  if (!invitation) return talentErrors.invitationUnknown();
  if (invitation.usedAt) return talentErrors.invitationUsed();
  if (invitation.expired) return talentErrors.invitationExpired();
  if (!isUnsetPasswordHash(invitation.passwordHash)) return talentErrors.passwordAlreadySet();
  return undefined;
}

/** Whom a live invitation is for; 404 talents.invitation_not_found, saying why, for any other link. */
export async function findInvitation(deps: Pick<TalentsDeps, 'db'>, token: string): Promise<TalentInvitation> {
  const invitation = await repository.findInvitation(deps.db, hashInvitationToken(token));
  const error = deadLinkError(invitation);
  if (error) throw error;
  return { name: invitation!.name, email: invitation!.email, expiresAt: invitation!.expiresAt.toISOString() };
}

/**
 * Sets the talent's password with a live invitation and signs them in. The invitation is spent
 * in one statement (two requests with one link: one sets the password, the other is told the
 * link was used); the password change ends any other session and lifts the account's login locks.
 */
export async function acceptInvitation(deps: TalentsDeps, token: string, password: string): Promise<SessionUser> {
  const tokenHash = hashInvitationToken(token);
  const passwordHash = await hashPassword(password);
  const account = await deps.db.transaction(async (tx) => {
    const spent = await repository.spendInvitation(tx, tokenHash);
    if (!spent) throw deadLinkError(await repository.findInvitation(tx, tokenHash)) ?? talentErrors.invitationUsed();
    const locked = await repository.lockAccount(tx, spent.userId);
    // Set meanwhile through Forgot password: the link must not replace it, nor sign in past a second factor.
    if (!locked || !isUnsetPasswordHash(locked.passwordHash)) throw talentErrors.passwordAlreadySet();
    await updatePassword(tx, locked.id, passwordHash);
    return { ...locked, sessionVersion: locked.sessionVersion + 1 };
  });
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    isAdmin: false,
    isTalent: true,
    token: deps.signSessionToken(account),
  };
}

/**
 * An admin sends a placed talent a fresh link (the unused one stops working), so an expired
 * link is no dead end. Refused once the talent has a password: they log in, or reset it.
 */
export async function resendInvitation(deps: TalentsDeps & { log: FastifyBaseLogger }, applicantId: string, context: AuditContext) {
  const applicant = isUuid(applicantId) ? await repository.findApplicant(deps.db, applicantId) : undefined;
  if (!applicant) throw talentErrors.talentNotFound();
  return deps.db.transaction(async (tx) => {
    const linked = await repository.findAccountOfApplicant(tx, applicant.id);
    if (!linked) {
      const sameEmail = await repository.lockAccountByEmail(tx, applicant.email);
      throw sameEmail?.isAdmin ? talentErrors.adminAccount() : talentErrors.notPlaced();
    }
    const account = (await repository.lockAccount(tx, linked.id))!;
    if (!isUnsetPasswordHash(account.passwordHash)) throw talentErrors.talentHasPassword();
    const invitation = await inviteTalent(tx, account, applicant.firstName, deps);
    await recordAdminAction(tx, {
      ...context,
      action: 'talent.invitation_sent',
      target: { type: 'user', id: account.id },
      detail: { applicantId: applicant.id, email: account.email },
    });
    return { message: talentMessages.invitationSent(account.email), expiresAt: invitation.expiresAt.toISOString() };
  });
}
