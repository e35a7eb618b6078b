import { screen, waitFor } from '@testing-library/react';
import { properties } from '@suvarna/sample-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueHotels } from '../features/hotels/testing/hotel-fixtures';
import { jsonResponse, renderWithProviders } from '../test/render';
import { FutureProjectsRoute } from './future-projects-route';
import { HotelsRoute } from './hotels-route';
import { PreOpeningsRoute } from './pre-openings-route';

describe('the catalogue pages', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse(catalogueHotels));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const pending = () => fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
  const failing = () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Bad gateway' }, 502));
    return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  };

  it('when /hotels loads, then it shows its loading text, then every property and the Why Choose section', async () => {
    pending();
    const first = renderWithProviders(<HotelsRoute />, { route: '/hotels' });
    expect(screen.getByText('Loading our beautiful properties...')).toBeInTheDocument();
    first.unmount();

    fetchMock.mockImplementation(async () => jsonResponse(catalogueHotels));
    renderWithProviders(<HotelsRoute />, { route: '/hotels' });
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(catalogueHotels.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Suvarna' })).toBeInTheDocument();
  });

  it('when /pre-openings loads, then it shows its loading text, then only the pre-opening properties', async () => {
    pending();
    const first = renderWithProviders(<PreOpeningsRoute />, { route: '/pre-openings' });
    expect(screen.getByText('Loading upcoming properties...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    first.unmount();

    fetchMock.mockImplementation(async () => jsonResponse(catalogueHotels));
    renderWithProviders(<PreOpeningsRoute />, { route: '/pre-openings' });
    const cards = await screen.findAllByTestId('pre-opening-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Suvarna Indus Leh');
    expect(screen.getByText('Early Bird Rates')).toBeInTheDocument();
    expect(screen.getByText('VIP Treatment')).toBeInTheDocument();
    expect(screen.getByText('Founding Guest Benefits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get Notified/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Explore Open Hotels/ })).toHaveAttribute('href', '/hotels');
  });

  it('when the API is down, then /pre-openings shows the five embedded pre-opening properties, soonest first', async () => {
    const warn = failing();
    renderWithProviders(<PreOpeningsRoute />, { route: '/pre-openings' });
    await waitFor(() => expect(screen.getAllByTestId('pre-opening-card')).toHaveLength(5));
    const names = screen.getAllByTestId('pre-opening-card').map((card) => card.querySelector('h3')?.textContent);
    const expected = properties
      .filter((hotel) => hotel.status === 'pre-opening')
      .toSorted((a, b) => (a.openingDate ?? '').localeCompare(b.openingDate ?? ''))
      .map((hotel) => hotel.name);
    expect(names).toEqual(expected);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('when /future-projects loads, then it shows its loading text, then only the future projects with the four focus areas', async () => {
    pending();
    const first = renderWithProviders(<FutureProjectsRoute />, { route: '/future-projects' });
    expect(screen.getByText('Loading future innovations...')).toBeInTheDocument();
    first.unmount();

    fetchMock.mockImplementation(async () => jsonResponse(catalogueHotels));
    renderWithProviders(<FutureProjectsRoute />, { route: '/future-projects' });
    const cards = await screen.findAllByTestId('future-project-card');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Suvarna Himalayan Sanctuary');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['AI-Native Operations', 'Sustainable Luxury', 'Heritage Conservation', 'Wellness & Longevity']),
    );
    expect(screen.getByRole('link', { name: /Partner With Us/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Our Brand Story/ })).toHaveAttribute('href', '/brand');
  });

  it('when the API is down, then /future-projects shows the three embedded future projects', async () => {
    failing();
    renderWithProviders(<FutureProjectsRoute />, { route: '/future-projects' });
    await waitFor(() => expect(screen.getAllByTestId('future-project-card')).toHaveLength(3));
  });
});
