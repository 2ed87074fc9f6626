import { messages } from '../../../contract/users.js';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

export const authErrors = {
  emailTaken: () => conflict('auth.email_taken', messages.emailTaken),
  invalidCredentials: () => unauthorized('auth.invalid_credentials', messages.loginFailed),
  /** Too many wrong passwords for this e-mail from this client address. */
  loginLocked: (minutes: number) =>
    new AppError(
      429,
      'auth.login_locked',
      `Too many failed logins for this email. Try again in ${inMinutes(minutes)}, or reset your password.`,
    ),
  /** Too many wrong passwords from this client address, whatever the e-mails. */
  loginLockedForAddress: (minutes: number) =>
    new AppError(429, 'auth.login_locked', `Too many failed logins from your network. Try again in ${inMinutes(minutes)}.`),
  resetTokenNotFound: () => notFound('auth.reset_token_not_found', messages.resetTokenInvalid),
  unlockTokenNotFound: () => notFound('auth.unlock_token_not_found', messages.unlockTokenInvalid),
  verificationLinkInvalid: () => notFound('auth.verification_link_invalid', messages.verificationLinkInvalid),
  emailAlreadyVerified: () => conflict('auth.email_already_verified', messages.emailAlreadyVerified),
  verificationMailsCapped: () => new AppError(429, 'auth.verification_mails_capped', messages.verificationMailsCapped),
  /** 403: what an account whose address nobody has proven may not do yet. */
  emailUnverified: () => forbidden('auth.email_unverified', messages.emailUnverified),
  emailUnverifiedSecondFactor: () => forbidden('auth.email_unverified', messages.emailUnverifiedSecondFactor),
};
