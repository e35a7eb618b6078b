import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openHotel } from '../features/hotel-detail/components/hotel-detail-test-data';
import { jsonResponse, renderWithProviders } from '../test/render';
import { HotelDetailRoute } from './hotel-detail-route';

function renderRoute(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/hotels/:hotelId" element={<HotelDetailRoute />} />
    </Routes>,
    { route: path },
  );
}

function pathOf(input: unknown): string {
  if (!(input instanceof Request)) throw new Error('fetch was not called with a Request');
  return new URL(input.url).pathname;
}

describe('HotelDetailRoute', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the hotel loads, then its page shows the hotel from GET /api/hotels/:id and its reviews', async () => {
    fetchMock.mockImplementation(async (input: unknown) =>
      pathOf(input) === '/api/hotels/12' ? jsonResponse(openHotel) : jsonResponse({ reviews: [], average_rating: 0, total_reviews: 0 }),
    );
    renderRoute('/hotels/12');
    expect(screen.getByText('Loading hotel details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Suvarna Rajmahal Jaipur' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No Reviews Yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign In/ })).toHaveAttribute('href', '/login?redirect=%2Fhotels%2F12');
  });

  it('when the hotel does not exist, then Hotel Not Found explains it and links back to /hotels', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Hotel not found', code: 'hotel_not_found' }, 404));
    renderRoute('/hotels/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The hotel you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Hotels/ })).toHaveAttribute('href', '/hotels');
  });

  it('when the hotel cannot be fetched, then Hotel Not Found is shown too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderRoute('/hotels/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Not Found' })).toBeInTheDocument();
  });
});
