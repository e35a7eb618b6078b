import { screen, within } from '@testing-library/react';
import type { Hotel } from '@suvarna/contracts';
import { properties } from '@suvarna/sample-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { formatFigure } from '../../../lib/claimed-figures';
import { HomePage } from './home-page';

function hotel(id: string, name: string, firstRoomPrice: number, overrides: Partial<Hotel> = {}): Hotel {
  return {
    id,
    _id: id,
    name,
    location: 'Udaipur',
    state: 'Rajasthan',
    type: 'Heritage Palace',
    rating: 4.9,
    shownRating: { source: 'hotel', score: 4.9 },
    images: [`/images/hotels/${id}-1.svg`, `/images/hotels/${id}-2.svg`],
    amenities: ['Spa'],
    features: [],
    // The first room is deliberately not the cheapest: the card quotes the first room (spec).
    rooms: [
      { type: 'Palace Room', price: firstRoomPrice, capacity: 2, available: 10 },
      { type: 'Courtyard Room', price: 9000, capacity: 2, available: 10 },
    ],
    description: `${name} overlooks the lake.`,
    status: 'active',
    contact: { phone: '+91 294 000 0000', email: 'stay@example.in', address: 'Lake Road' },
    ...overrides,
  };
}

const apiHotels = [
  hotel('h1', 'Suvarna Lake Palace', 25000),
  hotel('h2', 'Suvarna Desert Camp', 120000, { location: 'Jaisalmer' }),
  hotel('h3', 'Suvarna Fort Retreat', 18500, { location: 'Jodhpur' }),
  hotel('h4', 'Suvarna Fourth Stay', 30000),
];

/** The site's answers by path: the hotels, and the booking service's count of guests hosted. */
function answerWith(hotels: unknown, guests: unknown = { guests: 52_345 }) {
  return (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/hotels') return Promise.resolve(jsonResponse(hotels));
    if (path === '/api/bookings/guests-hosted') return Promise.resolve(guests instanceof Response ? guests : jsonResponse(guests));
    return Promise.resolve(jsonResponse({ detail: 'Not found' }, 404));
  };
}

/** The hero's figures as [label, value], in order. */
function figures(): [string, string][] {
  const list = screen.getByText('India’s First AI-Powered Luxury Hotel Chain').closest('section')!.querySelector('dl');
  return [...(list?.querySelectorAll('dt') ?? [])].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

function propertyCards() {
  return screen.getAllByRole('article').filter((card) => within(card).queryByText(/\/night/));
}

describe('HomePage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the hotels API answers, then the first three properties are shown with a From price taken from their first room', async () => {
    fetchMock.mockImplementation(answerWith(apiHotels));
    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { name: 'Suvarna Lake Palace' })).toBeInTheDocument();
    const cards = propertyCards();
    expect(cards).toHaveLength(3);
    expect(screen.queryByText('Suvarna Fourth Stay')).not.toBeInTheDocument();

    const [first, second, third] = cards;
    expect(first).toHaveTextContent('From ₹25,000/night');
    expect(first).toHaveTextContent('Udaipur, Rajasthan');
    expect(first).toHaveTextContent('Heritage Palace');
    expect(first).toHaveTextContent('4.9');
    expect(first).toHaveTextContent('Suvarna Lake Palace overlooks the lake.');
    expect(within(first!).getByRole('img')).toHaveAttribute('src', '/images/hotels/h1-1.svg');
    expect(within(first!).getByRole('link', { name: 'Suvarna Lake Palace' })).toHaveAttribute('href', '/hotels/h1');
    // Indian digit grouping: lakhs, not millions.
    expect(second).toHaveTextContent('From ₹1,20,000/night');
    expect(third).toHaveTextContent('From ₹18,500/night');

    const paths = fetchMock.mock.calls.map(([request]: unknown[]) => (request instanceof Request ? new URL(request.url).pathname : String(request)));
    expect(paths).toContain('/api/hotels');
  });

  it('when the hotels API fails, then the embedded sample properties are shown and a console warning is written', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<HomePage />);

    const [firstSample, secondSample, thirdSample] = properties;
    expect(await screen.findByRole('heading', { name: firstSample!.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: secondSample!.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: thirdSample!.name })).toBeInTheDocument();
    expect(propertyCards()).toHaveLength(3);
    expect(propertyCards()[0]).toHaveTextContent(`From ₹${firstSample!.rooms[0]!.price.toLocaleString('en-IN')}/night`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/api/hotels'), expect.anything());
  });

  it('when the page opens, then the hero, the figures, the AI features and the calls to action are there', async () => {
    fetchMock.mockImplementation(answerWith(apiHotels));
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'Suvarna Lake Palace' });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('India’s First AI-Powered Luxury Hotel Chain')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book Your Stay/ })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('link', { name: /Explore AI Features/ })).toHaveAttribute('href', '/ai-demos');

    // Counted from the answers: four open hotels in three cities (Udaipur twice), 52,345 guests hosted.
    await screen.findByText('52K+');
    expect(figures()).toEqual([
      ['Properties', '4'],
      ['Happy Guests', '52K+'],
      ['Destinations', '3'],
    ]);

    for (const title of ['Smart Reservations', 'Virtual Concierge', 'Intelligent Sales']) {
      const highlights = screen.getByRole('list', { name: `${title} highlights` });
      expect(within(highlights).getAllByRole('listitem')).toHaveLength(4);
    }

    expect(screen.getByRole('link', { name: /Explore All Properties/ })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('link', { name: /Find Your Perfect Stay/ })).toHaveAttribute('href', '/hotels');
  });

  it('when a hotel is not open, then it is not counted; a count that cannot be read or is nothing is not claimed', async () => {
    const hotels = [...apiHotels, hotel('h5', 'Suvarna Future Shore', 20000, { location: 'Goa', status: 'pre-opening' })];
    fetchMock.mockImplementation(answerWith(hotels, jsonResponse({ detail: 'Service unavailable' }, 503)));
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'Suvarna Lake Palace' });
    await vi.waitFor(() => expect(figures().map(([label]) => label)).toEqual(['Properties', 'Destinations']));
    expect(figures()).toEqual([
      ['Properties', '4'],
      ['Destinations', '3'],
    ]);
  });

  it('when nobody has stayed yet, then Happy Guests is not shown rather than shown as nothing', async () => {
    fetchMock.mockImplementation(answerWith(apiHotels, { guests: 0 }));
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'Suvarna Lake Palace' });
    await vi.waitFor(() => expect(figures()).toEqual([
      ['Properties', '4'],
      ['Destinations', '3'],
    ]));
  });
});

describe('formatFigure', () => {
  it('when a count is shown, then it is never more than it is: exact below a thousand, rounded down after, a plus when something was dropped', () => {
    expect([7, 842, 1_000, 1_234, 9_999, 10_000, 52_345, 99_999, 1_00_000, 1_50_000, 12_34_567].map(formatFigure)).toEqual([
      '7',
      '842',
      '1K',
      '1.2K+',
      '9.9K+',
      '10K',
      '52K+',
      '99K+',
      '1L',
      '1.5L',
      '12.3L+',
    ]);
  });
});
