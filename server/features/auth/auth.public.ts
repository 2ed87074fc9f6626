// What other features may use of auth: the users table their rows belong to (read in their own
// queries; written only through the operations below), the account lookup, the clean-up of spent
// reset and unlock tokens (run by the scheduled clean-up), and what talents do to an account's roles
// (only with a link opened from its mailbox, or its owner signed in).
export { users } from './users.table.js';
export { deleteSpentTokens, findSessionAccount, findUserById, updatePassword } from './auth.repository.js';
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
