import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryRoots } from '@/lib/query-keys';
import { storeSession } from '@/lib/storage';
import { buildJob, jsonResponse, stubApi } from '@/test/api-stubs';
import { queryWrapper } from '@/test/query-wrapper';
import { admin } from '@/test/render';
import { adminJobsKeys } from './admin-jobs-keys';
import { useCreateJob, useToggleJobActive, useUpdateJob } from './use-job-mutations';

const job = buildJob({ _id: 'job-1', isActive: true });

/** Every cached list a job change must refresh (other features' keys, under the roots they share). */
const jobLists = [
  adminJobsKeys.list({ page: 1, pageSize: 10, q: '', sort: 'postingDate_desc' }),
  [...queryRoots.jobs, 'active'],
  [...queryRoots.jobs, 'detail', 'job-1', 'visitor'],
  [...queryRoots.jobs, 'titles'],
  [...queryRoots.applicants, 'list', { page: 1 }],
];

function seededCache() {
  const cache = queryWrapper();
  for (const key of jobLists) cache.queryClient.setQueryData(key, { status: 200, body: { jobs: [{ ...job, applicantCount: 3 }], total: 1 }, headers: new Headers() });
  return cache;
}

const staleKeys = (cache: ReturnType<typeof seededCache>) =>
  jobLists.filter((key) => cache.queryClient.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
const everyKey = jobLists.map((key) => key.join('/'));

describe('job mutations', () => {
  it('adding a job makes the admin list, the public board, the detail pages, the title filter and the applicant lists stale', async () => {
    storeSession(admin);
    stubApi({ 'POST /api/v1/jobs': () => jsonResponse(201, { job: buildJob({ _id: 'job-2' }) }) });
    const cache = seededCache();
    const { result } = renderHook(() => useCreateJob(), { wrapper: cache.wrapper });
    result.current.mutate({
      body: { title: 'Nurse', description: 'd', responsibilities: ['r'], operatingHours: 'h', requirements: ['q'], location: 'l', language: ['English'] },
      auth: 'required',
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(staleKeys(cache)).toEqual(everyKey);
    // The new job heads the first newest-first page before the refetch, with no applicants yet.
    expect(cache.queryClient.getQueryData(jobLists[0] ?? [])).toMatchObject({ body: { jobs: [{ _id: 'job-2', applicantCount: 0 }, { _id: 'job-1' }], total: 2 } });
  });

  it('editing or toggling a job does the same', async () => {
    storeSession(admin);
    stubApi({
      'PUT /api/v1/jobs/job-1': () => jsonResponse(200, { job: { ...job, title: 'Senior Support' } }),
      'PATCH /api/v1/jobs/job-1/toggle-active': () => jsonResponse(200, { job: { ...job, isActive: false } }),
    });
    const edit = seededCache();
    const editing = renderHook(() => useUpdateJob(), { wrapper: edit.wrapper }).result;
    editing.current.mutate({ params: { id: 'job-1' }, body: { title: 'Senior Support' }, auth: 'required' });
    await waitFor(() => expect(editing.current.isSuccess).toBe(true));
    expect(staleKeys(edit)).toEqual(everyKey);
    // The saved job shows in the cached admin page at once, keeping its applicant count.
    expect(edit.queryClient.getQueryData(jobLists[0] ?? [])).toMatchObject({ body: { jobs: [{ title: 'Senior Support', applicantCount: 3 }] } });

    const toggle = seededCache();
    const toggling = renderHook(() => useToggleJobActive(), { wrapper: toggle.wrapper }).result;
    toggling.current.mutate({ params: { id: 'job-1' }, body: { isActive: false }, auth: 'required' });
    await waitFor(() => expect(toggling.current.isSuccess).toBe(true));
    expect(staleKeys(toggle)).toEqual(everyKey);
  });
});
