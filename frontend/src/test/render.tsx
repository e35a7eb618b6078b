import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import type { AppStore, RootState } from '../app/store';
import type { SessionUser } from '../features/auth/auth-types';

interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The location the MemoryRouter starts at. */
  route?: string;
}

/** Renders `ui` with a fresh store (or the given one) and a router, as the app does. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeStore(preloadedState), route = '/', ...options }: RenderWithProvidersOptions = {}) {
  const user = userEvent.setup();
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    ),
  });
  return { store, user, ...result };
}

export const guestUser: SessionUser = { id: 'u-1', full_name: 'Aarav Sharma', email: 'aarav@example.in', role: 'guest' };

export function signedInState(user: SessionUser = guestUser, token = 'token-123'): Partial<RootState> {
  return { auth: { status: 'signedIn', token, user } };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
