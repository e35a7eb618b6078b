import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse } from '../../test/render';
import { logout, restoreSession, selectIsAdmin, setSession } from './auth-slice';
import { tokenStorageKey, userStorageKey } from './auth-storage';

const user = { full_name: 'Kabir Mehta', email: 'kabir@example.in', role: 'guest' };

function requestOf(fetchMock: ReturnType<typeof vi.fn>, call = 0): Request {
  const request: unknown = fetchMock.mock.calls[call]?.[0];
  if (!(request instanceof Request)) throw new Error(`fetch call ${call} was not made with a Request`);
  return request;
}

describe('auth state', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse({ message: 'Logged out' }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the app starts, then auth is loading until the stored session is read', () => {
    const store = makeStore();
    expect(store.getState().auth.status).toBe('loading');
  });

  it('when a token and user are stored, then the restored session is signed in with them', () => {
    // The background check against the server fails here (the mock answers no user): only a warning.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(tokenStorageKey, 'stored-token');
    localStorage.setItem(userStorageKey, JSON.stringify(user));
    const store = makeStore();
    store.dispatch(restoreSession());
    expect(store.getState().auth).toEqual({ status: 'signedIn', token: 'stored-token', user });
  });

  it('when nothing usable is stored, then the restored session is signed out', () => {
    localStorage.setItem(tokenStorageKey, 'stored-token');
    const store = makeStore();
    store.dispatch(restoreSession());
    expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
  });

  it('when a session is set, then it is signed in and stored with a 7-day cookie', () => {
    const store = makeStore();
    store.dispatch(setSession('new-token', user));
    expect(store.getState().auth).toEqual({ status: 'signedIn', token: 'new-token', user });
    expect(localStorage.getItem(tokenStorageKey)).toBe('new-token');
    expect(JSON.parse(localStorage.getItem(userStorageKey) ?? 'null')).toEqual(user);
    expect(document.cookie).toContain('auth_token=new-token');
  });

  it('when signed in as admin or manager, then the user is an admin; any other role is not', () => {
    const store = makeStore();
    store.dispatch(setSession('t', { ...user, role: 'admin' }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    store.dispatch(setSession('t', { ...user, role: 'manager' }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    store.dispatch(setSession('t', { ...user, role: 'hr' }));
    expect(selectIsAdmin(store.getState())).toBe(false);
  });

  it('when logging out with a token, then the server is told with the bearer and the session is cleared', async () => {
    const store = makeStore();
    store.dispatch(setSession('secret-token', user));

    await store.dispatch(logout());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = requestOf(fetchMock);
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/logout');
    expect(request.headers.get('authorization')).toBe('Bearer secret-token');
    expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(localStorage.getItem(userStorageKey)).toBeNull();
    expect(document.cookie).not.toContain('auth_token=');
  });

  it('when the logout call fails, then the failure is only logged and the session is still cleared', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Server unavailable' }, 503));
    const store = makeStore();
    store.dispatch(setSession('secret-token', user));

    await store.dispatch(logout());

    expect(warn).toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('signedOut');
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect(document.cookie).not.toContain('auth_token=');
  });

  it('when the logout call cannot reach the server, then the session is still cleared', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const store = makeStore();
    store.dispatch(setSession('secret-token', user));

    await store.dispatch(logout());

    expect(store.getState().auth.status).toBe('signedOut');
    expect(localStorage.getItem(userStorageKey)).toBeNull();
  });

  it('when logging out without a token, then no request is made', async () => {
    const store = makeStore();
    store.dispatch(restoreSession());

    await store.dispatch(logout());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('signedOut');
  });
});
