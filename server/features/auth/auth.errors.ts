import { messages } from '../../../contract/users.js';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';

export const authErrors = {
  emailTaken: () => conflict('auth.email_taken', messages.emailTaken),
  invalidCredentials: () => unauthorized('auth.invalid_credentials', messages.loginFailed),
  resetTokenNotFound: () => notFound('auth.reset_token_not_found', messages.resetTokenInvalid),
  missingToken: () => unauthorized('auth.missing_token', 'Missing authentication token'),
  invalidToken: () => unauthorized('auth.invalid_token', 'Your session has expired. Please log in again.'),
  adminOnly: () => forbidden('auth.admin_only', 'Only administrators can do this.'),
};
