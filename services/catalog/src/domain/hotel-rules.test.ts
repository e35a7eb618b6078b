import { describe, expect, it } from 'vitest';
import { hotelInputSchema } from '@suvarna/contracts';
import { brandContact } from '@suvarna/sample-data';
import { hotelChangedPayload, hotelFieldsFromInput, isPlausibleHotelId, newHotelId } from './hotel-rules';

describe('hotel ids', () => {
  it('when a hotel is added, then it gets a new short id that is a plausible hotel id', () => {
    const ids = new Set(Array.from({ length: 100 }, newHotelId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(isPlausibleHotelId(id)).toBe(true);
  });

  it('when an id has characters or a length no hotel id has, then it is not plausible', () => {
    expect(isPlausibleHotelId('pre1')).toBe(true);
    expect(isPlausibleHotelId('')).toBe(false);
    expect(isPlausibleHotelId('a b')).toBe(false);
    expect(isPlausibleHotelId('x'.repeat(65))).toBe(false);
  });
});

describe('hotelFieldsFromInput', () => {
  const input = hotelInputSchema.parse({ name: 'Suvarna Test', type: 'Beach Resort', location: 'Kovalam', state: 'Kerala' });

  it('when the form gives no contact, then the central reservations line and the town are used', () => {
    expect(hotelFieldsFromInput(input).contact).toEqual({ phone: brandContact.phone, email: brandContact.email, address: 'Kovalam, Kerala' });
  });

  it('when the form gives part of a contact, then only the missing parts are filled', () => {
    const fields = hotelFieldsFromInput({ ...input, contact: { email: 'kovalam@suvarnahotels.in' } });
    expect(fields.contact).toEqual({ phone: brandContact.phone, email: 'kovalam@suvarnahotels.in', address: 'Kovalam, Kerala' });
  });
});

describe('hotelChangedPayload', () => {
  it('when a hotel changes, then the event carries each room in paise and what the hotel offers, and nothing more', () => {
    const fields = hotelFieldsFromInput(hotelInputSchema.parse({
      name: 'Suvarna Test',
      type: 'Beach Resort',
      location: 'Kovalam',
      state: 'Kerala',
      rooms: [{ type: 'Sea Room', price: 12000, capacity: 2, available: 8, description: 'Waves.' }],
    }));
    expect(hotelChangedPayload({ ...fields, id: 'h-1', _id: 'h-1', shownRating: { source: 'hotel', score: fields.rating } }, 3)).toEqual({
      hotelId: 'h-1',
      name: 'Suvarna Test',
      location: 'Kovalam',
      state: 'Kerala',
      status: 'active',
      contact: fields.contact,
      rooms: [{ type: 'Sea Room', pricePaise: 1_200_000, capacity: 2, available: 8 }],
      revision: 3,
      type: 'Beach Resort',
      rating: fields.rating,
      description: fields.description,
      amenities: fields.amenities,
      features: fields.features,
      shownRating: { source: 'hotel', score: fields.rating },
    });
  });
});
