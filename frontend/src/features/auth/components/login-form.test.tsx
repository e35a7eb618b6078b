import { screen } from '@testing-library/react';
import type { InitialEntry, RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import type { RootState } from '../../../app/store';
import { jsonResponse } from '../../../test/render';
import { WhereAmI, renderRoutes } from '../testing/render-routes';
import { LoginForm } from './login-form';
import { RouteGuard } from './route-guard';

const signedOut: Partial<RootState> = { auth: { status: 'signedOut', token: null, user: null } };

const routes: RouteObject[] = [
  { element: <RouteGuard access="guestsOnly" />, children: [{ path: '/login', Component: LoginForm }] },
  { path: '*', Component: WhereAmI },
];

const tokenResponse = {
  access_token: 'fresh-token',
  token_type: 'bearer',
  expires_in: 3600,
  user: { id: 'u1', full_name: 'Rohan Das', email: 'rohan@example.in', phone: null, role: 'guest', department: null, created_at: '2026-01-01T00:00:00.000Z' },
};

function renderLogin(initialEntries: InitialEntry[] = ['/login']) {
  return renderRoutes(routes, { initialEntries, preloadedState: signedOut });
}

const emailInput = () => screen.getByLabelText(/Email Address/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });
const whereAmI = () => screen.findByRole('status', { name: 'current location' });

describe('LoginForm', () => {
  let fetchMock: Mock;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse(tokenResponse));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the visitor came from a booking or an e-mail link, then Create an account keeps the way back', () => {
    const booking = '/book-now?hotel=1&checkIn=2026-12-20&checkOut=2026-12-22&guests=2';
    const { unmount } = renderLogin([`/login?redirect=${encodeURIComponent(booking)}`]);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?redirect=${encodeURIComponent(booking)}`);
    unmount();
    // The login guard remembers a claim link of the careers e-mail in router state.
    renderLogin([{ pathname: '/login', state: { from: '/dashboard?claim=abc123' } }]);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?redirect=${encodeURIComponent('/dashboard?claim=abc123')}`);
  });

  it('when submitted empty, then it asks for the e-mail and the password and sends nothing', async () => {
    const { user } = renderLogin();
    await user.click(signInButton());

    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the e-mail is malformed and the password short, then both rules are named', async () => {
    const { user } = renderLogin();
    await user.type(emailInput(), 'rohan@example');
    await user.type(passwordInput(), '12345');
    await user.click(signInButton());

    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a field is corrected, then its message goes away', async () => {
    const { user } = renderLogin();
    await user.click(signInButton());
    await user.type(emailInput(), 'r');

    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('when the password toggle is pressed, then the password shows and the toggle offers to hide it', async () => {
    const { user } = renderLogin();
    await user.type(passwordInput(), 'secret1');
    expect(passwordInput()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));

    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('when the page shows, then it offers the demo admin account and links to /register and home', () => {
    renderLogin();
    const hint = screen.getByRole('complementary', { name: 'Demo credentials' });
    expect(hint).toHaveTextContent('admin@suvarnahotels.in');
    expect(hint).toHaveTextContent('Admin@123');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('when the server refuses, then its detail shows in the alert box', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Incorrect email or password' }, 401));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderLogin();
    await user.type(emailInput(), 'rohan@example.in');
    await user.type(passwordInput(), 'wrong-password');
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(signInButton()).toBeEnabled();
  });

  it('when the server cannot be reached, then "Login failed" shows in the alert box', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderLogin();
    await user.type(emailInput(), 'rohan@example.in');
    await user.type(passwordInput(), 'secret1');
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('when signed in with no origin, then the dashboard opens', async () => {
    const { user, store } = renderLogin();
    await user.type(emailInput(), 'Rohan@Example.in');
    await user.type(passwordInput(), 'secret1');
    await user.click(signInButton());

    expect(await whereAmI()).toHaveTextContent('/dashboard');
    expect(store.getState().auth.status).toBe('signedIn');
    const request: unknown = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request && (await request.json())).toEqual({ email: 'rohan@example.in', password: 'secret1' });
  });

  it('when the login guard sent the visitor, then signing in returns to that page', async () => {
    const { user } = renderLogin([{ pathname: '/login', state: { from: '/hr-dashboard?status=submitted' } }]);
    await user.type(emailInput(), 'rohan@example.in');
    await user.type(passwordInput(), 'secret1');
    await user.click(signInButton());

    expect(await whereAmI()).toHaveTextContent('/hr-dashboard?status=submitted');
  });

  it('when the hotel page sent the visitor with a redirect, then signing in continues to the booking', async () => {
    const target = '/book-now?hotel=3&checkIn=2026-12-01&checkOut=2026-12-03&guests=2';
    const { user } = renderLogin([`/login?redirect=${encodeURIComponent(target)}`]);
    await user.type(emailInput(), 'rohan@example.in');
    await user.type(passwordInput(), 'secret1');
    await user.click(signInButton());

    expect(await whereAmI()).toHaveTextContent(target);
  });

  it('when the redirect points off the site, then the dashboard opens instead', async () => {
    const { user } = renderLogin(['/login?redirect=//evil.example/steal']);
    await user.type(emailInput(), 'rohan@example.in');
    await user.type(passwordInput(), 'secret1');
    await user.click(signInButton());

    expect(await whereAmI()).toHaveTextContent(/^\/dashboard$/);
  });
});
