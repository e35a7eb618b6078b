import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isAdminRole } from '@suvarna/contracts';
import type { LoginRequest, RegisterRequest, TokenResponse, UpdateProfileRequest } from '@suvarna/contracts';
import type { AppThunk, RootState } from '../../app/store';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { api } from '../../lib/api';
import { errorDetail } from '../../lib/api-errors';
import { authApi } from './api/auth-api';
import type { AuthResult, AuthStatus, SessionStart, SessionUser } from './auth-types';
import { announceSignIn, announceSignOut, oneRenewalAtATime } from './session-channel';

/**
 * The session lives here and nowhere else: the access token in memory (never in storage or a cookie a
 * script can read), renewed before it runs out with the refresh cookie the server keeps HttpOnly.
 */
export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: SessionUser | null;
  /** When the token in hand was received, and when it runs out (epoch ms). */
  receivedAt?: number;
  expiresAt?: number;
}

/** Spec §8: the server's detail, else these. */
export const loginFailedText = 'Login failed';
export const registrationFailedText = 'Registration failed';
export const profileUpdateFailedText = 'Profile update failed';

const initialState: AuthState = { status: 'loading', token: null, user: null };

function keepToken(state: AuthState, { token, expiresIn }: Pick<SessionStart, 'token' | 'expiresIn'>) {
  const now = Date.now();
  state.token = token;
  state.receivedAt = now;
  state.expiresAt = now + expiresIn * 1000;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<SessionStart>) {
      state.status = 'signedIn';
      state.user = action.payload.user;
      keepToken(state, action.payload);
    },
    sessionEnded() {
      return { status: 'signedOut' as const, token: null, user: null };
    },
    // Both only touch a live session: an answer that lands after sign-out must not bring the user back.
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.status === 'signedIn') state.user = action.payload;
    },
    tokenRefreshed(state, action: PayloadAction<SessionStart>) {
      if (state.status !== 'signedIn') return;
      state.user = action.payload.user;
      keepToken(state, action.payload);
    },
  },
  selectors: {
    selectAuth: (state) => state,
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.status === 'signedIn',
    selectIsAdmin: (state) => state.status === 'signedIn' && isAdminRole(state.user?.role),
  },
});

export const { sessionStarted, sessionEnded, userUpdated, tokenRefreshed } = authSlice.actions;
export const { selectAuth, selectAuthStatus, selectCurrentUser, selectIsAuthenticated, selectIsAdmin } = authSlice.selectors;

const startOf = (answer: TokenResponse): SessionStart => ({ token: answer.access_token, user: answer.user, expiresIn: answer.expires_in });

/** Which session an answer was asked for: one that lands after a sign-out or another sign-in is dropped. */
const sessionStamp = (state: RootState) => `${state.auth.status}:${state.auth.token ?? ''}`;

/**
 * Asks the server for the session behind the browser's refresh cookie (POST /api/auth/session): a new
 * access token, or none when nobody is signed in any more. One renewal at a time across the browser's tabs
 * (each use rotates the cookie, and a cookie used twice ends the session). Leaves `loading` at start-up.
 * True when the session goes on. A failure to reach the server changes nothing but the start-up state.
 */
export function renewSession(): AppThunk<Promise<boolean>> {
  return (dispatch, getState) =>
    oneRenewalAtATime(async () => {
      const stamp = sessionStamp(getState());
      try {
        const answer = await dispatch(authApi.endpoints.session.initiate(undefined, { track: false })).unwrap();
        if (sessionStamp(getState()) !== stamp) return getState().auth.status === 'signedIn';
        if (!answer) {
          if (getState().auth.status === 'signedIn') dispatch(api.util.resetApiState());
          dispatch(sessionEnded());
          return false;
        }
        dispatch(getState().auth.status === 'signedIn' ? tokenRefreshed(startOf(answer)) : sessionStarted(startOf(answer)));
        return true;
      } catch (error) {
        console.warn('The session could not be renewed.', error);
        if (getState().auth.status === 'loading') dispatch(sessionEnded());
        return false;
      }
    });
}

/** Leaves `loading` once, at start-up: signed in when the browser's refresh cookie still opens a session. */
export function restoreSession(): AppThunk<Promise<boolean>> {
  return (dispatch) => dispatch(renewSession());
}

/**
 * Activity on a page that wants the session kept (the booking page, spec §6): a token older than five
 * minutes is renewed, which also restarts the refresh cookie's days.
 */
export function extendSession(): AppThunk {
  return (dispatch, getState) => {
    const { status, receivedAt } = getState().auth;
    if (status === 'signedIn' && receivedAt !== undefined && Date.now() - receivedAt > EXTEND_AFTER_MS) void dispatch(renewSession());
  };
}
const EXTEND_AFTER_MS = 5 * 60_000;

/** After login or register: the session is in the store; the server has set the refresh cookie. */
function signedIn(answer: TokenResponse): AppThunk {
  return (dispatch) => {
    dispatch(sessionStarted(startOf(answer)));
    announceSignIn();
  };
}

/** POST /api/auth/login. Never rejects: a failure comes back as the text to show. */
export function login(credentials: LoginRequest): AppThunk<Promise<AuthResult>> {
  return async (dispatch) => {
    try {
      // `track: false` keeps the password out of the store's mutation cache.
      const answer = await dispatch(authApi.endpoints.login.initiate(credentials, { track: false })).unwrap();
      dispatch(signedIn(answer));
      return { success: true, user: answer.user };
    } catch (error) {
      return { success: false, error: errorDetail(error, loginFailedText) };
    }
  };
}

/** POST /api/auth/register; a new account is signed in at once. Never rejects. */
export function register(registration: RegisterRequest): AppThunk<Promise<AuthResult>> {
  return async (dispatch) => {
    try {
      const answer = await dispatch(authApi.endpoints.register.initiate(registration, { track: false })).unwrap();
      dispatch(signedIn(answer));
      return { success: true, user: answer.user };
    } catch (error) {
      return { success: false, error: errorDetail(error, registrationFailedText) };
    }
  };
}

/** PUT /api/auth/me: the answer becomes the session's user. Never rejects. */
export function updateProfile(changes: UpdateProfileRequest): AppThunk<Promise<AuthResult>> {
  return async (dispatch, getState) => {
    const token = getState().auth.token;
    try {
      const user = await dispatch(authApi.endpoints.updateProfile.initiate(changes, { track: false })).unwrap();
      dispatch(keepUser(user, token));
      return { success: true, user };
    } catch (error) {
      return { success: false, error: errorDetail(error, profileUpdateFailedText) };
    }
  };
}

/**
 * GET /api/auth/me: true when the server still knows the session. A user that differs from the one in the
 * store (renamed, role changed, address verified) replaces it. Any failure, a 401 included, only answers
 * false: the spec signs no one out on a failed check.
 */
export function checkAuth(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const token = getState().auth.token;
    if (!token) return false;
    try {
      const user = await dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true })).unwrap();
      if (!isSameUser(getState().auth.user, user)) dispatch(keepUser(user, token));
      return true;
    } catch (error) {
      console.warn('The session could not be checked with the server.', error);
      return false;
    }
  };
}

/** A new access token now (the hook's refreshToken): false on any failure. */
export function refreshToken(): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => (getState().auth.status === 'signedIn' ? dispatch(renewSession()) : Promise.resolve(false));
}

/**
 * Tells the server, which ends the session and clears the refresh cookie; a failure there is logged and
 * never keeps the user signed in: the session is always cleared here, in every tab, and cached server data
 * with it.
 */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { dispatch }) => {
  try {
    await dispatch(authApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway.', error);
  } finally {
    dispatch(signedOutHere());
    announceSignOut();
  }
});

/** Ends the session in this tab (after a sign-out here or in another tab). */
export function signedOutHere(): AppThunk {
  return (dispatch) => {
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
  };
}

/** Keeps a user the server sent, unless the session it was asked for ended meanwhile. */
function keepUser(user: SessionUser, token: string | null): AppThunk {
  return (dispatch, getState) => {
    const current = getState().auth;
    if (current.status !== 'signedIn' || current.token !== token) return;
    dispatch(userUpdated(user));
  };
}

function isSameUser(stored: SessionUser | null, fresh: SessionUser): boolean {
  if (!stored) return false;
  const keys = new Set([...Object.keys(stored), ...Object.keys(fresh)]) as Set<keyof SessionUser>;
  for (const key of keys) {
    if ((stored[key] ?? null) !== (fresh[key] ?? null)) return false;
  }
  return true;
}
