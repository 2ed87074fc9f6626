import type { FastifyBaseLogger } from 'fastify';
import { talentMessages, type TalentAccountStatus, type TalentInvitation } from '../../../contract/talents.js';
import type { SessionUser } from '../../../contract/users.js';
import type { Database, Executor } from '../../db/database.js';
import { isUuid } from '../../lib/ids.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import {
  claimAccountAsTalent,
  createTalentAccount,
  grantTalentRole,
  hashPassword,
  isClaimableByMailbox,
  lockAccountByEmail,
  lockAccountById,
  revokeTalentRole,
  type AccountForRoles,
} from '../auth/auth.public.js';
import type { MailQueue } from '../mail/mail.public.js';
import { findToken, latestToken, revokeTokens, spendToken, type FoundToken } from '../single-use-tokens/single-use-tokens.public.js';
import { inviteTalent } from './talent-accounts.js';
import { talentErrors } from './talents.errors.js';
import * as repository from './talents.repository.js';

export interface TalentsDeps {
  db: Database;
  mail: MailQueue;
  /** Signs the bearer token for a user (plugins/auth-guard.ts). */
  signSessionToken(user: { id: string; sessionVersion: number }, options?: { secondFactor?: boolean }): string;
}

/** Linking an existing account takes a login of the last ten minutes: a session left open on a shared computer is not enough. */
export const LINK_LOGIN_FRESH_MS = 10 * 60_000;

const INVITATION = 'talent_invitation' as const;

/** Why a link no longer works, in words that say what to do; nothing when it works. */
function deadLinkError(invitation: FoundToken | undefined) {
  if (!invitation || invitation.replaced) return talentErrors.invitationUnknown();
  if (invitation.usedAt) return talentErrors.invitationUsed();
  if (invitation.expired) return talentErrors.invitationExpired();
  return undefined;
}

async function liveInvitation(db: Executor, token: string): Promise<FoundToken> {
  const invitation = await findToken(db, INVITATION, token);
  const error = deadLinkError(invitation);
  if (error) throw error;
  return invitation!;
}

/**
 * What the link does for the account that holds its address, if any: nothing stands in the way
 * (`new`), the mailbox owner may take an account nobody verified (`claimable`), or the owner must
 * log in and confirm (`existing`). An admin's address is refused: an account is never both.
 */
async function accountStateOf(db: Executor, email: string): Promise<{ state: TalentInvitation['account']; account?: AccountForRoles }> {
  const account = await lockAccountByEmail(db, email);
  if (!account) return { state: 'new' };
  if (account.isAdmin) throw talentErrors.adminAccount();
  return { state: (await isClaimableByMailbox(db, account)) ? 'claimable' : 'existing', account };
}

/** The talent the link invites, unless their work was added to another account meanwhile (then the link is spent). */
async function invitedTalent(db: Executor, invitation: FoundToken, holder?: AccountForRoles) {
  const applicant = await repository.findApplicant(db, invitation.subjectId);
  if (!applicant) throw talentErrors.invitationUnknown();
  const linked = await repository.findAccountOfApplicant(db, applicant.id);
  // An account made for them before links needed consent is the one the link now lets its owner claim.
  if (linked && linked.id !== holder?.id) throw talentErrors.invitationUsed();
  return applicant;
}

function sessionOf(deps: TalentsDeps, account: AccountForRoles, options: { secondFactor?: boolean } = {}): SessionUser {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    isAdmin: false,
    isTalent: true,
    isCustomer: account.isCustomer,
    emailVerified: true,
    token: deps.signSessionToken(account, options),
  };
}

/** Whom a live invitation is for, and what opening it does; 404 talents.invitation_not_found, saying why, for any other link. */
export async function findInvitation(deps: Pick<TalentsDeps, 'db'>, token: string): Promise<TalentInvitation> {
  const invitation = await liveInvitation(deps.db, token);
  const { state, account } = await accountStateOf(deps.db, invitation.email);
  const applicant = await invitedTalent(deps.db, invitation, account);
  return {
    name: `${applicant.firstName} ${applicant.lastName}`.trim(),
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    account: state,
  };
}

/**
 * Opening the link from the mailbox proves the address: with the chosen password it makes the
 * talent's account (verified, a talent's, no customer's), or lets the mailbox owner take over an
 * account nobody verified (everyone else signed in to it is signed out). An account its owner
 * verified is not touched: 409 talents.sign_in_to_link, they log in and confirm instead. The link
 * is spent in the same transaction (of two requests with it, one wins).
 */
export async function acceptInvitation(deps: TalentsDeps, token: string, password: string): Promise<SessionUser> {
  const passwordHash = await hashPassword(password);
  const account = await deps.db.transaction(async (tx) => {
    const invitation = await liveInvitation(tx, token);
    const { state, account: holder } = await accountStateOf(tx, invitation.email);
    if (state === 'existing') throw talentErrors.signInToLink();
    const applicant = await invitedTalent(tx, invitation, holder);
    if (!(await spendToken(tx, INVITATION, token))) throw talentErrors.invitationUsed();
    const name = `${applicant.firstName} ${applicant.lastName}`.trim();
    const owned = holder
      ? await claimAccountAsTalent(tx, holder.id, passwordHash)
      : await createTalentAccount(tx, { name, email: invitation.email, passwordHash });
    // An account with the address was made in the moment between: its owner logs in and confirms.
    if (!owned) throw talentErrors.signInToLink();
    await repository.linkApplicant(tx, applicant.id, owned.id);
    return owned;
  });
  return sessionOf(deps, account);
}

/** The signed-in account that links: who it is, and when its session was issued. */
export interface LinkingUser {
  id: string;
  email: string;
  isAdmin: boolean;
  secondFactor?: boolean;
  signedInAt?: number;
}

/**
 * The owner of an existing account, logged in within the last minutes (with their second factor
 * when they have one), confirms: the talent's work is added to it, the address counts as verified
 * (the link came from the mailbox), and the account's other sessions end. Only the account whose
 * address the link was sent to can take it.
 */
export async function linkInvitation(deps: TalentsDeps, token: string, user: LinkingUser): Promise<SessionUser> {
  if (!user.signedInAt || Date.now() - user.signedInAt > LINK_LOGIN_FRESH_MS) throw talentErrors.signInAgain();
  const account = await deps.db.transaction(async (tx) => {
    const invitation = await liveInvitation(tx, token);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) throw talentErrors.invitationOtherAccount(invitation.email);
    const holder = await lockAccountById(tx, user.id);
    if (!holder) throw talentErrors.signInAgain();
    if (holder.isAdmin) throw talentErrors.adminAccount();
    const applicant = await invitedTalent(tx, invitation, holder);
    if (!(await spendToken(tx, INVITATION, token))) throw talentErrors.invitationUsed();
    await repository.linkApplicant(tx, applicant.id, holder.id);
    return grantTalentRole(tx, holder.id);
  });
  return sessionOf(deps, account, { secondFactor: user.secondFactor === true });
}

async function talentOf(db: Executor, applicantId: string) {
  const applicant = isUuid(applicantId) ? await repository.findApplicant(db, applicantId) : undefined;
  if (!applicant) throw talentErrors.talentNotFound();
  return applicant;
}

/**
 * An admin sends a placed talent a fresh link to the address they applied with (the unused one
 * stops working), so an expired or lost link is no dead end. Refused once their account is linked:
 * they log in, or reset their password (or the admin unlinks a wrong account first).
 */
export async function resendInvitation(deps: TalentsDeps & { log: FastifyBaseLogger }, applicantId: string, context: AuditContext) {
  const applicant = await talentOf(deps.db, applicantId);
  return deps.db.transaction(async (tx) => {
    if (!(await repository.wasEverPlaced(tx, applicant.id))) throw talentErrors.notPlaced();
    const linked = await repository.findAccountOfApplicant(tx, applicant.id);
    if (linked && linked.emailVerified) throw talentErrors.alreadyLinked();
    if ((await lockAccountByEmail(tx, applicant.email))?.isAdmin) throw talentErrors.adminAccount();
    const invitation = await inviteTalent(tx, applicant, deps);
    await recordAdminAction(tx, {
      ...context,
      action: 'talent.invitation_sent',
      target: { type: 'applicant', id: applicant.id },
      detail: { applicantId: applicant.id, email: applicant.email },
    });
    return { message: talentMessages.invitationSent(applicant.email.trim()), expiresAt: invitation.expiresAt.toISOString() };
  });
}

/** Admin: the account linked to the talent, if any, and the latest invitation they were sent. */
export async function talentAccountStatus(deps: Pick<TalentsDeps, 'db'>, applicantId: string): Promise<TalentAccountStatus> {
  const applicant = await talentOf(deps.db, applicantId);
  const [linked, invitation] = await Promise.all([repository.findAccountOfApplicant(deps.db, applicant.id), latestToken(deps.db, INVITATION, applicant.id)]);
  return {
    account: linked ? { name: linked.name, email: linked.email, emailVerified: linked.emailVerified, linkedAt: linked.linkedAt.toISOString() } : null,
    invitation: invitation
      ? { email: invitation.email, sentAt: invitation.createdAt.toISOString(), expiresAt: invitation.expiresAt.toISOString(), usedAt: invitation.usedAt?.toISOString() ?? null }
      : null,
  };
}

/**
 * Admin: undoes a wrong link. The account stops standing for the talent (and is no talent's at all
 * when it stood for no other), its sessions end, open invitations stop working, and the audit log
 * records it. The admin then sends a new invitation to the talent's own address.
 */
export async function unlinkTalentAccount(deps: Pick<TalentsDeps, 'db'>, applicantId: string, context: AuditContext) {
  const applicant = await talentOf(deps.db, applicantId);
  return deps.db.transaction(async (tx) => {
    const unlinked = await repository.unlinkApplicant(tx, applicant.id);
    if (!unlinked) throw talentErrors.notLinked();
    const account = (await lockAccountById(tx, unlinked.userId))!;
    if ((await repository.countLinksOfAccount(tx, account.id)) === 0) await revokeTalentRole(tx, account.id);
    await revokeTokens(tx, INVITATION, applicant.id);
    await recordAdminAction(tx, {
      ...context,
      action: 'talent.account_unlinked',
      target: { type: 'user', id: account.id },
      detail: { applicantId: applicant.id, email: account.email },
    });
    return { message: talentMessages.unlinked(account.email) };
  });
}
