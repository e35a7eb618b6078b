import { indiaToday, type RecommendationsResponse } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { listHotels, roomsHeld } from '../data-access/read-models';
import { rankHotels } from './rank-hotels';
import { understandRequest, type Understood } from './understand-request';

/** How many ranked hotels an answer carries (the page shows the first two). */
export const RECOMMENDATIONS_RETURNED = 5;

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** What was understood, in words, for the reasoning. */
export function describeRequest(u: Understood): string[] {
  const parts: string[] = [];
  if (u.places.length) parts.push(u.places.join(' or '));
  else if (u.regions.length) parts.push(u.regions.map((r) => r.name).join(' or '));
  if (u.tripTypes.length) parts.push(u.tripTypes.join(' and ') + ' trip');
  if (u.budget) parts.push(u.budget.label);
  if (u.amenities.length) parts.push(`with ${u.amenities.join(', ').toLowerCase()}`);
  if (u.guests) parts.push(`${u.guests} guest${u.guests === 1 ? '' : 's'}`);
  if (u.checkIn && u.checkOut) parts.push(`${u.checkIn} to ${u.checkOut}`);
  return parts;
}

/** Recommends live hotels for a guest's free text, from the AI's own copy of the catalog and of the bookings. */
export async function recommend(db: Queryable, message: string, now: Date = new Date()): Promise<RecommendationsResponse> {
  const hotels = await listHotels(db);
  const knownPlaces = [...new Set(hotels.flatMap((h) => [h.location, h.state]).filter(Boolean))];
  const today = indiaToday(now);
  const understood = understandRequest(message, { today, knownPlaces });
  const held = understood.checkIn && understood.checkOut ? await roomsHeld(db, understood.checkIn, understood.checkOut) : new Map<string, number>();
  const { ranked, unmatched, excluded } = rankHotels({ hotels, understood, held });
  const top = ranked.slice(0, RECOMMENDATIONS_RETURNED);

  const asked = describeRequest(understood);
  const sentences: string[] = [];
  sentences.push(asked.length ? `You asked for ${asked.join(', ')}.` : 'I could not find a place, budget or kind of trip in your message, so here are our best-rated open hotels with rooms for two.');
  if (top[0]) {
    sentences.push(`${top[0].hotel.name} comes first: ${top[0].why.join('; ')}.`);
    if (top[1]) sentences.push(`Then ${top[1].hotel.name}: ${top[1].why.join('; ')}.`);
  } else {
    sentences.push('No open hotel has rooms that fit right now.');
  }
  if (excluded.full.length) sentences.push(`Fully booked on those dates: ${excluded.full.join(', ')}.`);
  if (excluded.tooSmall.length && understood.guests) sentences.push(`No rooms for ${understood.guests} at ${excluded.tooSmall.join(', ')}.`);
  if (unmatched.length) sentences.push(`I could not match ${unmatched.join('; ')}.`);

  return {
    recommendations: top.map((r) => ({
      id: r.hotel.id,
      name: r.hotel.name,
      location: r.hotel.location,
      state: r.hotel.state,
      type: r.hotel.type,
      rating: r.hotel.rating ?? 0,
      price_from: r.room.pricePerNight,
      room_type: r.room.type,
      why: r.why,
      score: r.score,
    })),
    reasoning: sentences.join(' '),
    understood: {
      places: understood.places,
      regions: understood.regions.map((r) => r.name),
      budget: understood.budget,
      trip_types: understood.tripTypes,
      amenities: understood.amenities,
      guests: understood.guests,
      check_in: understood.checkIn,
      check_out: understood.checkOut,
    },
    unmatched,
  };
}

export { rupees };
