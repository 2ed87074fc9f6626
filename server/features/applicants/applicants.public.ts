// What other features may use of applicants: the table (admin overview counts it) and the
// applicant count per job (app.ts hands it to the admin job list).
export { applicants } from './applicants.table.js';
export { countApplicantsByJob, forgetIdempotencyKeys as forgetApplicationIdempotencyKeys } from './applicants.repository.js';
