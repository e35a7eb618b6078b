import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestUser, jsonResponse, renderWithProviders, signedInState } from '../../test/render';
import { Header } from './header';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderHeader(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </>,
    { preloadedState: { auth: { status: 'signedOut', token: null, user: null } }, ...options },
  );
}

const menuToggle = () => screen.getByRole('button', { name: 'Menu' });
const siteMenu = () => screen.getByRole('navigation', { name: 'Site menu' });
const linkNames = (groupName: string) =>
  within(screen.getByRole('list', { name: groupName }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true });
  fireEvent.scroll(window);
}

describe('Header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setScrollY(0);
  });

  it('when the page loads, then the logo links home and the menu is closed', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Suvarna Hotels & Resorts home' })).toHaveAttribute('href', '/');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveAttribute('aria-controls', 'site-menu');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('when the toggle is pressed, then the overlay opens with the three groups and the two buttons', async () => {
    const { user } = renderHeader();
    await user.click(menuToggle());

    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(siteMenu()).toBeVisible();
    expect(linkNames('Main Pages')).toEqual(['Home', 'Brand', 'AI Demos', 'Our Team']);
    expect(linkNames('Hotels & Services')).toEqual(['Our Hotels', 'Pre Openings', 'Future Projects', 'Partners', 'Careers']);
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/work-with-us');
    expect(screen.getByRole('link', { name: 'Book Your Stay' })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('link', { name: 'Explore AI Features' })).toHaveAttribute('href', '/ai-demos');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('when the toggle is pressed again, then the menu closes', async () => {
    const { user } = renderHeader();
    await user.click(menuToggle());
    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('when Escape is pressed, then the menu closes and focus returns to the toggle', async () => {
    const { user } = renderHeader();
    await user.click(menuToggle());
    await user.keyboard('{Escape}');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(menuToggle()).toHaveFocus();
  });

  it('when a link is selected, then the app navigates there and the menu closes', async () => {
    const { user } = renderHeader();
    await user.click(menuToggle());
    await user.click(screen.getByRole('link', { name: 'Future Projects' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/future-projects');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when on a page, then its menu link is marked as the current page', async () => {
    const { user } = renderHeader({ route: '/hotels' });
    await user.click(menuToggle());
    expect(screen.getByRole('link', { name: 'Our Hotels' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('when signed out, then the account group offers Contact, Sign In and Get Started', async () => {
    const { user } = renderHeader();
    await user.click(menuToggle());
    expect(linkNames('Account & Support')).toEqual(['Contact', 'Sign In', 'Get Started']);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it("when signed in, then the account group shows Dashboard with the user's name and Sign Out", async () => {
    const { user } = renderHeader({ preloadedState: signedInState() });
    await user.click(menuToggle());
    const dashboard = screen.getByRole('link', { name: /Dashboard/ });
    expect(dashboard).toHaveAttribute('href', '/dashboard');
    expect(dashboard).toHaveTextContent(guestUser.full_name);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('when Sign Out is chosen, then the server is told, the session is cleared and the menu offers Sign In', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ message: 'Logged out' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, store } = renderHeader({ preloadedState: signedInState(), route: '/brand' });

    await user.click(menuToggle());
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.token).toBeNull();
    // Signing out ends on the home page; the menu opened after that offers Sign In.
    await waitFor(() => expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent(/^\/$/));
    await user.click(menuToggle());
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('when scrolled more than 20 px, then the header takes its stronger background', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => setScrollY(20));
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => setScrollY(21));
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => setScrollY(5));
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
