// What other features may use of jobs: reading one job, and what
// the job board cache holds.
export { findJob } from './jobs.repository.js';
export { jobNotFound } from './jobs.service.js';
export { toJob } from './jobs.mapper.js';
export { createActiveJobsCache, type ActiveJobsPayload } from './active-jobs-cache.js';
