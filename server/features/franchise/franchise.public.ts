// What other features may use of franchise: the table (admin overview's counts) and the clean-up
// of old idempotency keys (run by the scheduled clean-up).
export { franchiseApplications } from './franchise-applications.table.js';
export { forgetIdempotencyKeys as forgetFranchiseIdempotencyKeys } from './franchise.repository.js';
