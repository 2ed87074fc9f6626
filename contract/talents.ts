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
  passwordAlreadySet: 'Your account already has a password. Log in with it, or use Forgot password.',
  /** 404 talents.not_found: the admin's resend, for an id that is no applicant. */
  talentNotFound: 'Talent not found.',
  /** 409 talents.not_placed: the account is made when the talent is first placed. */
  notPlaced: 'This talent has no account yet: one is made, and the invitation sent, when they are first placed.',
  /** 409 talents.admin_account: the applicant's e-mail belongs to an administrator. */
  adminAccount: "This talent's e-mail belongs to an administrator's account, which cannot also be a talent's. They sign in as an administrator.",
  /** 409 talents.password_already_set. */
  talentHasPassword: 'This talent has already set a password. They can log in, or use Forgot password on the login panel.',
  invitationSent: (email: string) => `Invitation sent to ${email}. The link is valid for ${INVITATION_LIFETIME_DAYS} days.`,
} as const;

/** The password a talent chooses: the same rules as a reset password. */
export const acceptInvitationBodySchema = resetPasswordBodySchema.pick({ password: true }).strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const talentInvitationSchema = z.object({
  /** The account's name and e-mail: whom the link is for. */
  name: z.string(),
  email: z.string(),
  /** ISO time the link stops working. */
  expiresAt: z.string(),
});
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
    responses: { 200: sessionUserSchema, 404: errorBodySchema },
    summary: "Sets the talent's password with a live invitation (single use, 7 days) and signs them in",
  },
  sendInvitation: {
    method: 'POST',
    path: '/staffing/talents/:applicantId/invitation',
    pathParams: applicantParams,
    body: c.noBody(),
    responses: { 201: z.object({ message: z.string(), expiresAt: z.string() }), 409: errorBodySchema },
    summary:
      "Admin: sends a placed talent a fresh invitation link (the unused one stops working); 409 when the talent is not placed yet or has set a password",
  },
});
