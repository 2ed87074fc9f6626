import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { emailField, errorBodySchema, plainText, typeable } from './common.js';
import { authenticationCredentialSchema } from './webauthn.js';

const c = initContract();

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes any length, but a cap keeps a request from making the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 200;

export const messages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordsDoNotMatch: 'Passwords do not match',
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  resetPasswordTooShort: 'Please enter at least 8 password characters.',
  forgotPasswordDone: 'If the email exists, a reset link will be sent shortly.',
  resetDone: 'Your password has been reset successfully!',
  resetTokenInvalid: 'Token not found or expired.',
  loginUnlocked: 'Sign-in attempts on your account were reset. You can log in now.',
  unlockTokenInvalid: 'This link has expired or was already used.',
  loginFailed: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  secondFactorCodeRequired: 'Enter the code from your authenticator app',
  secondFactorCodeInvalid: 'That code is not correct. Check your authenticator app and try again.',
  secondFactorCodeUsed: 'That code was already used. Wait for the next code in your app.',
  recoveryCodeUsed: 'That recovery code was already used. Use another one.',
  secondFactorChallengeExpired: 'This sign-in has expired or had too many wrong codes. Please log in again.',
  secondFactorAlreadyEnabled: 'Two-step sign-in is already on for this account.',
  secondFactorNotEnabled: 'Two-step sign-in is not on for this account.',
  secondFactorNoPending: 'Start the set-up again: scan the new QR code first.',
  secondFactorDisableProof: 'Enter your password or a current code to confirm it is you.',
  secondFactorPasswordInvalid: 'That password is not correct.',
  newFactorNeedsSecondFactor:
    'Two-step sign-in is on for this account: confirm it is you with a code from your authenticator app, a recovery code or a passkey.',
  newFactorNeedsPassword: 'Enter your password to confirm it is you.',
  passkeyProofNone: 'This account has no passkey to confirm with.',
  secondFactorRequired: 'Administrators must use two-step sign-in. Set up an authenticator app or a passkey under Account security, then continue.',
  customersOnly: 'This page is for customers. Your talent account shows your work under My work.',
  talentsOnly: 'This page is for placed talents only.',
  /** 403 auth.email_unverified: what an unverified account cannot do yet. */
  emailUnverified: 'Please verify your e-mail address first: open the link we sent you, or send a new one from the banner at the top of the page.',
  emailUnverifiedSecondFactor: 'Please verify your e-mail address before you add a second factor: open the link we sent you.',
  verificationSent: (email: string) => `We sent a new link to ${email}. It works for ${EMAIL_VERIFICATION_LIFETIME_HOURS} hours.`,
  /** 409 auth.email_already_verified. */
  emailAlreadyVerified: 'Your e-mail address is already verified.',
  /** 429 auth.verification_mails_capped. */
  verificationMailsCapped: 'We have sent you several links within the hour. Please use the newest one, or try again later.',
  emailVerified: 'Your e-mail address is verified. Thank you!',
  /** 404 auth.verification_link_invalid. */
  verificationLinkInvalid: 'This verification link has expired, was already used, or a newer one replaced it. Log in and send yourself a new one.',
} as const;

/** Hours a link that verifies an e-mail address stays valid. */
export const EMAIL_VERIFICATION_LIFETIME_HOURS = 24;

const password = typeable(
  z
    .string({ required_error: messages.passwordRequired, invalid_type_error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
  'Password',
);

const name = typeable(
  z
    .string({ required_error: messages.nameRequired, invalid_type_error: messages.nameRequired })
    .trim()
    .min(1, messages.nameRequired)
    .max(100, 'Name must be at most 100 characters long'),
  'Name',
);

export const registerBodySchema = z.object({
  name,
  email: emailField(messages.emailInvalid),
  password,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Login only checks presence: a short stored password must still be able to fail with 401. */
export const loginBodySchema = z.object({
  email: emailField(messages.emailInvalid),
  password: typeable(
    z
      .string({ required_error: messages.passwordRequired, invalid_type_error: messages.passwordRequired })
      .min(1, messages.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    'Password',
  ),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({
  email: emailField(messages.emailInvalid),
});

/**
 * A password someone chooses on a mailed link (a reset, a talent's invitation): the server checks
 * it with this field, and the form says the same through `newPasswordFailures`.
 */
export const newPasswordSchema = typeable(
  z
    .string({ required_error: messages.passwordRequired, invalid_type_error: messages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, messages.resetPasswordTooShort)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
  'Password',
);

/** A rule a new password, or its confirmation, breaks: which field and what to tell the user. */
export type NewPasswordFailure = { field: 'password' | 'confirmation'; message: string };

/**
 * Every rule that a new password and the confirmation typed under it break, not only the first:
 * the match first, as the spec checks it first, then the password's own rules (the server's, from
 * `newPasswordSchema`).
 */
export function newPasswordFailures(password: string, confirmation: string): NewPasswordFailure[] {
  const failures: NewPasswordFailure[] = password === confirmation ? [] : [{ field: 'confirmation', message: messages.resetPasswordsDoNotMatch }];
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) failures.push(...checked.error.issues.map((issue) => ({ field: 'password' as const, message: issue.message })));
  return failures;
}

export const resetPasswordBodySchema = z.object({
  password: newPasswordSchema,
  /** The spec's client sends the e-mail it was shown; the token alone decides whose password changes. */
  email: plainText('Email', 254).optional(),
});

/** The token of the link in the "someone is trying to log in" e-mail (`/login?unlock=…`). */
export const loginUnlockBodySchema = z.object({
  token: plainText('Unlock token', 200).min(1, 'Unlock token is required.'),
});

/** The object the client stores whole under the `user` key. */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** A placed talent's account: it reaches its own work (/my-work) and account pages, nothing of customers or admins. */
  isTalent: z.boolean().optional(),
  /**
   * False for a talent's account made from an invitation, which is no customer's; absent or true for
   * every account that signed up (a customer who accepted an invitation has both roles).
   */
  isCustomer: z.boolean().optional(),
  /** False until the owner opens the link mailed to the address; absent in sessions stored before verification existed. */
  emailVerified: z.boolean().optional(),
  token: z.string(),
  /**
   * Set on an admin's session where admins must use a second factor (production) and the account
   * has none yet: the session reaches its own account pages only, until one is set up.
   */
  secondFactorEnrolmentRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The login's answer when the account has a second factor: the password was right, a code is still owed. */
export const secondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  /** Signed, short-lived (5 minutes), good for 5 tries; sent back with the code or the passkey's answer. */
  challenge: z.string(),
  /** Which second factors the account has: the step offers these (a recovery code always works). */
  methods: z.object({ authenticatorApp: z.boolean(), passkey: z.boolean() }),
  /** With a passkey: what the browser's `navigator.credentials.get` is asked, bound to this challenge. */
  passkeyOptions: z.custom<PublicKeyCredentialRequestOptionsJSON>((value) => typeof value === 'object' && value !== null).optional(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const loginResponseSchema = z.union([sessionUserSchema, secondFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A 6-digit code of the authenticator app, or a recovery code (`xxxx-xxxx-xxxx`). */
const secondFactorCode = typeable(
  z
    .string({ required_error: messages.secondFactorCodeRequired, invalid_type_error: messages.secondFactorCodeRequired })
    .trim()
    .min(1, messages.secondFactorCodeRequired)
    .max(40, 'Code must be at most 40 characters long'),
  'Code',
);

export const loginSecondFactorBodySchema = z.object({
  challenge: plainText('Challenge', 1000).min(1, messages.secondFactorChallengeExpired),
  code: secondFactorCode,
});
export type LoginSecondFactorBody = z.infer<typeof loginSecondFactorBodySchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const secondFactorStatusSchema = z.object({
  /** On when the account has an authenticator app or a passkey. */
  enabled: z.boolean(),
  /** Since when: the oldest of its factors still on. */
  confirmedAt: z.string().nullable(),
  authenticatorApp: z.boolean(),
  passkeys: z.array(passkeySchema),
  recoveryCodesLeft: z.number().int(),
  /** Whether this account must have one (admins in production). */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const secondFactorEnrolmentSchema = z.object({
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: z.string(),
  /** The same secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** The QR code as an SVG data URL (drawn by the server, no outside service). */
  qrCodeDataUrl: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

export const confirmSecondFactorBodySchema = z.object({ code: secondFactorCode });
export type ConfirmSecondFactorBody = z.infer<typeof confirmSecondFactorBodySchema>;

export const secondFactorConfirmedSchema = z.object({
  /** Shown once (only their hashes are kept); empty when the account already had a factor and keeps its codes. */
  recoveryCodes: z.array(z.string()),
  /** A new session (the account's other sessions end when its second factor changes). */
  session: sessionUserSchema,
});

/** A passkey's answer to a proof challenge (`POST /users/passkeys/proof`). */
export const passkeyProofSchema = z.object({
  challenge: plainText('Challenge', 1000).min(1),
  credential: authenticationCredentialSchema,
});

/**
 * What proves it is the owner before a change of the second factors: the password, a current code
 * (of the app, or a recovery code, then spent) or a passkey's answer. Removing a factor or renewing
 * the codes takes any of them; adding a factor takes a second factor once the account has one, and
 * the password while it has none.
 */
export const secondFactorProofBodySchema = z
  .object({
    code: secondFactorCode.optional(),
    password: typeable(z.string().max(PASSWORD_MAX_LENGTH, messages.passwordTooLong), 'Password').optional(),
    passkey: passkeyProofSchema.optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password) || Boolean(body.passkey), { message: messages.secondFactorDisableProof, path: ['code'] });
export type SecondFactorProofBody = z.infer<typeof secondFactorProofBodySchema>;
export const disableSecondFactorBodySchema = secondFactorProofBodySchema;
export type DisableSecondFactorBody = SecondFactorProofBody;

const messageSchema = z.object({ message: z.string() });

/** The token of the link in the verification mail, sent in the body so it is never part of a logged path. */
export const verifyEmailBodySchema = z.object({
  token: plainText('Verification token', 200).min(1, messages.verificationLinkInvalid),
});
const resetTokenParams = z.object({ token: plainText('Reset token', 200) });

export const usersContract = c.router({
  register: {
    method: 'POST',
    path: '/users/register',
    body: registerBodySchema,
    responses: { 201: sessionUserSchema, 409: errorBodySchema },
    summary: 'Create a customer account and sign it in',
  },
  login: {
    method: 'POST',
    path: '/users/login',
    body: loginBodySchema,
    responses: { 200: loginResponseSchema },
    summary: 'Sign in with e-mail and password; an account with a second factor answers a challenge instead of a session',
  },
  loginSecondFactor: {
    method: 'POST',
    path: '/users/login/second-factor',
    body: loginSecondFactorBodySchema,
    responses: { 200: sessionUserSchema },
    summary: "Finish a login with the challenge and a code of the account's authenticator app, or a recovery code (single use)",
  },
  secondFactorStatus: {
    method: 'GET',
    path: '/users/second-factor',
    responses: { 200: secondFactorStatusSchema },
    summary: "The signed-in account's second factor: on or off, recovery codes left",
  },
  startSecondFactor: {
    method: 'POST',
    path: '/users/second-factor/enrolment',
    body: secondFactorProofBodySchema,
    responses: { 200: secondFactorEnrolmentSchema, 400: errorBodySchema, 409: errorBodySchema },
    summary:
      'Start setting up an authenticator app, proven with a current second factor (a code or a passkey) when the account has one, else the password: a new secret, its otpauth URI and QR code',
  },
  confirmSecondFactor: {
    method: 'POST',
    path: '/users/second-factor/confirm',
    body: confirmSecondFactorBodySchema,
    responses: { 200: secondFactorConfirmedSchema, 409: errorBodySchema },
    summary: 'Turn the second factor on with a first code; answers 10 recovery codes, once, and a new session',
  },
  disableSecondFactor: {
    method: 'POST',
    path: '/users/second-factor/disable',
    body: disableSecondFactorBodySchema,
    responses: { 200: z.object({ session: sessionUserSchema }), 409: errorBodySchema },
    summary: 'Turn the second factor off with the password or a current code; answers a new session',
  },
  renewRecoveryCodes: {
    method: 'POST',
    path: '/users/second-factor/recovery-codes',
    body: secondFactorProofBodySchema,
    responses: { 200: z.object({ recoveryCodes: z.array(z.string()) }), 409: errorBodySchema },
    summary: 'Replace the recovery codes with 10 new ones (the old ones stop working), proven with the password or a current code',
  },
  forgotPassword: {
    method: 'POST',
    path: '/users/forgot-password',
    body: forgotPasswordBodySchema,
    responses: { 200: messageSchema },
    summary: 'Send a reset link if the e-mail has an account; answers the same either way',
  },
  getResetPassword: {
    method: 'GET',
    path: '/users/reset-password/:token',
    pathParams: resetTokenParams,
    responses: { 200: z.object({ email: z.string() }) },
    summary: 'The e-mail a live reset token belongs to',
  },
  resetPassword: {
    method: 'PATCH',
    path: '/users/reset-password/:token',
    pathParams: resetTokenParams,
    body: resetPasswordBodySchema,
    responses: { 200: messageSchema },
    summary: 'Set a new password with a live reset token (single use)',
  },
  currentSession: {
    method: 'GET',
    path: '/users/me',
    responses: { 200: sessionUserSchema },
    summary: "The signed-in account as a session (the same token back): read again to follow a change made elsewhere, such as its e-mail verified",
  },
  verifyEmail: {
    method: 'POST',
    path: '/users/verify-email',
    body: verifyEmailBodySchema,
    responses: { 200: z.object({ message: z.string(), email: z.string() }), 404: errorBodySchema },
    summary: 'Verify the e-mail address with the token of the link mailed to it (single use, 24 hours)',
  },
  sendVerificationEmail: {
    method: 'POST',
    path: '/users/verification-email',
    body: c.noBody(),
    responses: { 200: messageSchema, 409: errorBodySchema, 429: errorBodySchema },
    summary: "Mail the signed-in account a fresh link to verify its e-mail address (the unused one stops working); 409 once it is verified",
  },
  loginUnlock: {
    method: 'POST',
    path: '/users/login-unlock',
    body: loginUnlockBodySchema,
    responses: { 200: messageSchema, 404: errorBodySchema },
    summary: "Reset an account's failed-login counts with the token its owner was mailed (single use, 24 hours)",
  },
});
