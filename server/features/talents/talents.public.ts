// What other features may use of talents: the table that links a placed talent to their account
// (read in their own queries), and the call placements makes in the transaction that first places
// a talent (the invitation to the talent's own address).
export { ensureTalentAccount, type PlacedApplicant, type TalentAccountDeps, type TalentAccountOutcome } from './talent-accounts.js';
export { talentAccounts } from './talents.table.js';
