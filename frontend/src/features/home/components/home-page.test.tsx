import { screen, within } from '@testing-library/react';
import type { Hotel } from '@suvarna/contracts';
import { properties } from '@suvarna/sample-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
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
    fetchMock.mockResolvedValue(jsonResponse(apiHotels));
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

    const request: unknown = fetchMock.mock.calls[0]?.[0];
    if (!(request instanceof Request)) throw new Error('fetch was not called with a Request');
    expect(new URL(request.url).pathname).toBe('/api/hotels');
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

  it('when the page opens, then the hero, the four figures, the AI features and the calls to action are there', async () => {
    fetchMock.mockResolvedValue(jsonResponse(apiHotels));
    renderWithProviders(<HomePage />);
    await screen.findByRole('heading', { name: 'Suvarna Lake Palace' });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('India’s First AI-Powered Luxury Hotel Chain')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Book Your Stay/ })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('link', { name: /Explore AI Features/ })).toHaveAttribute('href', '/ai-demos');

    for (const [value, label] of [
      ['20+', 'Properties'],
      ['50K+', 'Happy Guests'],
      ['25+', 'Awards Won'],
      ['15+', 'Destinations'],
    ]) {
      expect(screen.getByText(label).parentElement).toHaveTextContent(`${label}${value}`);
    }

    for (const title of ['Smart Reservations', 'Virtual Concierge', 'Intelligent Sales']) {
      const highlights = screen.getByRole('list', { name: `${title} highlights` });
      expect(within(highlights).getAllByRole('listitem')).toHaveLength(4);
    }

    expect(screen.getByRole('link', { name: /Explore All Properties/ })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('link', { name: /Find Your Perfect Stay/ })).toHaveAttribute('href', '/hotels');
  });
});
