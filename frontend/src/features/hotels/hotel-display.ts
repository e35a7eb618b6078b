import type { Hotel, HotelStatus } from '@suvarna/contracts';
import type { BadgeTone } from '../../components/ui/badge';

/** Spec: the property cards show 4 amenities and 2 room types; the rest are counted as '+N more'. */
export const CARD_AMENITY_COUNT = 4;
export const CARD_ROOM_COUNT = 2;

/** The badge a visitor reads for each status (spec section 4). */
export const hotelStatusLabels: Record<HotelStatus, string> = {
  active: 'Open Now',
  'pre-opening': 'Pre-Opening',
  future: 'Coming Soon',
  inactive: 'Temporarily Closed',
};

export const hotelStatusTones: Record<HotelStatus, BadgeTone> = {
  active: 'success',
  'pre-opening': 'warning',
  future: 'gold',
  inactive: 'neutral',
};

/** Only open hotels take bookings (spec: pre-opening and future ones have booking disabled). */
export function isBookable(hotel: Pick<Hotel, 'status'>): boolean {
  return hotel.status === 'active';
}

/** "Delhi, Delhi" reads as a typo: a city that names its own state is shown once. */
export function placeName(hotel: Pick<Hotel, 'location' | 'state'>): string {
  return hotel.location === hotel.state ? hotel.location : `${hotel.location}, ${hotel.state}`;
}

/** Matched by keyword so that new amenities ('Heated Pool', 'Rooftop Restaurant') find a fitting emoji. */
const amenityEmojiRules: [RegExp, string][] = [
  [/wi-?fi|internet/i, '📶'],
  [/\bai\b|concierge|robot/i, '🤖'],
  [/spa|ayurveda/i, '💆'],
  [/pool|water sports/i, '🏊'],
  [/tea/i, '🍵'],
  [/fireplace/i, '🔥'],
  [/music/i, '🎶'],
  [/business|co-working|meeting/i, '💼'],
  [/bar|lounge/i, '🍸'],
  [/restaurant|dining|kitchen/i, '🍴'],
  [/gym|fitness/i, '💪'],
  [/yoga|meditation/i, '🧘'],
  [/parking|valet|ev charging/i, '🚗'],
  [/garden|nature|birdwatching/i, '🌿'],
  [/beach/i, '🌊'],
  [/boat|houseboat|canoe|jetty|cruise/i, '🛶'],
  [/trek|adventure|ski/i, '🥾'],
  [/star/i, '✨'],
  [/solar/i, '🌞'],
  [/heritage|cultural/i, '🏰'],
  [/library/i, '📚'],
  [/kids/i, '🧸'],
  [/oxygen|medical/i, '🩺'],
];

export function amenityEmoji(amenity: string): string {
  return amenityEmojiRules.find(([pattern]) => pattern.test(amenity))?.[1] ?? '✦';
}

/** The distinct values of a field, alphabetically, for the filter dropdowns. */
export function distinctValues(hotels: readonly Hotel[], field: 'state' | 'type'): string[] {
  return [...new Set(hotels.map((hotel) => hotel[field]))].sort((a, b) => a.localeCompare(b, 'en-IN'));
}
