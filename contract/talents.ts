import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorBodySchema, plainText } from './common.js';
import { resetPasswordBodySchema, sessionUserSchema } from './users.js';

const c = initContract();

/** Days a talent's invitation link stays valid. */
export const INVITATION_LIFETIME_DAYS = 7;

/** Texts of the invitation page and of the API's answers about talent accounts. */
export const talentMessages = {
  /** 404 talents.invitation_not_found, in the words of why. */
  invitationUnknown: 'This invitation link is not valid, or a newer invitation replaced it. Open the link in the latest e-mail from us, or ask us for a new one.',
  invitationExpired: 'This invitation link has expired. Ask us for a new one.',
  invitationUsed: 'This invitation link was already used. Log in with the password you chose, or use Forgot password.',
  /** 409 talents.sign_in_to_link: an account with the invited address exists and is its owner's. */
  signInToLink: 'You already have an account with this e-mail address. Log in to it, then confirm to add your work to it.',
  /** 401 talents.sign_in_again: linking takes a login of the last few minutes. */
  signInAgain: 'To add your work to this account, please log in again first.',
  /** 403 talents.invitation_other_account. */
  invitationOtherAccount: (email: string) => `This invitation is for ${email}. Log out, then log in with that address to accept it.`,
  accountLinked: 'Your work is now part of your account: open My work to log your hours.',
  /** 409 talents.already_linked (the admin's resend). */
  alreadyLinked: "This talent's account is set up already: they log in with it, or use Forgot password. If it is the wrong account, unlink it first.",
  /** 404 talents.account_not_linked (the admin's unlink). */
  notLinked: 'This talent has no account linked.',
  unlinked: (email: string) => `The account ${email} no longer stands for this talent, and its sessions have ended. Send the talent a new invitation to their own address.`,
  /** 404 talents.not_found: the admin's resend, for an id that is no applicant. */
  talentNotFound: 'Talent not found.',
  /** 409 talents.not_placed: the first invitation goes out when the talent is first placed. */
  notPlaced: 'This talent has not been placed yet: the invitation is sent when they are first placed.',
  /** 409 talents.admin_account: the applicant's e-mail belongs to an administrator. */
  adminAccount: "This talent's e-mail belongs to an administrator's account, which cannot also be a talent's. They sign in as an administrator.",
  invitationSent: (email: string) => `Invitation sent to ${email}. The link is valid for ${INVITATION_LIFETIME_DAYS} days.`,
} as const;

/** The password a talent chooses: the same rules as a reset password. */
export const acceptInvitationBodySchema = resetPasswordBodySchema.pick({ password: true }).strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/**
 * What opening the link does: `new`, a password makes the talent's account; `claimable`, an account
 * with the address exists whose address was never verified (a password set here makes it the
 * mailbox owner's, and signs everyone else out of it); `existing`, its owner logs in and confirms.
 */
export const invitationAccountStates = ['new', 'claimable', 'existing'] as const;

export const talentInvitationSchema = z.object({
  /** The talent's name and the e-mail the link was sent to: whom it is for. */
  name: z.string(),
  email: z.string(),
  /** ISO time the link stops working. */
  expiresAt: z.string(),
  account: z.enum(invitationAccountStates),
});

/** What an admin sees of a placed talent's account: the linked one, and the latest invitation. */
export const talentAccountStatusSchema = z.object({
  account: z.object({ name: z.string(), email: z.string(), emailVerified: z.boolean(), linkedAt: z.string() }).nullable(),
  invitation: z.object({ email: z.string(), sentAt: z.string(), expiresAt: z.string(), usedAt: z.string().nullable() }).nullable(),
});
export type TalentAccountStatus = z.infer<typeof talentAccountStatusSchema>;
export type TalentInvitation = z.infer<typeof talentInvitationSchema>;

const tokenParams = z.object({ token: plainText('Invitation token', 200) });
const applicantParams = z.object({ applicantId: plainText('Talent', 100) });

export const talentsContract = c.router({
  getInvitation: {
    method: 'GET',
    path: '/talent-invitations/:token',
    pathParams: tokenParams,
    responses: { 200: talentInvitationSchema, 404: errorBodySchema },
    summary: "The name and e-mail a live talent invitation is for; 404 talents.invitation_not_found says whether it is unknown, used or expired",
  },
  acceptInvitation: {
    method: 'POST',
    path: '/talent-invitations/:token',
    pathParams: tokenParams,
    body: acceptInvitationBodySchema,
    responses: { 200: sessionUserSchema, 404: errorBodySchema, 409: errorBodySchema },
    summary:
      "Makes the talent's account with a live invitation (single use, 7 days) and the chosen password, and signs them in; 409 talents.sign_in_to_link when the address has its owner's account",
  },
  linkInvitation: {
    method: 'POST',
    path: '/talent-invitations/:token/link',
    pathParams: tokenParams,
    body: c.noBody(),
    responses: { 200: sessionUserSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
    summary:
      "Adds the invited talent's work to the signed-in account (logged in within the last minutes, with the invited address); its other sessions end, and a new session is answered",
  },
  talentAccount: {
    method: 'GET',
    path: '/staffing/talents/:applicantId/account',
    pathParams: applicantParams,
    responses: { 200: talentAccountStatusSchema, 404: errorBodySchema },
    summary: "Admin: the account linked to a placed talent (if any) and their latest invitation",
  },
  unlinkTalentAccount: {
    method: 'DELETE',
    path: '/staffing/talents/:applicantId/account',
    pathParams: applicantParams,
    body: c.noBody(),
    responses: { 200: z.object({ message: z.string() }), 404: errorBodySchema },
    summary: "Admin: undoes a wrong link between a talent and an account (audited); the account's sessions end",
  },
  sendInvitation: {
    method: 'POST',
    path: '/staffing/talents/:applicantId/invitation',
    pathParams: applicantParams,
    body: c.noBody(),
    responses: { 201: z.object({ message: z.string(), expiresAt: z.string() }), 409: errorBodySchema },
    summary:
      "Admin: sends a placed talent a fresh invitation link (the unused one stops working); 409 when the talent is not placed yet or their account is linked",
  },
});
