// What other features may use of talents: the call placements makes in the transaction that first places
// a talent (the invitation to the talent's own address).
export { ensureTalentAccount, type PlacedApplicant, type TalentAccountDeps, type TalentAccountOutcome } from './talent-accounts.js';
