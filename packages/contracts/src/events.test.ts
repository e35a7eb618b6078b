import { describe, expect, it } from 'vitest';
import { hotelChangedAsV2 } from './catalog';
import { checkEventPayload, currentEventVersion } from './events';

const v2 = {
  hotelId: '1',
  name: 'Suvarna Imperial Delhi',
  location: 'Delhi',
  state: 'Delhi',
  status: 'active',
  contact: { phone: '+91 11 4567 8901', email: 'delhi@suvarnahotels.in', address: 'Janpath Road' },
  rooms: [{ type: 'Deluxe Room', pricePaise: 1_500_000, capacity: 2, available: 10 }],
  revision: 3,
};

describe('event versions', () => {
  it('when a publisher asks which version to write, then it is the newest known, and 1 for a type without schemas', () => {
    expect(currentEventVersion('catalog.hotel-changed')).toBe(2);
    expect(currentEventVersion('booking.created')).toBe(1);
    expect(currentEventVersion('something.happened')).toBe(1);
  });

  it('when a payload is checked, then it is checked against its own version and an unknown version is refused', () => {
    expect(checkEventPayload('catalog.hotel-changed', 2, v2)).toEqual({ ok: true });
    expect(checkEventPayload('catalog.hotel-changed', 1, v2)).toMatchObject({ ok: false });
    expect(checkEventPayload('catalog.hotel-changed', 3, v2)).toEqual({ ok: false, problem: expect.stringContaining('unknown version 3') });
  });

  it('when money arrives as a fraction of paise, then the v2 payload is refused', () => {
    const rooms = [{ ...v2.rooms[0], pricePaise: 1500.5 }];
    expect(checkEventPayload('catalog.hotel-changed', 2, { ...v2, rooms })).toMatchObject({ ok: false });
  });

  it('when a v1 hotel change in float rupees is read, then it becomes v2 in paise', () => {
    const { contact: _contact, rooms: _rooms, ...rest } = v2;
    const v1 = { ...rest, rooms: [{ type: 'Deluxe Room', price: 15000.5, capacity: 2, available: 10 }] };
    expect(hotelChangedAsV2(1, v1)).toEqual({
      ...rest,
      contact: { phone: '', email: '', address: 'Delhi, Delhi' },
      rooms: [{ type: 'Deluxe Room', pricePaise: 1_500_050, capacity: 2, available: 10 }],
    });
    expect(hotelChangedAsV2(2, v2)).toEqual(v2);
    expect(() => hotelChangedAsV2(7, v2)).toThrow(/version 7/);
  });
});
