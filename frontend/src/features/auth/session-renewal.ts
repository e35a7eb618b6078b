import { createListenerMiddleware, isAnyOf, type ListenerMiddleware } from '@reduxjs/toolkit';
import type { AppStore, RootState } from '../../app/store';
import { renewSession, sessionEnded, sessionStarted, signedOutHere, tokenRefreshed } from './auth-slice';
import { followOtherTabs } from './session-channel';

/** The access token is renewed this long before it runs out, so that no call goes out with a dead one. */
const RENEW_BEFORE_MS = 60_000;
const SOONEST_MS = 5_000;

/**
 * Renews the access token silently a minute before it expires, for as long as the session lasts. One per
 * store: a new token (sign-in or renewal) replaces the pending renewal; a sign-out drops it.
 */
export function createSessionRenewal(): ListenerMiddleware<RootState> {
  const listener = createListenerMiddleware<RootState>();
  listener.startListening({
    matcher: isAnyOf(sessionStarted, tokenRefreshed),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const { expiresAt } = api.getState().auth;
      if (expiresAt === undefined) return;
      const ended = await Promise.race([api.delay(Math.max(SOONEST_MS, expiresAt - Date.now() - RENEW_BEFORE_MS)).then(() => false), api.take(sessionEnded.match).then(() => true)]);
      if (!ended) await api.dispatch(renewSession());
    },
  });
  return listener.middleware;
}

/**
 * The browser's side of the session, once the app runs: it follows the other tabs (their sign-out ends this
 * one's session; their sign-in is picked up from the shared cookie), and renews a token that ran out while
 * the page was hidden (timers sleep with a suspended tab) as soon as the page is seen again.
 */
export function connectSession(store: AppStore): () => void {
  const stopFollowing = followOtherTabs({
    signedOut: () => {
      if (store.getState().auth.status === 'signedIn') store.dispatch(signedOutHere());
    },
    signedIn: () => {
      if (store.getState().auth.status !== 'signedIn') void store.dispatch(renewSession());
    },
  });
  const onVisible = () => {
    const { status, expiresAt } = store.getState().auth;
    if (document.visibilityState === 'visible' && status === 'signedIn' && expiresAt !== undefined && expiresAt - Date.now() < RENEW_BEFORE_MS) {
      void store.dispatch(renewSession());
    }
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopFollowing();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
