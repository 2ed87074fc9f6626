import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicantsKeys, jobsKeys } from '@/lib/query-keys';
import { storeSession } from '@/lib/storage';
import { jsonResponse, stubApi } from '@/test/api-stubs';
import { queryWrapper } from '@/test/query-wrapper';
import { admin } from '@/test/render';
import { buildApplicant } from '../test-applicants';
import { useUpdateApplicant } from './use-update-applicant';

describe('useUpdateApplicant', () => {
  it('shows the saved applicant in every cached list at once, and marks every applicant list and page stale', async () => {
    storeSession(admin);
    const maria = buildApplicant({ _id: 'a-1', status: 'Unread' });
    stubApi({ 'PATCH /api/v1/applicants/a-1': () => jsonResponse(200, { applicant: { ...maria, status: 'Short Listed' }, emailed: false }) });
    const { queryClient, wrapper } = queryWrapper();
    const allList = applicantsKeys.list({ page: 1, status: '' });
    const jobList = applicantsKeys.list({ jobId: 'j-1', page: 1 });
    queryClient.setQueryData(allList, { rows: [maria], total: 1 });
    queryClient.setQueryData(jobList, { job: { _id: 'j-1' }, rows: [maria], total: 1 });
    queryClient.setQueryData(applicantsKeys.detail('a-1'), maria);
    queryClient.setQueryData(jobsKeys.active(), { jobs: [] });

    const { result } = renderHook(() => useUpdateApplicant(), { wrapper });
    result.current.mutate({ id: 'a-1', body: { status: 'Short Listed' } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    for (const key of [allList, jobList]) {
      expect(queryClient.getQueryData<{ rows: { status: string }[] }>(key)?.rows[0]?.status).toBe('Short Listed');
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(queryClient.getQueryState(applicantsKeys.detail('a-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(jobsKeys.active())?.isInvalidated).toBe(false);
  });
});
