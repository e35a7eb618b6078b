import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isAdminRole } from '@suvarna/contracts';
import type { LoginRequest, RegisterRequest, UpdateProfileRequest } from '@suvarna/contracts';
import type { AppThunk } from '../../app/store';
import { createAppAsyncThunk } from '../../app/create-app-async-thunk';
import { api } from '../../lib/api';
import { errorDetail } from '../../lib/api-errors';
import { authApi } from './api/auth-api';
import { clearStoredSession, readStoredSession, readStoredToken, storeSession, storeToken, storeUser } from './auth-storage';
import type { AuthResult, AuthStatus, SessionUser, StoredSession } from './auth-types';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  user: SessionUser | null;
}

/** Spec §8: the server's detail, else these. */
export const loginFailedText = 'Login failed';
export const registrationFailedText = 'Registration failed';
export const profileUpdateFailedText = 'Profile update failed';

const initialState: AuthState = { status: 'loading', token: null, user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<StoredSession | null>) {
      state.status = action.payload ? 'signedIn' : 'signedOut';
      state.token = action.payload?.token ?? null;
      state.user = action.payload?.user ?? null;
    },
    sessionStarted(state, action: PayloadAction<StoredSession>) {
      state.status = 'signedIn';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    sessionEnded(state) {
      state.status = 'signedOut';
      state.token = null;
      state.user = null;
    },
    // Both only touch a live session: an answer that lands after sign-out must not bring the user back.
    userUpdated(state, action: PayloadAction<SessionUser>) {
      if (state.status === 'signedIn') state.user = action.payload;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      if (state.status === 'signedIn') state.token = action.payload;
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

export const { sessionRestored, sessionStarted, sessionEnded, userUpdated, tokenRefreshed } = authSlice.actions;
export const { selectAuth, selectAuthStatus, selectCurrentUser, selectIsAuthenticated, selectIsAdmin } = authSlice.selectors;

/**
 * Leaves `loading` once, at start-up: signed in with the stored token and user, else signed out. The stored
 * session is trusted as it is (spec); the server's view of the user is fetched in the background.
 */
export function restoreSession(): AppThunk {
  return (dispatch) => {
    const session = readStoredSession();
    dispatch(sessionRestored(session));
    if (session) void dispatch(checkAuth());
  };
}

/** After login or register: keeps token, user and the 7-day cookie, then signs in. */
export function setSession(token: string, user: SessionUser): AppThunk {
  return (dispatch) => {
    storeSession(token, user);
    dispatch(sessionStarted({ token, user }));
  };
}

/** POST /api/auth/login. Never rejects: a failure comes back as the text to show. */
export function login(credentials: LoginRequest): AppThunk<Promise<AuthResult>> {
  return async (dispatch) => {
    try {
      // `track: false` keeps the password out of the store's mutation cache.
      const { access_token, user } = await dispatch(authApi.endpoints.login.initiate(credentials, { track: false })).unwrap();
      dispatch(setSession(access_token, user));
      return { success: true, user };
    } catch (error) {
      return { success: false, error: errorDetail(error, loginFailedText) };
    }
  };
}

/** POST /api/auth/register; a new account is signed in at once. Never rejects. */
export function register(registration: RegisterRequest): AppThunk<Promise<AuthResult>> {
  return async (dispatch) => {
    try {
      const { access_token, user } = await dispatch(authApi.endpoints.register.initiate(registration, { track: false })).unwrap();
      dispatch(setSession(access_token, user));
      return { success: true, user };
    } catch (error) {
      return { success: false, error: errorDetail(error, registrationFailedText) };
    }
  };
}

/** PUT /api/auth/me: the answer becomes the stored user. Never rejects. */
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
 * GET /api/auth/me: true when the server still knows the session. A user that differs from the stored one
 * (renamed, role changed) replaces it. Any failure, a 401 included, only answers false: the spec signs no one
 * out on a failed check.
 */
export function checkAuth(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const token = getState().auth.token ?? readStoredToken();
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

/** POST /api/auth/refresh: the new access token is stored (cookie included). False on any failure. */
export function refreshToken(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const token = getState().auth.token ?? readStoredToken();
    if (!token) return false;
    try {
      const { access_token } = await dispatch(authApi.endpoints.refresh.initiate(undefined, { track: false })).unwrap();
      // A sign-out while the call was out wins: nothing is stored again.
      if (getState().auth.token !== token) return false;
      storeToken(access_token);
      dispatch(tokenRefreshed(access_token));
      return true;
    } catch (error) {
      console.warn('The session token could not be refreshed.', error);
      return false;
    }
  };
}

/**
 * Tells the server only when there is a token to revoke; a failure there is logged and never keeps the
 * user signed in: token, user and cookie are always cleared, and cached server data with them.
 */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { dispatch, getState }) => {
  const token = getState().auth.token ?? readStoredToken();
  try {
    if (token) await dispatch(authApi.endpoints.logout.initiate(undefined, { track: false })).unwrap();
  } catch (error) {
    console.warn('Logout request failed; the local session is cleared anyway.', error);
  } finally {
    clearStoredSession();
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
  }
});

/** Stores a user the server sent, unless the session it was asked for ended meanwhile. */
function keepUser(user: SessionUser, token: string | null): AppThunk {
  return (dispatch, getState) => {
    const current = getState().auth;
    if (current.status !== 'signedIn' || current.token !== token) return;
    storeUser(user);
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
