import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Action, ThunkAction } from '@reduxjs/toolkit';
import { authSlice, renewSession } from '../features/auth/auth-slice';
import { createSessionRenewal } from '../features/auth/session-renewal';
import { api, type ApiExtra } from '../lib/api';

/** Features with client-only state add their slice with `slice.injectInto(rootReducer)`. */
export const rootReducer = combineSlices(api, authSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  // The base query renews the session through the store it belongs to.
  const extra: ApiExtra = { renewSession: () => store.dispatch(renewSession()) };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks stay on; only their "this check was slow" notice waits longer. The cached API
    // answers (the hotel list is about 30 KB) take the checks past 32 ms on a busy machine, and the notice is
    // then a console warning that says nothing about the app.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { warnAfter: 500 },
        serializableCheck: { warnAfter: 500 },
        thunk: { extraArgument: extra },
      })
        .prepend(createSessionRenewal())
        .concat(api.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnValue = void> = ThunkAction<ReturnValue, RootState, unknown, Action>;
