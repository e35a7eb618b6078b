import { describe, expect, it } from 'vitest';
import { bookNowPath, loginRedirectPath } from './book-now-path';

describe('book now path', () => {
  it('when a stay is booked, then /book-now carries the hotel, both dates and the guests', () => {
    expect(bookNowPath({ hotelId: '12', checkIn: '2026-03-11', checkOut: '2026-03-12', guests: 2 })).toBe('/book-now?hotel=12&checkIn=2026-03-11&checkOut=2026-03-12&guests=2');
  });

  it('when the visitor must sign in first, then /login carries the whole path URL-encoded', () => {
    const target = '/book-now?hotel=12&checkIn=2026-03-11&checkOut=2026-03-12&guests=2';
    const login = loginRedirectPath(target);
    expect(login).toBe('/login?redirect=%2Fbook-now%3Fhotel%3D12%26checkIn%3D2026-03-11%26checkOut%3D2026-03-12%26guests%3D2');
    expect(new URL(login, 'http://site.test').searchParams.get('redirect')).toBe(target);
  });
});

describe('book now path with a room', () => {
  it('when a room type was chosen, then its type and quantity follow the stay', () => {
    const path = bookNowPath({ hotelId: '3', checkIn: '2026-03-11', checkOut: '2026-03-13', guests: 3, room: { type: 'Deluxe Suite', quantity: 2 } });
    const query = new URL(path, 'http://site.test').searchParams;
    expect(query.get('room')).toBe('Deluxe Suite');
    expect(query.get('rooms')).toBe('2');
    expect(query.get('guests')).toBe('3');
  });
});
