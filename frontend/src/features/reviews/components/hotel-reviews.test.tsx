import type { Review } from '@suvarna/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { HotelReviews } from './hotel-reviews';

const firstReview: Review = {
  id: 'r-1',
  hotel_id: '12',
  user_name: 'Priya Menon',
  rating: 5,
  comment: 'Wonderful stay.',
  date: '2025-09-14T10:00:00.000Z',
  stay_date: null,
  verified_stay: false,
  helpful_count: 2,
};
const newReview: Review = { ...firstReview, id: 'r-2', user_name: 'Aarav Sharma', rating: 4, comment: 'Charming courtyard.', stay_date: '2026-03-01', verified_stay: true, helpful_count: 0 };

function urlOf(input: unknown): URL {
  if (!(input instanceof Request)) throw new Error('fetch was not called with a Request');
  return new URL(input.url);
}

describe('HotelReviews', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when a review is submitted, then the list is fetched again and shows it with Verified Stay', async () => {
    let listed = [firstReview];
    fetchMock.mockImplementation(async (input: unknown) => {
      const url = urlOf(input);
      if (url.pathname === '/api/reviews/hotel/12') {
        return jsonResponse({ reviews: listed, average_rating: listed.length === 1 ? 5 : 4.5, total_reviews: listed.length });
      }
      listed = [newReview, firstReview];
      return jsonResponse({ success: true, message: 'Review submitted successfully', review: newReview }, 201);
    });
    const { user } = renderWithProviders(<HotelReviews hotelId="12" isAuthenticated loginHref="/login?redirect=%2Fhotels%2F12" acceptsReviews />, {
      preloadedState: signedInState(),
    });

    expect(await screen.findByText('Based on 1 review')).toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Your Review/), 'Charming courtyard.');
    await user.type(screen.getByLabelText(/Stay Date/), '2026-03-01');
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));

    expect(await screen.findByText('Based on 2 reviews')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Review by Aarav Sharma' })).toHaveTextContent('Verified Stay');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([input]) => urlOf(input).pathname === '/api/reviews/hotel/12')).toHaveLength(2));
  });

  it('when the hotel has no reviews, then No Reviews Yet shows without an empty average', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ reviews: [], average_rating: 0, total_reviews: 0 }));
    renderWithProviders(<HotelReviews hotelId="12" isAuthenticated={false} loginHref="/login?redirect=%2Fhotels%2F12" acceptsReviews />);
    expect(await screen.findByRole('heading', { name: 'No Reviews Yet' })).toBeInTheDocument();
    expect(screen.queryByText('Based on 0 reviews')).not.toBeInTheDocument();
    expect(screen.getByText('Please login to submit a review')).toBeInTheDocument();
  });

  it('when the hotel has not opened, then the form is replaced by a note', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ reviews: [], average_rating: 0, total_reviews: 0 }));
    renderWithProviders(<HotelReviews hotelId="pre1" isAuthenticated loginHref="/login" acceptsReviews={false} />, { preloadedState: signedInState() });
    expect(await screen.findByText('Reviews open once this hotel welcomes its first guests.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Submit Review/ })).not.toBeInTheDocument();
  });
});
