/**
 * Screen texts of the admin jobs pages that the contract does not hold (the spec's error
 * catalogue, section 8). Validation and API messages come from contract/jobs.ts and applicants.ts.
 */
export const adminJobsTexts = {
  jobsLoadFailed: 'Error fetching jobs',
  noJobs: 'No jobs match your search criteria.',
} as const;
