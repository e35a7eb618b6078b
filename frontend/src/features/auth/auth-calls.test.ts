import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse } from '../../test/render';
import { checkAuth, login, logout, refreshToken, register, restoreSession, setSession, updateProfile } from './auth-slice';
import { tokenStorageKey, userStorageKey } from './auth-storage';

const serverUser = {
  id: 'user-1',
  full_name: 'Priya Nair',
  email: 'priya@example.in',
  phone: null,
  role: 'guest',
  department: null,
  created_at: '2026-01-05T10:00:00.000Z',
} as const;

function tokenResponse(accessToken: string, user: object = serverUser) {
  return { access_token: accessToken, token_type: 'bearer', expires_in: 3600, user };
}

function requestAt(fetchMock: Mock, call: number): Request {
  const request: unknown = fetchMock.mock.calls[call]?.[0];
  if (!(request instanceof Request)) throw new Error(`fetch call ${call} was not made with a Request`);
  return request;
}

function storedUser(): unknown {
  return JSON.parse(localStorage.getItem(userStorageKey) ?? 'null');
}

/** Lets the background check's answer be handled before the test ends. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('auth layer calls', () => {
  let fetchMock: Mock;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('login', () => {
    it('when the credentials are accepted, then token, user and cookie are stored and the user is signed in', async () => {
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('fresh-token')));
      const store = makeStore();
      store.dispatch(restoreSession());

      const result = await store.dispatch(login({ email: 'priya@example.in', password: 'secret1' }));

      expect(result).toEqual({ success: true, user: serverUser });
      const request = requestAt(fetchMock, 0);
      expect(request.method).toBe('POST');
      expect(new URL(request.url).pathname).toBe('/api/auth/login');
      expect(await request.json()).toEqual({ email: 'priya@example.in', password: 'secret1' });
      expect(store.getState().auth).toEqual({ status: 'signedIn', token: 'fresh-token', user: serverUser });
      expect(localStorage.getItem(tokenStorageKey)).toBe('fresh-token');
      expect(storedUser()).toEqual(serverUser);
      expect(document.cookie).toContain('auth_token=fresh-token');
    });

    it('when the server refuses with a detail, then that detail is the error and nothing is stored', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ detail: 'Incorrect email or password', code: 'invalid_credentials' }, 401));
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const store = makeStore();
      store.dispatch(restoreSession());

      const result = await store.dispatch(login({ email: 'priya@example.in', password: 'wrong-one' }));

      expect(result).toEqual({ success: false, error: 'Incorrect email or password' });
      expect(store.getState().auth.status).toBe('signedOut');
      expect(localStorage.getItem(tokenStorageKey)).toBeNull();
      expect(document.cookie).not.toContain('auth_token=');
    });

    it('when the failure carries no detail, then the error is "Login failed"', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const store = makeStore();

      const result = await store.dispatch(login({ email: 'priya@example.in', password: 'secret1' }));

      expect(result).toEqual({ success: false, error: 'Login failed' });
    });

    it('when signing in, then the password is not kept in the store', async () => {
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('fresh-token')));
      const store = makeStore();

      await store.dispatch(login({ email: 'priya@example.in', password: 'very-secret-words' }));

      expect(JSON.stringify(store.getState())).not.toContain('very-secret-words');
    });
  });

  describe('register', () => {
    it('when the account is created, then the new user is signed in with the returned token', async () => {
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('welcome-token'), 201));
      const store = makeStore();

      const result = await store.dispatch(register({ full_name: 'Priya Nair', email: 'priya@example.in', phone: '+91 98765 43210', password: 'secret1' }));

      expect(result.success).toBe(true);
      const request = requestAt(fetchMock, 0);
      expect(new URL(request.url).pathname).toBe('/api/auth/register');
      expect(await request.json()).toEqual({ full_name: 'Priya Nair', email: 'priya@example.in', phone: '+91 98765 43210', password: 'secret1' });
      expect(store.getState().auth).toEqual({ status: 'signedIn', token: 'welcome-token', user: serverUser });
      expect(document.cookie).toContain('auth_token=welcome-token');
    });

    it('when the e-mail is taken, then the server detail is the error', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ detail: 'Email already registered' }, 409));
      const store = makeStore();

      const result = await store.dispatch(register({ full_name: 'Priya Nair', email: 'priya@example.in', phone: null, password: 'secret1' }));

      expect(result).toEqual({ success: false, error: 'Email already registered' });
      expect(store.getState().auth.status).not.toBe('signedIn');
    });

    it('when the failure carries no detail, then the error is "Registration failed"', async () => {
      fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
      const store = makeStore();

      const result = await store.dispatch(register({ full_name: 'Priya Nair', email: 'priya@example.in', phone: null, password: 'secret1' }));

      expect(result).toEqual({ success: false, error: 'Registration failed' });
    });
  });

  describe('start-up check (GET /api/auth/me)', () => {
    it('when the app starts signed in, then the stored session is used at once and checked in the background', async () => {
      const stored = { ...serverUser };
      localStorage.setItem(tokenStorageKey, 'stored-token');
      localStorage.setItem(userStorageKey, JSON.stringify(stored));
      let answer: (response: Response) => void = () => undefined;
      fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
      const store = makeStore();

      store.dispatch(restoreSession());

      expect(store.getState().auth).toEqual({ status: 'signedIn', token: 'stored-token', user: stored });
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const request = requestAt(fetchMock, 0);
      expect(new URL(request.url).pathname).toBe('/api/auth/me');
      expect(request.headers.get('authorization')).toBe('Bearer stored-token');
      answer(jsonResponse(serverUser));
      await settle();
    });

    it('when the server knows a different user, then it replaces the stored one', async () => {
      localStorage.setItem(tokenStorageKey, 'stored-token');
      localStorage.setItem(userStorageKey, JSON.stringify({ ...serverUser, full_name: 'Old Name' }));
      const renamed = { ...serverUser, full_name: 'Priya Nair Menon', role: 'hr' };
      fetchMock.mockResolvedValue(jsonResponse(renamed));
      const store = makeStore();

      store.dispatch(restoreSession());

      await vi.waitFor(() => expect(store.getState().auth.user).toEqual(renamed));
      expect(storedUser()).toEqual(renamed);
      expect(store.getState().auth.token).toBe('stored-token');
    });

    it('when the server knows the same user, then the stored user is left as it is', async () => {
      localStorage.setItem(tokenStorageKey, 'stored-token');
      localStorage.setItem(userStorageKey, JSON.stringify(serverUser));
      fetchMock.mockResolvedValue(jsonResponse({ ...serverUser }));
      const store = makeStore();
      store.dispatch(restoreSession());
      const restored = store.getState().auth.user;
      const setItem = vi.spyOn(Storage.prototype, 'setItem');

      expect(await store.dispatch(checkAuth())).toBe(true);

      expect(store.getState().auth.user).toBe(restored);
      expect(setItem).not.toHaveBeenCalled();
    });

    it('when the check answers 401, then it returns false, logs a warning and keeps the user signed in', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fetchMock.mockResolvedValue(jsonResponse({ detail: 'Session expired' }, 401));
      const store = makeStore();
      store.dispatch(setSession('old-token', serverUser));

      expect(await store.dispatch(checkAuth())).toBe(false);

      expect(warn).toHaveBeenCalled();
      expect(store.getState().auth).toEqual({ status: 'signedIn', token: 'old-token', user: serverUser });
      expect(localStorage.getItem(tokenStorageKey)).toBe('old-token');
    });

    it('when the check answers after sign-out, then the user does not come back', async () => {
      let answer: (response: Response) => void = () => undefined;
      fetchMock.mockImplementation(async (request: Request) => {
        if (new URL(request.url).pathname === '/api/auth/me') return new Promise<Response>((resolve) => (answer = resolve));
        return jsonResponse({ message: 'Logged out successfully' });
      });
      const store = makeStore();
      store.dispatch(setSession('token-1', serverUser));

      const checking = store.dispatch(checkAuth());
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await store.dispatch(logout());
      answer(jsonResponse({ ...serverUser, full_name: 'Someone Else' }));
      await checking;

      expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
      expect(localStorage.getItem(userStorageKey)).toBeNull();
    });

    it('when there is no session, then nothing is asked and the check is false', async () => {
      const store = makeStore();
      store.dispatch(restoreSession());

      expect(await store.dispatch(checkAuth())).toBe(false);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('refresh', () => {
    it('when the token is refreshed, then the new access token is stored, sent and put in the cookie', async () => {
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('next-token')));
      const store = makeStore();
      store.dispatch(setSession('first-token', serverUser));

      expect(await store.dispatch(refreshToken())).toBe(true);

      const request = requestAt(fetchMock, 0);
      expect(request.method).toBe('POST');
      expect(new URL(request.url).pathname).toBe('/api/auth/refresh');
      expect(request.headers.get('authorization')).toBe('Bearer first-token');
      expect(store.getState().auth.token).toBe('next-token');
      expect(localStorage.getItem(tokenStorageKey)).toBe('next-token');
      expect(document.cookie).toContain('auth_token=next-token');
    });

    it('when the refresh fails, then it returns false and the current token stays', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fetchMock.mockResolvedValue(jsonResponse({ detail: 'Session revoked' }, 401));
      const store = makeStore();
      store.dispatch(setSession('first-token', serverUser));

      expect(await store.dispatch(refreshToken())).toBe(false);

      expect(store.getState().auth.token).toBe('first-token');
      expect(localStorage.getItem(tokenStorageKey)).toBe('first-token');
    });
  });

  describe('profile update (PUT /api/auth/me)', () => {
    it('when the changes are saved, then the answer becomes the stored user', async () => {
      const updated = { ...serverUser, full_name: 'Priya N.', phone: '+91 99999 00000' };
      fetchMock.mockResolvedValue(jsonResponse(updated));
      const store = makeStore();
      store.dispatch(setSession('token-1', serverUser));

      const result = await store.dispatch(updateProfile({ full_name: 'Priya N.', phone: '+91 99999 00000' }));

      expect(result).toEqual({ success: true, user: updated });
      const request = requestAt(fetchMock, 0);
      expect(request.method).toBe('PUT');
      expect(new URL(request.url).pathname).toBe('/api/auth/me');
      expect(store.getState().auth.user).toEqual(updated);
      expect(storedUser()).toEqual(updated);
    });

    it('when the server refuses, then its detail is the error; without one, "Profile update failed"', async () => {
      const store = makeStore();
      store.dispatch(setSession('token-1', serverUser));

      fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Current password is incorrect' }, 400));
      expect(await store.dispatch(updateProfile({ current_password: 'nope', new_password: 'secret2' }))).toEqual({
        success: false,
        error: 'Current password is incorrect',
      });

      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect(await store.dispatch(updateProfile({ full_name: 'Priya' }))).toEqual({ success: false, error: 'Profile update failed' });
      expect(store.getState().auth.user).toEqual(serverUser);
    });
  });
});
