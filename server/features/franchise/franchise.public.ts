// What other features may use of franchise: the clean-up
// of old idempotency keys (run by the scheduled clean-up).
export { forgetIdempotencyKeys as forgetFranchiseIdempotencyKeys } from './franchise.repository.js';
