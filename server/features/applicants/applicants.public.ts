// What other features may do with applicants (their table is read only in others' repositories): the
// applicant count per job (app.ts hands it to the admin job list).
export { countApplicantsByJob, forgetIdempotencyKeys as forgetApplicationIdempotencyKeys } from './applicants.repository.js';
