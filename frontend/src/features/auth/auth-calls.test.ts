import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { makeStore } from '../../app/store';
import { jsonResponse } from '../../test/render';
import { checkAuth, extendSession, login, logout, refreshToken, register, restoreSession, sessionStarted, updateProfile } from './auth-slice';

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
  return { access_token: accessToken, token_type: 'bearer', expires_in: 900, user };
}

function requestAt(fetchMock: Mock, call: number): Request {
  const request: unknown = fetchMock.mock.calls[call]?.[0];
  if (!(request instanceof Request)) throw new Error(`fetch call ${call} was not made with a Request`);
  return request;
}

const pathOf = (fetchMock: Mock, call: number) => new URL(requestAt(fetchMock, call).url).pathname;

/** Nothing of the session may be left where a script could read it. */
function expectNothingStored() {
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(document.cookie).toBe('');
}

function signedInStore(token = 'token-1') {
  const store = makeStore();
  store.dispatch(sessionStarted({ token, user: serverUser, expiresIn: 900 }));
  return store;
}

describe('auth layer calls', () => {
  let fetchMock: Mock;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('start-up (POST /api/auth/session)', () => {
    it('when the refresh cookie still opens a session, then the app starts signed in with the new access token, kept in memory only', async () => {
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('fresh-token')));
      const store = makeStore();
      expect(store.getState().auth.status).toBe('loading');

      expect(await store.dispatch(restoreSession())).toBe(true);

      const request = requestAt(fetchMock, 0);
      expect(request.method).toBe('POST');
      expect(new URL(request.url).pathname).toBe('/api/auth/session');
      expect(request.headers.has('authorization')).toBe(false);
      expect(store.getState().auth).toMatchObject({ status: 'signedIn', token: 'fresh-token', user: serverUser });
      expectNothingStored();
    });

    it('when nobody is signed in (204), then the app starts signed out without a warning', async () => {
      const warn = vi.spyOn(console, 'warn');
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
      const store = makeStore();

      expect(await store.dispatch(restoreSession())).toBe(false);

      expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
      expect(warn).not.toHaveBeenCalled();
    });

    it('when the server cannot be reached, then the app starts signed out', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const store = makeStore();

      await store.dispatch(restoreSession());

      expect(store.getState().auth.status).toBe('signedOut');
    });

    it('when several parts of the app ask for the session at once, then the cookie is used once', async () => {
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('fresh-token')));
      const store = makeStore();

      await Promise.all([store.dispatch(restoreSession()), store.dispatch(restoreSession()), store.dispatch(restoreSession())]);

      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });

  describe('login', () => {
    it('when the credentials are accepted, then the user is signed in with the token in memory and nothing is stored', async () => {
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('fresh-token')));
      const store = makeStore();

      const result = await store.dispatch(login({ email: 'priya@example.in', password: 'secret1' }));

      expect(result).toEqual({ success: true, user: serverUser });
      const request = requestAt(fetchMock, 0);
      expect(request.method).toBe('POST');
      expect(new URL(request.url).pathname).toBe('/api/auth/login');
      expect(await request.json()).toEqual({ email: 'priya@example.in', password: 'secret1' });
      expect(store.getState().auth).toMatchObject({ status: 'signedIn', token: 'fresh-token', user: serverUser });
      expectNothingStored();
    });

    it('when the server refuses with a detail, then that detail is the error and nobody is signed in', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ detail: 'Incorrect email or password', code: 'invalid_credentials' }, 401));
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const store = makeStore();

      const result = await store.dispatch(login({ email: 'priya@example.in', password: 'wrong-one' }));

      expect(result).toEqual({ success: false, error: 'Incorrect email or password' });
      expect(store.getState().auth.status).not.toBe('signedIn');
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
      expect(store.getState().auth).toMatchObject({ status: 'signedIn', token: 'welcome-token', user: serverUser });
      expectNothingStored();
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

  describe('check (GET /api/auth/me)', () => {
    it('when the server knows a different user, then it replaces the one in the store', async () => {
      const renamed = { ...serverUser, full_name: 'Priya Nair Menon', email_verified: true };
      fetchMock.mockResolvedValue(jsonResponse(renamed));
      const store = signedInStore();

      expect(await store.dispatch(checkAuth())).toBe(true);

      expect(requestAt(fetchMock, 0).headers.get('authorization')).toBe('Bearer token-1');
      expect(store.getState().auth.user).toEqual(renamed);
    });

    it('when the server knows the same user, then the user in the store is left as it is', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ ...serverUser }));
      const store = signedInStore();
      const before = store.getState().auth.user;

      expect(await store.dispatch(checkAuth())).toBe(true);

      expect(store.getState().auth.user).toBe(before);
    });

    it('when the check answers after sign-out, then the user does not come back', async () => {
      let answer: (response: Response) => void = () => undefined;
      fetchMock.mockImplementation(async (request: Request) => {
        if (new URL(request.url).pathname === '/api/auth/me') return new Promise<Response>((resolve) => (answer = resolve));
        return jsonResponse({ message: 'Logged out successfully' });
      });
      const store = signedInStore();

      const checking = store.dispatch(checkAuth());
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      await store.dispatch(logout());
      answer(jsonResponse({ ...serverUser, full_name: 'Someone Else' }));
      await checking;

      expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
    });

    it('when there is no session, then nothing is asked and the check is false', async () => {
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
      const store = makeStore();
      await store.dispatch(restoreSession());
      fetchMock.mockClear();

      expect(await store.dispatch(checkAuth())).toBe(false);
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('renewal', () => {
    it('when the token is refreshed, then the new access token comes from the cookie and replaces the one in memory', async () => {
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('next-token')));
      const store = signedInStore('first-token');

      expect(await store.dispatch(refreshToken())).toBe(true);

      expect(pathOf(fetchMock, 0)).toBe('/api/auth/session');
      expect(store.getState().auth.token).toBe('next-token');
      expectNothingStored();
    });

    it('when the server says the session is over, then the user is signed out', async () => {
      fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
      const store = signedInStore('first-token');

      expect(await store.dispatch(refreshToken())).toBe(false);

      expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
    });

    it('when the server cannot be reached, then it returns false and the current token stays', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const store = signedInStore('first-token');

      expect(await store.dispatch(refreshToken())).toBe(false);

      expect(store.getState().auth.token).toBe('first-token');
    });

    it('when the access token nears its end, then it is renewed a minute before, without anyone asking', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('renewed-token')));
      const store = signedInStore('first-token');

      await vi.advanceTimersByTimeAsync(13 * 60_000);
      expect(fetchMock).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(60_000 + 100);

      expect(pathOf(fetchMock, 0)).toBe('/api/auth/session');
      await vi.waitFor(() => expect(store.getState().auth.token).toBe('renewed-token'));
    });

    it('when a call meets 401 because its token ran out, then the session is renewed and the call sent again with the new token', async () => {
      fetchMock.mockImplementation(async (request: Request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/auth/session') return jsonResponse(tokenResponse('renewed-token'));
        return request.headers.get('authorization') === 'Bearer renewed-token' ? jsonResponse(serverUser) : jsonResponse({ detail: 'Invalid or expired token' }, 401);
      });
      const store = signedInStore('stale-token');

      expect(await store.dispatch(checkAuth())).toBe(true);

      expect(fetchMock.mock.calls.map((_, i) => pathOf(fetchMock, i))).toEqual(['/api/auth/me', '/api/auth/session', '/api/auth/me']);
    });

    it('when there is activity on a page that keeps the session, then a token older than five minutes is renewed, a fresh one is not', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      fetchMock.mockResolvedValue(jsonResponse(tokenResponse('renewed-token')));
      const store = signedInStore('first-token');

      store.dispatch(extendSession());
      expect(fetchMock).not.toHaveBeenCalled();
      vi.setSystemTime(Date.now() + 6 * 60_000);
      store.dispatch(extendSession());

      await vi.waitFor(() => expect(store.getState().auth.token).toBe('renewed-token'));
    });
  });

  describe('logout', () => {
    it('when signing out, then the server ends the session (and clears its cookie) and the store forgets it', async () => {
      fetchMock.mockResolvedValue(jsonResponse({ message: 'Logged out successfully' }));
      const store = signedInStore('token-1');

      await store.dispatch(logout());

      expect(pathOf(fetchMock, 0)).toBe('/api/auth/logout');
      expect(requestAt(fetchMock, 0).headers.get('authorization')).toBe('Bearer token-1');
      expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
    });

    it('when the server call fails, then the session is still cleared', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const store = signedInStore('token-1');

      await store.dispatch(logout());

      expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
    });
  });

  describe('profile update (PUT /api/auth/me)', () => {
    it('when the changes are saved, then the answer becomes the session\'s user', async () => {
      const updated = { ...serverUser, full_name: 'Priya N.', phone: '+91 99999 00000' };
      fetchMock.mockResolvedValue(jsonResponse(updated));
      const store = signedInStore();

      const result = await store.dispatch(updateProfile({ full_name: 'Priya N.', phone: '+91 99999 00000' }));

      expect(result).toEqual({ success: true, user: updated });
      const request = requestAt(fetchMock, 0);
      expect(request.method).toBe('PUT');
      expect(new URL(request.url).pathname).toBe('/api/auth/me');
      expect(store.getState().auth.user).toEqual(updated);
    });

    it('when the server refuses, then its detail is the error; without one, "Profile update failed"', async () => {
      const store = signedInStore();

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
