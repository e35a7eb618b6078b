import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { appRoutes } from './router';
import { makeStore } from './store';

// The spec's route table (plus the AI showcase page, whose route is ours to choose).
const specPaths = [
  '/',
  '/brand',
  '/team',
  '/hotels',
  '/hotels/1',
  '/pre-openings',
  '/future-projects',
  '/partners',
  '/book-now',
  '/contact',
  '/ai-demos',
  '/ai-showcase',
  '/privacy',
  '/terms',
  '/cookies',
  '/work-with-us',
  '/booking-success',
  '/booking-cancel',
  '/login',
  '/register',
  '/dashboard',
  '/applicant-dashboard',
  '/hr-dashboard',
  '/department-dashboard',
  '/admin/hotels',
  '/admin/bookings',
  '/admin/analytics',
  '/profile',
  '/unauthorized',
  '/booking/abc123',
];

describe('router', () => {
  it.each(specPaths)('when %s is visited, then a page of its own answers (not the 404)', (path) => {
    const matches = matchRoutes(appRoutes, path);
    expect(matches?.at(-1)?.route.path).not.toBe('*');
  });

  it('when an unknown address is visited, then the styled 404 page shows inside the header and footer', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/no-such-page'] });
    render(
      <AppProviders store={makeStore({ auth: { status: 'signedOut', token: null, user: null } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This Path Leads Nowhere' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
