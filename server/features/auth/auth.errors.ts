import { messages } from '../../../contract/users.js';
import { AppError, conflict, notFound, unauthorized } from '../../lib/errors.js';

export const authErrors = {
  emailTaken: () => conflict('auth.email_taken', messages.emailTaken),
  invalidCredentials: () => unauthorized('auth.invalid_credentials', messages.loginFailed),
  loginLocked: (minutes: number) =>
    new AppError(
      429,
      'auth.login_locked',
      `Too many failed logins for this email. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
    ),
  resetTokenNotFound: () => notFound('auth.reset_token_not_found', messages.resetTokenInvalid),
};
