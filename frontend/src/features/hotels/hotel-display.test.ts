import { describe, expect, it } from 'vitest';
import { amenityEmoji, distinctValues, isBookable, placeName } from './hotel-display';
import { catalogueHotels } from './testing/hotel-fixtures';

describe('hotel display helpers', () => {
  it('when an amenity is named, then it gets the emoji of its keyword, and a neutral mark when none fits', () => {
    expect(amenityEmoji('Free WiFi')).toBe('📶');
    expect(amenityEmoji('Heated Pool')).toBe('🏊');
    expect(amenityEmoji('Mughlai Restaurant')).toBe('🍴');
    expect(amenityEmoji('AI Wellness Coach')).toBe('🤖');
    expect(amenityEmoji('Co-working Lounge')).toBe('💼');
    expect(amenityEmoji('Falconry')).toBe('✦');
  });

  it('when listing states or types for the dropdowns, then each appears once, alphabetically', () => {
    expect(distinctValues(catalogueHotels, 'state')).toEqual(['Delhi', 'Ladakh', 'Maharashtra', 'Uttarakhand']);
    expect(distinctValues(catalogueHotels, 'type')).toEqual(['Eco Lodge', 'Luxury Business Hotel', 'Wellness Retreat']);
  });

  it('when a hotel is not open, then it cannot be booked', () => {
    expect(catalogueHotels.map((hotel) => [hotel.status, isBookable(hotel)])).toEqual([
      ['active', true],
      ['active', true],
      ['active', true],
      ['pre-opening', false],
      ['future', false],
    ]);
  });

  it('when a city names its own state, then the place is written once', () => {
    expect(placeName({ location: 'Delhi', state: 'Delhi' })).toBe('Delhi');
    expect(placeName({ location: 'Leh', state: 'Ladakh' })).toBe('Leh, Ladakh');
  });
});
