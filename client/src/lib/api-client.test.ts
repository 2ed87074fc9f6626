import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, authHeader, errorMessageOf, failureMessage } from './api-client';

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

describe('errorMessageOf', () => {
  it('reads error, then message, else the fallback', () => {
    expect(errorMessageOf({ error: 'E', message: 'M' }, 'F')).toBe('E');
    expect(errorMessageOf({ message: 'M' }, 'F')).toBe('M');
    expect(errorMessageOf({ message: 'M' }, 'F', 'error')).toBe('F');
    expect(errorMessageOf('text', 'F')).toBe('F');
    expect(errorMessageOf(undefined, 'F')).toBe('F');
  });

  it('failureMessage shows a network error message', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'F')).toBe('Failed to fetch');
    expect(failureMessage({ status: 500, body: { error: 'Boom' } }, 'F')).toBe('Boom');
  });
});

describe('api client', () => {
  it('calls the same origin and tolerates an unparsable JSON body', async () => {
    const fetchMock = vi.fn(
      async () => new Response('<html>', { status: 502, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await api.users.login({ body: { email: 'a@b.co', password: 'x' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/users/login', expect.objectContaining({ method: 'POST' }));
    expect(result.status).toBe(502);
    expect(result.body).toBeUndefined();
  });
});
