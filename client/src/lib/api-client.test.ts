import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '@/test/api-stubs';
import { admin, jsonResponse, stubFetch } from '@/test/render';
import { installFakeXhr } from '@/test/fake-xhr';
import { authHeader, onSessionEnded, tsr } from './api-client';
import { NetworkError, SessionError } from './api-errors';
import { storeSession } from './storage';

afterEach(() => vi.unstubAllGlobals());

describe('authHeader', () => {
  it('builds a bearer header from the stored user', () => {
    localStorage.setItem('user', JSON.stringify({ id: '1', token: 'abc' }));
    expect(authHeader()).toEqual({ Authorization: 'Bearer abc' });
  });

  it('throws the spec messages when there is no token or the user is unparsable', () => {
    expect(() => authHeader()).toThrow('Missing authentication token');
    localStorage.setItem('user', JSON.stringify({ id: '1' }));
    expect(() => authHeader()).toThrow('Missing authentication token');
    localStorage.setItem('user', '{oops');
    expect(() => authHeader()).toThrow('Invalid user data in local storage');
  });
});

describe('the fetcher under tsr', () => {
  it('calls the same origin and tolerates an unparsable JSON body', async () => {
    const fetchMock = stubFetch(
      async () => new Response('<html>', { status: 502, headers: { 'content-type': 'application/json' } }),
    );
    const result = await tsr.users.login.mutate({ body: { email: 'a@b.co', password: 'x' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/users/login', expect.objectContaining({ method: 'POST' }));
    expect(result.status).toBe(502);
    expect(result.body).toBeUndefined();
  });

  it('sends the bearer token when asked, with the query from the contract', async () => {
    storeSession(admin);
    const mock = stubFetch(async () => jsonResponse(200, { jobs: [], total: 0 }));
    await tsr.jobs.listAllJobs.query({ query: { page: 2, pageSize: 5, q: undefined }, auth: 'required' });
    const [url, init] = mock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/jobs/all?page=2&pageSize=5');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it('keeps the reason phrase, and supplies the standard one when the answer has none', async () => {
    storeSession(admin);
    stubFetch(async () => new Response('{}', { status: 503, statusText: 'Busy' }));
    expect(await tsr.jobs.listAllJobs.query({ auth: 'required' })).toMatchObject({ status: 503, statusText: 'Busy' });
    stubFetch(async () => new Response('{}', { status: 404 }));
    expect(await tsr.jobs.listAllJobs.query({ auth: 'required' })).toMatchObject({ status: 404, statusText: 'Not Found' });
  });

  it('answers a PDF or a CSV file as a blob', async () => {
    storeSession(admin);
    stubFetch(async () => new Response('a,b\n1,2\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    const answer = await tsr.applicants.exportApplicants.query({ query: {}, auth: 'required' });
    expect(answer.body).toBeInstanceOf(Blob);
    expect(await (answer.body as unknown as Blob).text()).toBe('a,b\n1,2\n');
  });

  it('fails with the spec texts and without calling the server when the session holds no token', async () => {
    const mock = stubFetch(async () => jsonResponse(200, { job: buildJob() }));
    await expect(tsr.jobs.listAllJobs.query({ auth: 'required' })).rejects.toThrow(new SessionError('Missing authentication token'));
    localStorage.setItem('user', '{oops');
    await expect(tsr.jobs.listAllJobs.query({ auth: 'required' })).rejects.toThrow('Invalid user data in local storage');
    expect(mock).not.toHaveBeenCalled();
    await tsr.jobs.getJob.query({ params: { id: 'j-1' }, auth: 'optional' });
    expect(new Headers(mock.mock.calls[0]?.[1]?.headers).get('authorization')).toBeNull();
  });

  it('reports a network failure as a NetworkError with the browser message', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await tsr.jobs.listActiveJobs.query().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as Error).message).toBe('Failed to fetch');
  });

  it('tells the listeners when the server refuses a token it was sent, and only then', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    stubFetch(async () => jsonResponse(401, { message: 'Invalid token' }));
    await tsr.users.login.mutate({ body: { email: 'a@b.co', password: 'wrong' } });
    expect(ended).not.toHaveBeenCalled();
    storeSession(admin);
    await tsr.jobs.listAllJobs.query({ auth: 'required' });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends a multipart body through XHR when upload progress is asked for', async () => {
    const xhr = installFakeXhr();
    const progress = vi.fn();
    const form = new FormData();
    form.append('name', 'Ana');
    const pending = tsr.franchise.submitFranchiseApplication.mutate({ body: form, onUploadProgress: progress });
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/franchise-applications');
    expect(request.body).toBe(form);
    request.progress(50, 200);
    expect(progress).toHaveBeenCalledWith(25);
    request.respond(201, { message: 'Thanks' });
    await expect(pending).resolves.toMatchObject({ status: 201, body: { message: 'Thanks' } });
  });
});
