import type { Hotel } from '@suvarna/contracts';
import { describe, expect, it } from 'vitest';
import { emptyHotelForm, formFromHotel, summarizeHotels, toHotelBody, validateHotelForm } from './hotel-form-values';

const hotel: Hotel = {
  id: 'h-1',
  _id: 'h-1',
  name: 'Suvarna Palace Jaipur',
  location: 'Jaipur',
  state: 'Rajasthan',
  type: 'Heritage Palace Hotel',
  rating: 4.6,
  shownRating: { source: 'hotel', score: 4.6 },
  images: ['/images/hotels/jaipur-1.svg'],
  amenities: ['Pool'],
  features: [],
  rooms: [{ type: 'Palace Room', price: 16000, capacity: 2, available: 20 }],
  description: 'A palace.',
  status: 'active',
  contact: { phone: '+91 141 456 7812', email: 'jaipur@suvarnahotels.in', address: 'Amer Road, Jaipur' },
  projectTimeline: [{ phase: 'Restoration', date: '2024-06' }],
};

describe('hotel form values', () => {
  it('when a new hotel is started, then it is rated 4, active, with one Standard Room at 10000 for 2 guests and 20 available', () => {
    const values = emptyHotelForm();
    expect(values.rating).toBe('4');
    expect(values.status).toBe('active');
    expect(values.rooms).toEqual([{ type: 'Standard Room', price: '10000', capacity: '2', available: '20', description: '' }]);
  });

  it('when the form is sent, then empty and blank image, amenity and feature rows are dropped and entries trimmed', () => {
    const body = toHotelBody({ ...emptyHotelForm(), images: ['', ' /images/a.svg ', '   '], amenities: ['Spa', '', 'Pool '], features: [''] });
    expect(body.images).toEqual(['/images/a.svg']);
    expect(body.amenities).toEqual(['Spa', 'Pool']);
    expect(body.features).toEqual([]);
  });

  it('when an edited hotel is sent, then the contact and timeline the form does not show are kept', () => {
    const body = toHotelBody({ ...formFromHotel(hotel), name: 'Suvarna Rajmahal Jaipur' }, hotel);
    expect(body).toMatchObject({ name: 'Suvarna Rajmahal Jaipur', contact: hotel.contact, projectTimeline: hotel.projectTimeline, rating: '4.6' });
  });

  it('when required fields are missing or the rating is out of range, then each field gets its message', () => {
    const errors = validateHotelForm(toHotelBody({ ...emptyHotelForm(), rating: '5.5' }));
    expect(errors).toMatchObject({
      name: 'Name is required',
      type: 'Type is required',
      location: 'Location is required',
      state: 'State is required',
      rating: 'Rating must be between 1 and 5',
    });
  });

  it('when a room row is incomplete, then the message names that row and field', () => {
    const values = { ...formFromHotel(hotel), rooms: [{ type: 'Suite', price: '', capacity: '2', available: '3', description: '' }] };
    expect(validateHotelForm(toHotelBody(values))).toEqual({ 'rooms.0.price': 'Room price is required' });
  });

  it('when the tiles are counted, then hotels, active, pre-opening and room types are totalled', () => {
    const rooms = hotel.rooms;
    expect(
      summarizeHotels([
        { status: 'active', rooms },
        { status: 'active', rooms: [...rooms, ...rooms] },
        { status: 'pre-opening', rooms },
        { status: 'inactive', rooms: [] },
      ]),
    ).toEqual({ total: 4, active: 2, preOpening: 1, roomTypes: 4 });
  });
});
