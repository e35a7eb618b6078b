import { describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredSession, storeSession, tokenStorageKey, userStorageKey } from './auth-storage';

const user = { full_name: 'Meera Iyer', email: 'meera@example.in', role: 'guest' };

describe('stored session', () => {
  it('when both token and user are stored, then the session is restored', () => {
    localStorage.setItem(tokenStorageKey, 'abc');
    localStorage.setItem(userStorageKey, JSON.stringify(user));
    expect(readStoredSession()).toEqual({ token: 'abc', user });
  });

  it('when only the token is stored, then there is no session', () => {
    localStorage.setItem(tokenStorageKey, 'abc');
    expect(readStoredSession()).toBeNull();
  });

  it('when only the user is stored, then there is no session', () => {
    localStorage.setItem(userStorageKey, JSON.stringify(user));
    expect(readStoredSession()).toBeNull();
  });

  it('when the stored user cannot be parsed, then it is discarded together with the token', () => {
    localStorage.setItem(tokenStorageKey, 'abc');
    localStorage.setItem(userStorageKey, '{not json');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(localStorage.getItem(userStorageKey)).toBeNull();
  });

  it('when the stored user lacks a name or e-mail, then it counts as unparsable and is discarded with the token', () => {
    localStorage.setItem(tokenStorageKey, 'abc');
    localStorage.setItem(userStorageKey, JSON.stringify({ id: 'u1', role: 'guest' }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
  });

  it('when a session is stored, then token, user and the auth_token cookie are kept', () => {
    storeSession('tok en', user);
    expect(localStorage.getItem(tokenStorageKey)).toBe('tok en');
    expect(JSON.parse(localStorage.getItem(userStorageKey) ?? 'null')).toEqual(user);
    expect(document.cookie).toContain('auth_token=tok%20en');
  });

  it('when the session is cleared, then token, user and cookie are gone', () => {
    storeSession('abc', user);
    clearStoredSession();
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(localStorage.getItem(userStorageKey)).toBeNull();
    expect(document.cookie).not.toContain('auth_token=');
  });
});
