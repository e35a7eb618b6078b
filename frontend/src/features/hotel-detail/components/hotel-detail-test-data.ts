import type { Hotel } from '@suvarna/contracts';

/** A small open hotel for the hotel-detail tests. */
export const openHotel: Hotel = {
  id: '12',
  _id: '12',
  name: 'Suvarna Rajmahal Jaipur',
  location: 'Jaipur',
  state: 'Rajasthan',
  type: 'Heritage Palace Hotel',
  rating: 4.9,
  shownRating: { source: 'hotel', score: 4.9 },
  images: ['/images/hotels/jaipur-1.svg', '/images/hotels/jaipur-2.svg', '/images/hotels/jaipur-3.svg'],
  amenities: ['Pool', 'Spa'],
  features: ['Sunset durbar hall dinners'],
  rooms: [
    { type: 'Palace Room', price: 16000, capacity: 2, available: 20, description: 'Jharokha windows over the courtyard.' },
    { type: 'Maharaja Suite', price: 125000, capacity: 4, available: 2 },
  ],
  description: 'A restored palace in the Pink City.',
  status: 'active',
  contact: { phone: '+91 141 456 7812', email: 'jaipur@suvarnahotels.in', address: 'Amer Road, Jaipur' },
};

export const preOpeningHotel: Hotel = {
  ...openHotel,
  id: 'pre1',
  _id: 'pre1',
  name: 'Suvarna Indus Leh',
  location: 'Leh',
  state: 'Ladakh',
  status: 'pre-opening',
  openingDate: '2026-03-15',
  rooms: [{ type: 'Ladakhi Room', price: 12000, capacity: 2, available: 0 }],
};
