import type { Review } from '@suvarna/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewList } from './review-list';

const review = (overrides: Partial<Review>): Review => ({
  id: 'r-1',
  hotel_id: '12',
  user_name: 'Priya Menon',
  rating: 5,
  comment: 'Wonderful stay.',
  date: '2025-09-14T10:00:00.000Z',
  stay_date: '2025-09-10',
  verified_stay: true,
  helpful_count: 12,
  ...overrides,
});

describe('ReviewList', () => {
  it('when reviews are listed, then each shows the name, stars, date, comment, Verified Stay and the helpful count', () => {
    render(<ReviewList reviews={[review({}), review({ id: 'r-2', user_name: 'Rahul Verma', rating: 3, verified_stay: false, stay_date: null, helpful_count: 1 })]} />);
    const [first, second] = screen.getAllByRole('article');
    if (!first || !second) throw new Error('two reviews expected');
    expect(within(first).getByRole('heading', { name: 'Priya Menon' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('14 Sept 2025')).toBeInTheDocument();
    expect(within(first).getByText('Wonderful stay.')).toBeInTheDocument();
    expect(within(first).getByText('Verified Stay')).toBeInTheDocument();
    expect(within(first).getByText('12 guests found this helpful')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
    expect(within(second).queryByText('Verified Stay')).not.toBeInTheDocument();
    expect(within(second).getByText('1 guest found this helpful')).toBeInTheDocument();
  });

  it('when a comment contains markup, then it is shown as text and never becomes an element', () => {
    const comment = 'Lovely pool <img src=x onerror=alert(1)> and <script>alert(2)</script> staff';
    const { container } = render(<ReviewList reviews={[review({ comment, user_name: '<b>Mallory</b>' })]} />);
    expect(screen.getByText(comment)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<b>Mallory</b>' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('when there are no reviews, then No Reviews Yet is shown', () => {
    render(<ReviewList reviews={[]} />);
    expect(screen.getByRole('heading', { name: 'No Reviews Yet' })).toBeInTheDocument();
  });
});
