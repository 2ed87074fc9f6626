import { useQuery } from '@tanstack/react-query';
import { jobsContract } from '@contract/jobs';
import { adminRequest, InvalidResponseError, retryNetworkFailureOnce } from '@/lib/admin-request';

const jobsSchema = jobsContract.listAllJobs.responses[200];

/** The distinct job titles of every job (active or not), A to Z, for the job filter. */
export function useJobTitles() {
  return useQuery({
    queryKey: ['admin', 'jobs', 'all', 'titles'],
    queryFn: async ({ signal }) => {
      const parsed = jobsSchema.safeParse(await adminRequest('/api/v1/jobs/all', { signal }));
      if (!parsed.success) throw new InvalidResponseError('Error fetching jobs');
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
