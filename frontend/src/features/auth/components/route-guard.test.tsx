import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import type { RootState } from '../../../app/store';
import { guestUser, signedInState } from '../../../test/render';
import { WhereAmI, renderRoutes } from '../testing/render-routes';
import { RouteGuard } from './route-guard';
import type { RouteAccess } from './route-guard';

const signedOut: Partial<RootState> = { auth: { status: 'signedOut', token: null, user: null } };
const loading: Partial<RootState> = { auth: { status: 'loading', token: null, user: null } };

function page(name: string) {
  return () => <h1>{name}</h1>;
}

const routes: RouteObject[] = [
  { element: <RouteGuard access="guestsOnly" />, children: [{ path: '/login', Component: page('Sign in page') }] },
  { element: <RouteGuard access="signedIn" />, children: [{ path: '/dashboard', Component: page('Dashboard page') }] },
  { element: <RouteGuard access="admin" />, children: [{ path: '/admin/hotels', Component: page('Admin hotels page') }] },
  { path: '*', Component: WhereAmI },
];

const location = () => screen.getByRole('status', { name: 'current location' });
const rememberedOrigin = () => JSON.parse(location().dataset.state ?? 'null');

describe('RouteGuard', () => {
  it('when authentication is still loading, then a spinner with "Loading..." shows instead of the page', () => {
    renderRoutes(routes, { initialEntries: ['/dashboard'], preloadedState: loading });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it('when a login-required page is opened signed out, then the visitor goes to /login remembering the origin', async () => {
    renderRoutes(routes, { initialEntries: ['/dashboard?tab=stays'], preloadedState: signedOut });
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });

  it('when the login guard redirects, then the origin travels in the router state', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/dashboard?tab=stays'], preloadedState: signedOut });
    await screen.findByText('Sign in page');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard?tab=stays' });
  });

  it('when a signed-in user opens a guests-only page, then they go to /dashboard', async () => {
    renderRoutes(routes, { initialEntries: ['/login'], preloadedState: signedInState() });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it('when a signed-in non-admin opens an admin page, then they go to /unauthorized', async () => {
    renderRoutes(routes, { initialEntries: ['/admin/hotels'], preloadedState: signedInState({ ...guestUser, role: 'hr' }) });
    expect(await screen.findByText('/unauthorized')).toBeInTheDocument();
    expect(rememberedOrigin()).toEqual({ from: '/admin/hotels' });
  });

  it('when an admin or a manager opens an admin page, then it shows', async () => {
    renderRoutes(routes, { initialEntries: ['/admin/hotels'], preloadedState: signedInState({ ...guestUser, role: 'admin' }) });
    expect(await screen.findByText('Admin hotels page')).toBeInTheDocument();
  });

  it('when a manager opens an admin page, then it shows', async () => {
    renderRoutes(routes, { initialEntries: ['/admin/hotels'], preloadedState: signedInState({ ...guestUser, role: 'manager' }) });
    expect(await screen.findByText('Admin hotels page')).toBeInTheDocument();
  });

  it('when a signed-out visitor opens an admin page, then the login guard applies first', async () => {
    renderRoutes(routes, { initialEntries: ['/admin/hotels'], preloadedState: signedOut });
    expect(await screen.findByText('Sign in page')).toBeInTheDocument();
  });

  it('when a signed-in user opens a login-required page, then it shows', async () => {
    renderRoutes(routes, { initialEntries: ['/dashboard'], preloadedState: signedInState() });
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });
});

/** path → the access its nearest guard demands ('public' without one), read from the app's route table. */
function guardedPaths(routeList: RouteObject[], inherited: RouteAccess | 'public' = 'public', into = new Map<string, RouteAccess | 'public'>()) {
  for (const route of routeList) {
    const element = route.element;
    const access = isValidElement<{ access: RouteAccess }>(element) && element.type === RouteGuard ? element.props.access : inherited;
    if (route.path && route.path !== '/') into.set(route.path, access);
    if (route.children) guardedPaths(route.children, access, into);
  }
  return into;
}

describe('the app route table', () => {
  const access = guardedPaths(appRoutes);

  it('when the routes are declared, then /login and /register are for guests only', () => {
    expect(access.get('login')).toBe('guestsOnly');
    expect(access.get('register')).toBe('guestsOnly');
  });

  it('when the routes are declared, then the dashboards, profile and booking details need a login only', () => {
    for (const path of ['dashboard', 'applicant-dashboard', 'hr-dashboard', 'department-dashboard', 'profile', 'booking/:id']) {
      expect(access.get(path), path).toBe('signedIn');
    }
  });

  it('when the routes are declared, then every admin page needs an admin', () => {
    for (const path of ['admin/hotels', 'admin/bookings', 'admin/analytics', 'admin/*']) {
      expect(access.get(path), path).toBe('admin');
    }
  });

  it('when the routes are declared, then the public pages have no guard', () => {
    for (const path of ['hotels', 'hotels/:hotelId', 'book-now', 'contact', 'unauthorized', 'work-with-us']) {
      expect(access.get(path), path).toBe('public');
    }
  });
});
