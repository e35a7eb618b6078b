import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../../../app/store';
import { jsonResponse, signedInState } from '../../../test/render';
import { WhereAmI, renderRoutes } from '../testing/render-routes';
import { AccessRestricted } from './access-restricted';
import { RouteGuard } from './route-guard';

const routes = [
  { path: '/unauthorized', Component: AccessRestricted },
  { element: <RouteGuard access="guestsOnly" />, children: [{ path: '/login', Component: WhereAmI }] },
  { path: '*', Component: WhereAmI },
];

const fromAdminHotels = { pathname: '/unauthorized', state: { from: '/admin/hotels' } };

describe('AccessRestricted', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ message: 'Logged out successfully' })));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when shown, then it says an admin account is needed and offers the dashboard and home', () => {
    renderRoutes(routes, { initialEntries: [fromAdminHotels], preloadedState: signedInState() });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Access restricted');
    expect(screen.getByText(/You need an admin account to open/)).toHaveTextContent('/admin/hotels');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('when a signed-in user chooses another account, then they are signed out and sent to /login remembering the page', async () => {
    const { user, store, router } = renderRoutes(routes, { initialEntries: [fromAdminHotels], preloadedState: signedInState() });

    await user.click(screen.getByRole('button', { name: 'Sign in with a different account' }));

    expect(await screen.findByRole('status', { name: 'current location' })).toHaveTextContent('/login');
    expect(router.state.location.state).toEqual({ from: '/admin/hotels' });
    expect(store.getState().auth).toEqual({ status: 'signedOut', token: null, user: null });
  });

  it('when nobody is signed in, then the different-account choice is a plain link to /login', () => {
    const signedOut: Partial<RootState> = { auth: { status: 'signedOut', token: null, user: null } };
    renderRoutes(routes, { initialEntries: [fromAdminHotels], preloadedState: signedOut });
    expect(screen.getByRole('link', { name: 'Sign in with a different account' })).toHaveAttribute('href', '/login');
  });
});
