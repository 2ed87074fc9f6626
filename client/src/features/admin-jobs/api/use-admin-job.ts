import { tsr, type ReadOptions } from '@/lib/api-client';
import { adminJobsKeys } from './admin-jobs-keys';

/** GET /jobs/:id with the admin's token: the job as admins see it, active or not. */
export const adminJobQuery = (id: string) =>
  ({ queryKey: adminJobsKeys.detail(id), queryData: { params: { id }, auth: 'required' } }) satisfies ReadOptions<typeof tsr.jobs.getJob>;

export function useAdminJob(id: string) {
  return tsr.jobs.getJob.useQuery({ ...adminJobQuery(id), select: (answer) => answer.body.job });
}
