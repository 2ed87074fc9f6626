// What other features may use of auth: the users table their rows belong to, the account lookup,
// the clean-up of spent reset and unlock tokens (run by the scheduled clean-up), and setting a
// password (talents: an account made without one, then set through its invitation).
export { users } from './users.table.js';
export { deleteSpentTokens, findSessionAccount, findUserById, updatePassword } from './auth.repository.js';
export { hashPassword, isUnsetPasswordHash, unsetPasswordHash } from './passwords.js';
