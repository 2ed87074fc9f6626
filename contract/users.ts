import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { emailField, errorBodySchema, plainText, typeable } from './common.js';

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
} as const;

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

export const resetPasswordBodySchema = z.object({
  password: typeable(
    z
      .string({ required_error: messages.passwordRequired, invalid_type_error: messages.passwordRequired })
      .min(PASSWORD_MIN_LENGTH, messages.resetPasswordTooShort)
      .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    'Password',
  ),
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
  token: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const messageSchema = z.object({ message: z.string() });
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
    responses: { 200: sessionUserSchema },
    summary: 'Sign in with e-mail and password',
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
  loginUnlock: {
    method: 'POST',
    path: '/users/login-unlock',
    body: loginUnlockBodySchema,
    responses: { 200: messageSchema, 404: errorBodySchema },
    summary: "Reset an account's failed-login counts with the token its owner was mailed (single use, 24 hours)",
  },
});
