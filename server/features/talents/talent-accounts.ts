import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_LIFETIME_DAYS } from '../../../contract/talents.js';
import type { Executor, Transaction } from '../../db/database.js';
import { lockAccountByEmail } from '../auth/auth.public.js';
import { mailOf, type MailQueue } from '../mail/mail.public.js';
import { issueToken } from '../single-use-tokens/single-use-tokens.public.js';
import { talentInvitationMail } from './emails/talent-invitation.email.js';
import * as repository from './talents.repository.js';

/** What making a talent's invitation needs: the mail queue and the caller's logger. */
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
 * What `ensureTalentAccount` did: nothing (the talent's account is linked already), mailed the
 * invitation, or nothing because the e-mail is an administrator's.
 */
export type TalentAccountOutcome = 'had_account' | 'invited' | 'admin_account';

const DAY_MS = 86_400_000;

/**
 * A fresh single-use link to the applicant's own address (the unused one stops working), and its
 * mail, in the caller's transaction. Opening it is what makes or links the talent's account.
 */
export async function inviteTalent(tx: Executor, applicant: PlacedApplicant, deps: TalentAccountDeps) {
  const invitation = await issueToken(tx, {
    purpose: 'talent_invitation',
    subjectId: applicant.id,
    email: applicant.email,
    lifetimeMs: INVITATION_LIFETIME_DAYS * DAY_MS,
  });
  const email = applicant.email.trim();
  await deps.mail.queue(tx, mailOf(talentInvitationMail, email, { firstName: applicant.firstName, email, token: invitation.token }), deps.log);
  return invitation;
}

/**
 * Called by placements in the transaction that places a talent. A placement never makes, links or
 * changes an account by itself: the first time a talent is placed, the invitation goes to the
 * address they applied with, and only its owner, opening it, makes their account or adds the work
 * to the one they have (docs/decisions.md). An administrator's address gets none: an account is
 * never both an admin's and a talent's.
 */
export async function ensureTalentAccount(tx: Transaction, applicant: PlacedApplicant, deps: TalentAccountDeps): Promise<TalentAccountOutcome> {
  if (await repository.findAccountOfApplicant(tx, applicant.id)) return 'had_account';
  const sameEmail = await lockAccountByEmail(tx, applicant.email);
  if (sameEmail?.isAdmin) {
    deps.log.info({ applicantId: applicant.id }, "talent invitation: the applicant's e-mail is an administrator's, none sent");
    return 'admin_account';
  }
  await inviteTalent(tx, applicant, deps);
  return 'invited';
}
