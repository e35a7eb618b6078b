import { shownRating, type Hotel } from '@suvarna/contracts';

/** A complete hotel for tests: only what a test is about needs saying. */
export function makeHotel(overrides: Partial<Hotel> & Pick<Hotel, 'id' | 'name'>): Hotel {
  return {
    _id: overrides.id,
    location: 'Delhi',
    state: 'Delhi',
    type: 'Luxury Business Hotel',
    rating: 4.5,
    // No reviews: shown with its own rating, unless the test gives reviews.
    shownRating: shownRating(overrides.rating ?? 4.5, { count: 0, sum: 0 }),
    images: [`/images/hotels/${overrides.id}-1.svg`],
    amenities: ['Free WiFi', 'Spa'],
    features: ['Rooftop pool'],
    rooms: [{ type: 'Deluxe Room', price: 12000, capacity: 2, available: 10 }],
    description: 'A calm, thoughtful stay.',
    status: 'active',
    contact: { phone: '+91 11 4567 8901', email: `${overrides.id}@suvarnahotels.in`, address: 'Janpath, New Delhi' },
    ...overrides,
  };
}

/** Five properties across statuses, states and types, shaped to exercise every filter and card rule. */
export const catalogueHotels: Hotel[] = [
  makeHotel({
    id: '1',
    name: 'Suvarna Imperial Delhi',
    location: 'Delhi',
    state: 'Delhi',
    type: 'Luxury Business Hotel',
    amenities: ['Free WiFi', 'AI Concierge', 'Spa', 'Pool', 'Restaurant', 'Gym'],
    rooms: [
      { type: 'Executive Suite', price: 22000, capacity: 3, available: 18 },
      { type: 'Deluxe Room', price: 12000, capacity: 2, available: 40 },
      { type: 'Presidential Suite', price: 45000, capacity: 4, available: 2 },
    ],
  }),
  makeHotel({
    id: '2',
    name: 'Suvarna Marine Drive Mumbai',
    location: 'Mumbai',
    state: 'Maharashtra',
    type: 'Luxury Business Hotel',
    // Reviewed by its guests: shown with their average, not its own 4.5.
    shownRating: { source: 'reviews', score: 4.2, reviews: 12 },
    amenities: ['Free WiFi', 'Pool', 'Bar', 'Spa'],
    rooms: [
      { type: 'City View Room', price: 14000, capacity: 2, available: 36 },
      { type: 'Sea View Room', price: 19000, capacity: 2, available: 30 },
    ],
  }),
  makeHotel({ id: '3', name: 'Suvarna Ganga Wellness', location: 'Rishikesh', state: 'Uttarakhand', type: 'Wellness Retreat' }),
  makeHotel({ id: 'pre1', name: 'Suvarna Indus Leh', location: 'Leh', state: 'Ladakh', type: 'Eco Lodge', status: 'pre-opening', openingDate: '2026-03-15' }),
  makeHotel({
    id: 'fut1',
    name: 'Suvarna Himalayan Sanctuary',
    location: 'Almora',
    state: 'Uttarakhand',
    type: 'Wellness Retreat',
    status: 'future',
    rating: 0,
    openingDate: '2027-06-01',
  }),
];
