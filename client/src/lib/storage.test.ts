import { describe, expect, it } from 'vitest';
import { clearSession, readStoredUser, storeSession } from './storage';

const user = { id: 'u1', name: 'Ana', email: 'ana@example.com', isAdmin: false, token: 't-1' };

describe('session storage', () => {
  it('stores the whole user under "user" and its token under "token"', () => {
    storeSession(user);
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual(user);
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(readStoredUser()).toEqual(user);
  });

  it('reads an unparsable or malformed user as nobody', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ name: 'no token' }));
    expect(readStoredUser()).toBeNull();
  });

  it('clears both user and token', () => {
    storeSession(user);
    clearSession();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
