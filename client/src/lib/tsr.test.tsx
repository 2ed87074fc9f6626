import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminJob, statusResponse } from '@/test/api-stubs';
import { queryWrapper } from '@/test/query-wrapper';
import { admin, jsonResponse, stubFetch } from '@/test/render';
import { tsr } from './api-client';
import { actionErrorText, failedStatusOf, failureMessage, loadErrorText, serverMessageOf } from './api-errors';
import { storeSession } from './storage';

afterEach(() => vi.unstubAllGlobals());

/** The admin job list through the contract's hook, as a screen would read it. */
function renderJobList() {
  const { wrapper } = queryWrapper();
  return renderHook(() => tsr.jobs.listAllJobs.useQuery({ queryKey: ['jobs', 'test'], queryData: { query: { page: 1 }, auth: 'required' } }), { wrapper });
}

describe('tsr, the contract hooks over the one fetcher', () => {
  it('sends the stored bearer token and answers the body checked against the contract', async () => {
    storeSession(admin);
    const job = buildAdminJob({ title: 'Bookkeeper' });
    const mock = stubFetch(async () => jsonResponse(200, { jobs: [job], total: 1 }));
    const { result } = renderJobList();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.body).toEqual({ jobs: [job], total: 1 });
    const [url, init] = mock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/jobs/all?page=1');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it('fails a 200 whose body is off the contract, worded as an invalid answer (never zod’s text)', async () => {
    storeSession(admin);
    stubFetch(async () => jsonResponse(200, { jobs: [{ title: 'no id' }], total: 1 }));
    const { result } = renderJobList();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(loadErrorText(result.current.error, 'F')).toBe('Invalid response from the server.');
    expect(loadErrorText(result.current.error, 'F', {}, 'Invalid job data')).toBe('Invalid job data');
    expect(failureMessage(result.current.error, 'F')).toBe('Invalid response from the server.');
    expect(actionErrorText('Failed to load', result.current.error)).toBe('Failed to load: Invalid response from the server.');
  });

  it("words an error answer with its status and reason phrase and the server's own words", async () => {
    storeSession(admin);
    stubFetch(async () => statusResponse(503, 'Busy', { code: 'busy', message: 'Try later', error: 'Busy now' }));
    const { result } = renderJobList();
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    expect(failedStatusOf(error)).toBe(503);
    expect(loadErrorText(error, 'F')).toBe('Error: 503 Busy');
    expect(loadErrorText(error, 'F', { 503: 'Down for now' })).toBe('Down for now');
    expect(actionErrorText('Failed to load jobs', error)).toBe('Failed to load jobs 503 Busy');
    expect(serverMessageOf(error, 'F', 'message')).toBe('Try later');
    expect(failureMessage(error, 'F')).toBe('Busy now');
  });

  it('leaves an error body off the contract to the status words rather than calling it invalid', async () => {
    storeSession(admin);
    stubFetch(async () => new Response('<html>', { status: 404, headers: { 'content-type': 'application/json' } }));
    const { result } = renderJobList();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(loadErrorText(result.current.error, 'F')).toBe('Error: 404 Not Found');
    expect(serverMessageOf(result.current.error, 'F')).toBe('F');
  });

  it('fails without calling the server when the session holds no token', async () => {
    const mock = stubFetch(async () => jsonResponse(200, { jobs: [], total: 0 }));
    const { result } = renderJobList();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(loadErrorText(result.current.error, 'F')).toBe('Error: Missing authentication token');
    expect(mock).not.toHaveBeenCalled();
  });

  it('answers a mutation with the checked body, and throws its refusal to the same words', async () => {
    storeSession(admin);
    const job = buildAdminJob({ isActive: false });
    stubFetch(async () => jsonResponse(200, { job }));
    const { wrapper } = queryWrapper();
    const { result } = renderHook(() => tsr.jobs.toggleJobActive.useMutation(), { wrapper });
    const answer = await result.current.mutateAsync({ params: { id: job._id }, body: { isActive: false }, auth: 'required' });
    expect(answer.body.job.isActive).toBe(false);
    stubFetch(async () => statusResponse(409, 'Conflict', { code: 'jobs.conflict', message: 'Already inactive' }));
    const refusal: unknown = await result.current.mutateAsync({ params: { id: job._id }, body: { isActive: false }, auth: 'required' }).catch((error: unknown) => error);
    expect(actionErrorText('Failed to update job', refusal)).toBe('Failed to update job 409 Conflict');
    expect(serverMessageOf(refusal, 'F', 'message')).toBe('Already inactive');
  });
});
