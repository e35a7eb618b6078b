import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Action, ThunkAction } from '@reduxjs/toolkit';
import { authSlice } from '../features/auth/auth-slice';
import { api } from '../lib/api';

/** Features with client-only state add their slice with `slice.injectInto(rootReducer)`. */
export const rootReducer = combineSlices(api, authSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnValue = void> = ThunkAction<ReturnValue, RootState, unknown, Action>;
