import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, stubFetch } from '@/test/render';
import {
  actionErrorText,
  adminRequest,
  HttpError,
  InvalidResponseError,
  loadErrorText,
  NetworkError,
  retryNetworkFailureOnce,
  SessionError,
  withQuery,
} from './admin-request';
import { storeSession } from './storage';

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('adminRequest', () => {
  it('sends the bearer token and a JSON body, and resolves to the answer', async () => {
    storeSession(admin);
    const mock = stubFetch(async () => jsonResponse(200, { ok: true }));
    await expect(adminRequest('/api/v1/jobs', { method: 'POST', body: { title: 'A' } })).resolves.toEqual({ ok: true });
    const init = mock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
    expect(init?.body).toBe('{"title":"A"}');
  });

  it("reads a failed answer as 'Error: {status} {statusText}', with the reason phrase when the answer has none", async () => {
    storeSession(admin);
    stubFetch(async () => new Response('{}', { status: 503, statusText: 'Service Unavailable' }));
    expect(loadErrorText(await failureOf(adminRequest('/x')), 'F')).toBe('Error: 503 Service Unavailable');
    stubFetch(async () => new Response('{}', { status: 404 }));
    const notFound = await failureOf(adminRequest('/x'));
    expect(notFound).toBeInstanceOf(HttpError);
    expect(loadErrorText(notFound, 'F')).toBe('Error: 404 Not Found');
    expect(loadErrorText(notFound, 'F', { 404: 'Gone' })).toBe('Gone');
    expect(actionErrorText('Failed to update job', notFound)).toBe('Failed to update job 404 Not Found');
  });

  it('reports a missing session with the spec texts, without calling the server', async () => {
    const mock = stubFetch(async () => jsonResponse(200, {}));
    const error = await failureOf(adminRequest('/x'));
    expect(error).toBeInstanceOf(SessionError);
    expect(loadErrorText(error, 'F')).toBe('Error: Missing authentication token');
    expect(actionErrorText('Failed', error)).toBe('Missing authentication token');
    localStorage.setItem('user', '{oops');
    expect(loadErrorText(await failureOf(adminRequest('/x')), 'F')).toBe('Error: Invalid user data in local storage');
    expect(mock).not.toHaveBeenCalled();
  });

  it('retries a network failure once, and shows the fallback for it', async () => {
    storeSession(admin);
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(adminRequest('/x'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(loadErrorText(error, 'Error fetching jobs')).toBe('Error fetching jobs');
    expect(actionErrorText('Failed to add job', error)).toBe('Failed to add job: Failed to fetch');
    expect(retryNetworkFailureOnce(0, error)).toBe(true);
    expect(retryNetworkFailureOnce(1, error)).toBe(false);
    expect(retryNetworkFailureOnce(0, new HttpError(500, '', undefined))).toBe(false);
    expect(retryNetworkFailureOnce(0, new InvalidResponseError())).toBe(false);
  });
});

describe('withQuery', () => {
  it('leaves out empty values', () => {
    expect(withQuery('/a', { page: 2, q: '', sort: undefined, status: 'New' })).toBe('/a?page=2&status=New');
    expect(withQuery('/a', { q: '' })).toBe('/a');
  });
});
