// What other features may do with accounts (the users table is read only in others' repositories,
// and written only through the operations below): the account lookup, and what talents do to
// an account's roles (only with a link opened from its mailbox, or its owner signed in).
export { findSessionAccount, findUserById, updatePassword } from './auth.repository.js';
export { hashPassword, isUnsetPasswordHash, unsetPasswordHash } from './passwords.js';
export {
  claimAccountAsTalent,
  createTalentAccount,
  grantTalentRole,
  isClaimableByMailbox,
  lockAccountById,
  lockAccountByEmail,
  revokeTalentRole,
  type AccountForRoles,
} from './account-roles.js';
export { queueVerificationMail } from './email-verification.js';
