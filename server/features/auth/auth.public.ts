// What other features may use of auth: the users table their rows belong to, and the account lookup.
export { users } from './users.table.js';
export { findUserById } from './auth.repository.js';
