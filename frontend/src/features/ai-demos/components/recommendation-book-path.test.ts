import { describe, expect, it } from 'vitest';
import { recommendationBookPath } from './ai-demos-page';

describe('Book Now on a recommended hotel', () => {
  it('when the request named dates and a party, then they go on to the booking page with the room that fits', () => {
    const path = recommendationBookPath({ id: '7', room_type: 'Family Suite' }, { check_in: '2026-12-20', check_out: '2026-12-23', guests: 4 });
    expect(path).toBe('/book-now?hotel=7&checkIn=2026-12-20&checkOut=2026-12-23&guests=4&room=Family+Suite');
  });

  it('when the request named no dates (or only one), then only the hotel, the party and the room go', () => {
    expect(recommendationBookPath({ id: '7', room_type: 'Deluxe Room' }, { check_in: '2026-12-20', check_out: null, guests: null })).toBe('/book-now?hotel=7&room=Deluxe+Room');
    expect(recommendationBookPath({ id: '7', room_type: '' })).toBe('/book-now?hotel=7');
  });
});
