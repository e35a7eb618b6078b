import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, signedInState } from '../../../test/render';
import { ReviewForm } from './review-form';

const loginHref = `/login?redirect=${encodeURIComponent('/hotels/12')}`;
const savedReview = {
  id: 'r-9',
  hotel_id: '12',
  user_name: 'Aarav Sharma',
  rating: 4,
  comment: 'Charming courtyard.',
  date: '2026-03-10T10:00:00.000Z',
  stay_date: '2026-03-01',
  verified_stay: true,
  helpful_count: 0,
};

async function requestBody(call: unknown[] | undefined): Promise<unknown> {
  const request = call?.[0];
  if (!(request instanceof Request)) throw new Error('fetch was not called with a Request');
  return request.json();
}

describe('ReviewForm', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the visitor is signed out, then the form asks them to log in and links to /login with the way back', () => {
    renderWithProviders(<ReviewForm hotelId="12" isAuthenticated={false} loginHref={loginHref} />);
    expect(screen.getByText('Please login to submit a review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign In/ })).toHaveAttribute('href', '/login?redirect=%2Fhotels%2F12');
    expect(screen.queryByRole('button', { name: /Submit Review/ })).not.toBeInTheDocument();
  });

  it('when the form opens, then 5 stars are chosen and the stay date is optional and explained', () => {
    renderWithProviders(<ReviewForm hotelId="12" isAuthenticated loginHref={loginHref} />, { preloadedState: signedInState() });
    expect(screen.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByLabelText(/Your Review/)).toBeRequired();
    expect(screen.getByLabelText(/Stay Date/)).not.toBeRequired();
    expect(screen.getByText('Adding the date of your stay marks your review as a Verified Stay.')).toBeInTheDocument();
  });

  it('when the comment is empty or blank, then Comment is required shows and nothing is sent', async () => {
    const { user } = renderWithProviders(<ReviewForm hotelId="12" isAuthenticated loginHref={loginHref} />, { preloadedState: signedInState() });
    await user.type(screen.getByLabelText(/Your Review/), '   ');
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    expect(screen.getByText('Comment is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Review/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the star picker is used from the keyboard, then the arrow keys change the rating', async () => {
    const { user } = renderWithProviders(<ReviewForm hotelId="12" isAuthenticated loginHref={loginHref} />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('radio', { name: /^3 stars/ }));
    expect(screen.getByRole('radio', { name: /^3 stars/ })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
  });

  it('when a review with a stay date is sent, then the body carries it and the server message is shown', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'Review submitted successfully', review: savedReview }, 201));
    const { user } = renderWithProviders(<ReviewForm hotelId="12" isAuthenticated loginHref={loginHref} />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('radio', { name: /^4 stars/ }));
    await user.type(screen.getByLabelText(/Your Review/), 'Charming courtyard.');
    await user.type(screen.getByLabelText(/Stay Date/), '2026-03-01');
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Review submitted successfully'));
    const request: unknown = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request && request.method).toBe('POST');
    expect(request instanceof Request && new URL(request.url).pathname).toBe('/api/reviews/submit');
    expect(await requestBody(fetchMock.mock.calls[0])).toEqual({ hotel_id: '12', rating: 4, comment: 'Charming courtyard.', stay_date: '2026-03-01' });
    expect(screen.getByLabelText(/Your Review/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
  });

  it('when no stay date is given, then stay_date is sent as null', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'Review submitted successfully', review: { ...savedReview, stay_date: null, verified_stay: false } }, 201));
    const { user } = renderWithProviders(<ReviewForm hotelId="12" isAuthenticated loginHref={loginHref} />, { preloadedState: signedInState() });
    await user.type(screen.getByLabelText(/Your Review/), 'Lovely.');
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Review submitted successfully'));
    expect(await requestBody(fetchMock.mock.calls[0])).toEqual({ hotel_id: '12', rating: 5, comment: 'Lovely.', stay_date: null });
  });

  it('when the server refuses the review, then its detail is shown, else Failed to submit review.', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'You have already reviewed this hotel', code: 'already_reviewed' }, 409));
    const { user } = renderWithProviders(<ReviewForm hotelId="12" isAuthenticated loginHref={loginHref} />, { preloadedState: signedInState() });
    await user.type(screen.getByLabelText(/Your Review/), 'Again.');
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this hotel');
    expect(screen.getByLabelText(/Your Review/)).toHaveValue('Again.');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: /Submit Review/ }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit review.'));
  });
});
