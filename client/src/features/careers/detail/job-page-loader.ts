import type { LoaderFunctionArgs } from 'react-router';
import { failedJobLookup, type JobLookup } from '@/features/careers/api/job-lookup';
import { servedJobsOf } from '@/features/careers/api/served-jobs';
import { lazyApiQuery } from '@/lib/lazy-api';

/** The job page's data: the lookup itself, or, on a move within the site, the fetch the page shows its loading message for. */
export interface JobPageData {
  lookup: JobLookup | Promise<JobLookup>;
}

/**
 * The route's loader. On the server it answers with the job the server found (an unknown or
 * closed job is the not-found page, never rendered here), and the browser hydrates from that
 * answer, so a job page's first load needs neither React Query nor the API client (decision 0230).
 * In the browser it fetches GET /jobs/:id with the stored token when there is one: the endpoint
 * also answers an admin a closed job, whom the page then sends to its admin page.
 */
export function jobPageLoader({ params, request, context }: LoaderFunctionArgs): JobPageData {
  const id = params.id ?? '';
  const served = servedJobsOf(context);
  if (served) return { lookup: served.detail?._id === id ? { state: 'ready', job: served.detail } : { state: 'not-found' } };
  return { lookup: fetchJob(id, request.signal) };
}

/** Never rejects: a failure is a lookup the page words. */
async function fetchJob(id: string, signal: AbortSignal): Promise<JobLookup> {
  const getJob = lazyApiQuery((tsr, aborted) => tsr.jobs.getJob.query({ params: { id }, auth: 'optional', fetchOptions: { signal: aborted } }));
  try {
    return { state: 'ready', job: (await getJob({ signal })).body.job };
  } catch (error) {
    return failedJobLookup(error);
  }
}
