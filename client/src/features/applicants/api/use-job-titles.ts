import { useQuery } from '@tanstack/react-query';
import { jobsContract } from '../../../../../contract/jobs';
import { adminGet, AdminRequestError, jsonOf, retryNetworkFailureOnce } from './admin-request';

const jobsSchema = jobsContract.listAllJobs.responses[200];

/** The distinct job titles of every job (active or not), A to Z, for the job filter. */
export function useJobTitles() {
  return useQuery({
    queryKey: ['admin', 'jobs', 'all', 'titles'],
    queryFn: async ({ signal }) => {
      const response = await adminGet('/api/v1/jobs/all', { networkFallback: 'Error fetching jobs', signal });
      const parsed = jobsSchema.safeParse(await jsonOf(response));
      if (!parsed.success) throw new AdminRequestError('Error fetching jobs');
      const titles = new Map<string, string>();
      for (const { title } of parsed.data.jobs) {
        const key = title.trim().toLowerCase();
        if (key && !titles.has(key)) titles.set(key, title.trim());
      }
      return [...titles.values()].sort((a, b) => a.localeCompare(b, 'en-US'));
    },
    staleTime: 60_000,
    retry: retryNetworkFailureOnce,
  });
}
