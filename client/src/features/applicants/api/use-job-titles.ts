import type { AdminJob } from '@contract/jobs';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { applicantsKeys } from './applicants-keys';

/** Each title once (compared trimmed and case-blind), A to Z. */
function distinctTitles(jobs: AdminJob[]): string[] {
  const titles = new Map<string, string>();
  for (const { title } of jobs) {
    const key = title.trim().toLowerCase();
    if (key && !titles.has(key)) titles.set(key, title.trim());
  }
  return [...titles.values()].sort((a, b) => a.localeCompare(b, 'en-US'));
}

/** GET /jobs/all unpaged: every job (active or not), for the job filter. */
export const jobTitlesQuery = () =>
  ({
    queryKey: applicantsKeys.jobTitles,
    queryData: { auth: 'required' },
    staleTime: 60_000,
    retry: retryNetworkFailureOnce,
  }) satisfies ReadOptions<typeof tsr.jobs.listAllJobs>;

/** The distinct job titles, A to Z. */
export function useJobTitles() {
  return tsr.jobs.listAllJobs.useQuery({ ...jobTitlesQuery(), select: (answer) => distinctTitles(answer.body.jobs) });
}
