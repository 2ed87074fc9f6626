import type { AdminJob } from '@contract/jobs';
import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { jobsKeys } from '@/lib/query-keys';

/** Each title once (compared trimmed and case-blind), A to Z. */
function distinctTitles(jobs: AdminJob[]): string[] {
  const titles = new Map<string, string>();
  for (const { title } of jobs) {
    const key = title.trim().toLowerCase();
    if (key && !titles.has(key)) titles.set(key, title.trim());
  }
  return [...titles.values()].sort((a, b) => a.localeCompare(b, 'en-US'));
}

/** The distinct job titles of every job (active or not), A to Z, for the job filter. */
export function useJobTitles() {
  return tsr.jobs.listAllJobs.useQuery({
    queryKey: jobsKeys.titles(),
    queryData: { auth: 'required' },
    select: (answer) => distinctTitles(answer.body.jobs),
    staleTime: 60_000,
    retry: retryNetworkFailureOnce,
  });
}
