import { useQuery } from '@tanstack/react-query';
import { jobsContract } from '@contract/jobs';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { jobsKeys } from '@/lib/query-keys';

/** The distinct job titles of every job (active or not), A to Z, for the job filter. */
export function useJobTitles() {
  return useQuery({
    queryKey: jobsKeys.titles(),
    queryFn: async ({ signal }) => {
      const answer = await api.jobs.listAllJobs({ auth: 'required', fetchOptions: { signal } });
      const { jobs } = expectBody(answer, 200, jobsContract.listAllJobs.responses[200], 'Error fetching jobs');
      const titles = new Map<string, string>();
      for (const { title } of jobs) {
        const key = title.trim().toLowerCase();
        if (key && !titles.has(key)) titles.set(key, title.trim());
      }
      return [...titles.values()].sort((a, b) => a.localeCompare(b, 'en-US'));
    },
    staleTime: 60_000,
    retry: retryNetworkFailureOnce,
  });
}
