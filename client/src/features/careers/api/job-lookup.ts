import type { Job } from '@contract/jobs';
import { jobMessages } from '@contract/jobs-messages';
import { answerLacks, failedStatusOf } from '@/lib/api-errors';

export const JOB_FETCH_FAILED = 'Failed to fetch job data.';
export const JOB_NOT_FOUND = jobMessages.notFound;

/** One job as the detail and application pages show it: not found (404 or no job), failed, or the job. */
export type JobLookup = { state: 'not-found' } | { state: 'error'; message: string } | { state: 'ready'; job: Job };

/** What a failed GET /jobs/:id means to the person asking: the spec's two messages. */
export function failedJobLookup(error: unknown): JobLookup {
  return failedStatusOf(error) === 404 || answerLacks(error, 'job') ? { state: 'not-found' } : { state: 'error', message: JOB_FETCH_FAILED };
}
