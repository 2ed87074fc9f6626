// What other features may use of talents: the table that links a placed talent to their account.
export { talentAccounts } from './talents.table.js';
