// What other features may use of auth: the users table their rows belong to, the account lookup,
// and the clean-up of spent reset and unlock tokens (run by the scheduled clean-up).
export { users } from './users.table.js';
export { deleteSpentTokens, findSessionAccount, findUserById } from './auth.repository.js';
