import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { authSlice, selectIsAdmin, sessionEnded, sessionStarted, tokenRefreshed, userUpdated } from './auth-slice';

const user = { full_name: 'Kabir Mehta', email: 'kabir@example.in', role: 'guest' };

describe('auth state', () => {
  it('when the app starts, then auth is loading until the server has said whether the browser has a session', () => {
    expect(makeStore().getState().auth.status).toBe('loading');
  });

  it('when a session starts, then it is signed in with the token, and knows when the token was received and when it runs out', () => {
    const before = Date.now();
    const state = authSlice.reducer(undefined, sessionStarted({ token: 'new-token', user, expiresIn: 900 }));
    expect(state).toMatchObject({ status: 'signedIn', token: 'new-token', user });
    expect(state.receivedAt).toBeGreaterThanOrEqual(before);
    expect(state.expiresAt! - state.receivedAt!).toBe(900_000);
  });

  it('when signed in as admin or manager, then the user is an admin; any other role is not', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 't', user: { ...user, role: 'admin' }, expiresIn: 900 }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    store.dispatch(sessionStarted({ token: 't', user: { ...user, role: 'manager' }, expiresIn: 900 }));
    expect(selectIsAdmin(store.getState())).toBe(true);
    store.dispatch(sessionStarted({ token: 't', user: { ...user, role: 'hr' }, expiresIn: 900 }));
    expect(selectIsAdmin(store.getState())).toBe(false);
  });

  it('when the session ends, then token, user and their times are gone', () => {
    const started = authSlice.reducer(undefined, sessionStarted({ token: 't', user, expiresIn: 900 }));
    expect(authSlice.reducer(started, sessionEnded())).toEqual({ status: 'signedOut', token: null, user: null });
  });

  it('when a renewed token or a user lands after sign-out, then nobody is signed back in', () => {
    const signedOut = authSlice.reducer(undefined, sessionEnded());
    expect(authSlice.reducer(signedOut, tokenRefreshed({ token: 'late', user, expiresIn: 900 }))).toEqual(signedOut);
    expect(authSlice.reducer(signedOut, userUpdated(user))).toEqual(signedOut);
  });
});
