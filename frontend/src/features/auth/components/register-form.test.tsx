import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_HINT } from '@suvarna/contracts';
import type { Mock } from 'vitest';
import type { RootState } from '../../../app/store';
import { jsonResponse } from '../../../test/render';
import { WhereAmI, renderRoutes } from '../testing/render-routes';
import { RegisterForm } from './register-form';
import { RouteGuard } from './route-guard';

const signedOut: Partial<RootState> = { auth: { status: 'signedOut', token: null, user: null } };

const routes: RouteObject[] = [
  { element: <RouteGuard access="guestsOnly" />, children: [{ path: '/register', Component: RegisterForm }] },
  { path: '*', Component: WhereAmI },
];

const newUser = { id: 'u2', full_name: 'Ananya Rao', email: 'ananya@example.in', phone: null, role: 'guest', department: null, created_at: '2026-01-01T00:00:00.000Z' };

const field = (label: RegExp) => screen.getByLabelText(label);
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

describe('RegisterForm', () => {
  let fetchMock: Mock;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse({ access_token: 'welcome', token_type: 'bearer', expires_in: 3600, user: newUser }, 201));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function renderRegister() {
    return renderRoutes(routes, { initialEntries: ['/register'], preloadedState: signedOut });
  }

  it('when submitted empty, then every required field names its rule and nothing is sent', async () => {
    const { user } = renderRegister();
    await user.click(createButton());

    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.queryByText('Invalid phone number format')).not.toBeInTheDocument();
    expect(field(/Full Name/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the phone, e-mail, password and confirmation are wrong, then each says why', async () => {
    const { user } = renderRegister();
    await user.type(field(/Full Name/), 'Ananya Rao');
    await user.type(field(/Email Address/), 'ananya.example.in');
    await user.type(field(/Phone/), '98765 ext. 12');
    await user.type(field(/^Password/), 'abc');
    await user.type(field(/Confirm Password/), 'abcd');
    await user.click(createButton());

    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number format')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when opened, then the password rule is explained under the password before anything is sent', () => {
    renderRegister();
    expect(field(/^Password/)).toHaveAccessibleDescription(PASSWORD_RULE_HINT);
  });

  it('when the password contains the part of the e-mail before the @, then the form says so before sending', async () => {
    const { user } = renderRegister();
    await user.type(field(/Full Name/), 'Ananya Rao');
    await user.type(field(/Email Address/), 'ananya.rao@example.in');
    await user.type(field(/^Password/), 'Ananya#Garden9');
    await user.type(field(/Confirm Password/), 'Ananya#Garden9');
    await user.click(createButton());
    expect(screen.getByText('Password must not contain the part of your email before the @')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a phone has a plus, spaces, dashes and parentheses, then it is accepted', async () => {
    const { user } = renderRegister();
    await user.type(field(/Phone/), '+91 (11) 4567-8900');
    await user.click(createButton());

    expect(screen.queryByText('Invalid phone number format')).not.toBeInTheDocument();
  });

  it('when the form is valid, then it registers without the confirmation and opens the dashboard', async () => {
    const { user, store } = renderRegister();
    await user.type(field(/Full Name/), 'Ananya Rao');
    await user.type(field(/Email Address/), 'ananya@example.in');
    await user.type(field(/^Password/), 'Lotus#Garden42');
    await user.type(field(/Confirm Password/), 'Lotus#Garden42');
    await user.click(createButton());

    expect(await screen.findByRole('status', { name: 'current location' })).toHaveTextContent('/dashboard');
    const request: unknown = fetchMock.mock.calls[0]?.[0];
    if (!(request instanceof Request)) throw new Error('no request');
    expect(new URL(request.url).pathname).toBe('/api/auth/register');
    expect(await request.json()).toEqual({ full_name: 'Ananya Rao', email: 'ananya@example.in', phone: null, password: 'Lotus#Garden42' });
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', token: 'welcome', user: newUser });
  });

  it('when the guest came from a booking by the sign-in page, then registering returns to that booking and Sign in keeps the way back', async () => {
    const target = '/book-now?hotel=1&checkIn=2026-12-20&checkOut=2026-12-22&guests=3&room=Deluxe+Room&rooms=2';
    const { user } = renderRoutes(routes, { initialEntries: [`/register?redirect=${encodeURIComponent(target)}`], preloadedState: signedOut });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(target)}`);
    await user.type(field(/Full Name/), 'Ananya Rao');
    await user.type(field(/Email Address/), 'ananya@example.in');
    await user.type(field(/^Password/), 'Lotus#Garden42');
    await user.type(field(/Confirm Password/), 'Lotus#Garden42');
    await user.click(createButton());
    expect(await screen.findByRole('status', { name: 'current location' })).toHaveTextContent(target);
  });

  it('when the e-mail is already registered, then the server detail shows in the alert box', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Email already registered' }, 409));
    const { user } = renderRegister();
    await user.type(field(/Full Name/), 'Ananya Rao');
    await user.type(field(/Email Address/), 'ananya@example.in');
    await user.type(field(/^Password/), 'Lotus#Garden42');
    await user.type(field(/Confirm Password/), 'Lotus#Garden42');
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');
    expect(screen.queryByRole('status', { name: 'current location' })).not.toBeInTheDocument();
  });

  it('when the failure has no detail, then "Registration failed" shows', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 500 }));
    const { user } = renderRegister();
    await user.type(field(/Full Name/), 'Ananya Rao');
    await user.type(field(/Email Address/), 'ananya@example.in');
    await user.type(field(/^Password/), 'Lotus#Garden42');
    await user.type(field(/Confirm Password/), 'Lotus#Garden42');
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
