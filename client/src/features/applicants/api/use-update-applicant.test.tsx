import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryRoots } from '@/lib/query-keys';
import { storeSession } from '@/lib/storage';
import { buildJob, jsonResponse, stubApi } from '@/test/api-stubs';
import { queryWrapper } from '@/test/query-wrapper';
import { admin } from '@/test/render';
import { buildApplicant } from '../test-applicants';
import { applicantsKeys } from './applicants-keys';
import { useUpdateApplicant } from './use-update-applicant';

/** The public board's key (the careers feature's), under the jobs' root. */
const jobsKeys = { active: () => [...queryRoots.jobs, 'active'] };

describe('useUpdateApplicant', () => {
  it('shows the saved applicant in every cached list at once, and marks every applicant list and page stale', async () => {
    storeSession(admin);
    const maria = buildApplicant({ _id: 'a-1', status: 'Unread' });
    stubApi({ 'PATCH /api/v1/applicants/a-1': () => jsonResponse(200, { applicant: { ...maria, status: 'Short Listed' }, emailed: false }) });
    const { queryClient, wrapper } = queryWrapper();
    const allList = applicantsKeys.list({ page: 1, status: '' });
    const jobList = applicantsKeys.jobList('j-1', { page: 1 });
    // The cache holds the answers as tsr stores them: { status, body, headers }.
    const answer = (body: unknown) => ({ status: 200, body, headers: new Headers() });
    queryClient.setQueryData(allList, answer({ applicants: [maria], total: 1 }));
    queryClient.setQueryData(jobList, answer({ job: { ...buildJob({ _id: 'j-1' }), applicantIds: [maria] }, total: 1 }));
    queryClient.setQueryData(applicantsKeys.detail('a-1'), answer({ applicant: maria }));
    queryClient.setQueryData(jobsKeys.active(), answer({ jobs: [] }));

    const { result } = renderHook(() => useUpdateApplicant(), { wrapper });
    result.current.mutate({ params: { id: 'a-1' }, body: { status: 'Short Listed' }, auth: 'required' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(queryClient.getQueryData(allList)).toMatchObject({ body: { applicants: [{ _id: 'a-1', status: 'Short Listed' }] } });
    expect(queryClient.getQueryData(jobList)).toMatchObject({ body: { job: { _id: 'j-1', applicantIds: [{ _id: 'a-1', status: 'Short Listed' }] } } });
    for (const key of [allList, jobList]) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(applicantsKeys.detail('a-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(jobsKeys.active())?.isInvalidated).toBe(false);
  });
});
