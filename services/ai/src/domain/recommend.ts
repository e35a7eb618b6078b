import { indiaToday, shownRatingScore, type AiCitation, type RecommendationsResponse } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { listHotels, roomsHeld, type KnownHotel } from '../data-access/read-models';
import { amenityName, placeName } from './language/names';
import { phrasebookFor, type HotelFacts, type Phrasebook } from './language/phrasebook';
import { rankHotels, type Note, type Reason, type RankResult } from './rank-hotels';
import { understandRequest, type Understood } from './understand-request';

/** How many ranked hotels an answer carries (the page shows the first two). */
export const RECOMMENDATIONS_RETURNED = 5;

/** The facts of a hotel the answers state. */
export const hotelFacts = (h: KnownHotel): HotelFacts => ({
  name: h.name,
  location: h.location,
  state: h.state,
  status: h.status,
  openingDate: h.openingDate,
  rating: h.shownRating,
  type: h.type,
});

/** What was understood, in words of the answer's language, for "You asked for ...". */
export function describeRequest(u: Understood, pb: Phrasebook): string[] {
  const lang = pb.lang;
  const parts: string[] = [];
  if (u.places.length) parts.push(u.places.map((p) => placeName(p, lang)).join(' / '));
  else if (u.elsewhere.length) parts.push(u.elsewhere.map((p) => placeName(p.name, lang)).join(' / '));
  else if (u.regions.length) parts.push(u.regions.map((r) => pb.region(r.name)).join(' / '));
  parts.push(...u.tripTypes.map((t) => pb.trip(t)));
  parts.push(...u.roomKinds.map((k) => pb.roomKind(k.name)));
  if (u.budget) parts.push(pb.budget(u.budget));
  parts.push(...u.amenities.map((a) => amenityName(a.name, lang)));
  if (u.guests) parts.push(pb.guests(u.guests));
  if (u.checkIn && u.checkOut) parts.push(pb.range(u.checkIn, u.checkOut));
  return parts;
}

function reasonText(r: Reason, pb: Phrasebook): string {
  switch (r.kind) {
    case 'place':
      return pb.reasonPlace(r.location, r.state, r.region);
    case 'distance':
      return pb.reasonDistance(r.from, r.km);
    case 'budget':
      return pb.reasonBudget(r.price, r.budget);
    case 'room':
      return pb.reasonStay({
        type: r.room.type,
        quantity: r.room.quantity,
        guests: r.guests,
        price: r.room.pricePerNight,
        free: r.checkIn ? r.room.free : null,
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        ...(r.roomKind ? { roomKind: r.roomKind } : {}),
      });
    case 'trip':
      return pb.reasonTrip(r.trip);
    case 'amenity':
      return pb.reasonAmenity(amenityName(r.amenity, pb.lang));
    case 'rating':
      return pb.reasonRating(r.rating);
  }
}

/** A note said in the answer's language (the nearest-hotels lead is said just before them, not here). */
function noteText(note: Note, pb: Phrasebook): string | null {
  switch (note.kind) {
    case 'not-open-yet':
      return note.hotels.map((h) => pb.notOpenYet(hotelFacts(h))).join(' ');
    case 'none-open-in':
      return pb.noneOpenIn(note.place);
    case 'no-hotel-in':
      return pb.noHotelIn(note.place);
    case 'unknown-place':
      return pb.unknownPlace(note.place);
    case 'none-in-region':
      return pb.noneInRegion(note.region);
    case 'amenity-missing':
      return pb.amenityMissing(amenityName(note.amenity, pb.lang));
    case 'room-kind-missing':
      return pb.roomKindMissing(note.roomKind);
    case 'budget-none':
      return pb.budgetNone(note.budget, note.cheapest ? { hotel: note.cheapest.hotel.name, price: note.cheapest.price } : null);
    case 'fully-booked':
      return pb.fullyBooked(note.hotels);
    case 'too-small':
      return pb.tooSmall(note.hotels, note.guests);
    case 'nearest':
      return null;
  }
}

/** "I didn't understand" with three questions to try, in the language asked. */
export function notUnderstood(pb: Phrasebook, examples: readonly string[]): string {
  return `${pb.notUnderstood} ${pb.tryAsking}\n${examples.map((e) => `• ${e}`).join('\n')}`;
}

/**
 * The answer to a request from what was understood and how the hotels ranked: written in the language
 * asked from the phrasebook, citing each hotel, room and price it names.
 */
export function composeRecommendations(u: Understood, result: RankResult): RecommendationsResponse {
  const pb = phrasebookFor(u.language.lang);
  const base = {
    understood: {
      places: u.places,
      regions: u.regions.map((r) => r.name),
      budget: u.budget,
      trip_types: u.tripTypes,
      amenities: u.amenities.map((a) => a.name),
      room_kinds: u.roomKinds.map((k) => k.name),
      guests: u.guests,
      check_in: u.checkIn,
      check_out: u.checkOut,
    },
    lang: u.language.lang,
    question_lang: u.language.asked,
  };
  if (!u.recognised) {
    const examples = pb.examples.recommendations;
    return { ...base, recommendations: [], reasoning: notUnderstood(pb, examples), status: 'not_understood', unmatched: [], not_bookable: [], examples: [...examples], citations: [] };
  }

  const nearest = result.notes.find((n) => n.kind === 'nearest');
  // Away from the place asked, only the two nearest are offered: the next ones are further still.
  const top = result.ranked.slice(0, nearest ? 2 : RECOMMENDATIONS_RETURNED);
  const asked = describeRequest(u, pb);
  const notes = result.notes.map((n) => noteText(n, pb)).filter((t): t is string => t !== null);
  const sentences = [asked.length ? pb.youAsked(asked) : pb.noPreferences, ...notes];
  if (nearest && top.length) sentences.push(pb.nearestLead(nearest.from));
  const why = top.map((r) => r.reasons.map((reason) => reasonText(reason, pb)));
  if (top[0]) sentences.push(pb.first(top[0].hotel.name, why[0]!));
  if (top[1]) sentences.push(pb.then(top[1].hotel.name, why[1]!));
  if (!top.length && !notes.length) sentences.push(pb.noneFit);

  const citations: AiCitation[] = [];
  for (const r of top.slice(0, 2)) {
    citations.push({ kind: 'hotel', label: r.hotel.name, hotel_id: r.hotel.id });
    citations.push({ kind: 'room', label: r.room.type, hotel_id: r.hotel.id, room_type: r.room.type, price: r.room.pricePerNight });
  }
  const notYet = result.notes.flatMap((n) => (n.kind === 'not-open-yet' ? n.hotels : []));
  for (const h of notYet) citations.push({ kind: 'hotel', label: h.name, hotel_id: h.id });
  for (const n of result.notes) if (n.kind === 'budget-none' && n.cheapest) citations.push({ kind: 'hotel', label: n.cheapest.hotel.name, hotel_id: n.cheapest.hotel.id });

  return {
    ...base,
    recommendations: top.map((r, i) => ({
      id: r.hotel.id,
      name: r.hotel.name,
      location: r.hotel.location,
      state: r.hotel.state,
      type: r.hotel.type,
      rating: shownRatingScore(r.hotel.shownRating),
      shown_rating: r.hotel.shownRating,
      price_from: r.room.pricePerNight,
      room_type: r.room.type,
      why: why[i]!,
      score: r.score,
    })),
    reasoning: sentences.join(' '),
    status: top.length ? 'recommended' : 'none_fit',
    unmatched: notes,
    not_bookable: notYet.map((h) => ({ id: h.id, name: h.name, status: h.status, opening_date: h.openingDate })),
    examples: [],
    citations,
  };
}

/** The cities and states of the hotels the service knows, and the amenities they list: what a request can name. */
export const knownPlacesOf = (hotels: readonly KnownHotel[]) => [...new Set(hotels.filter((h) => h.status !== 'inactive').flatMap((h) => [h.location, h.state]).filter(Boolean))];
export const knownAmenitiesOf = (hotels: readonly KnownHotel[]) => [...new Set(hotels.filter((h) => h.status === 'active').flatMap((h) => h.amenities))];

/** Recommends live hotels for a guest's free text, from the AI's own copy of the catalog and of the bookings. */
export async function recommend(db: Queryable, message: string, now: Date = new Date()): Promise<RecommendationsResponse> {
  const hotels = await listHotels(db);
  const understood = understandRequest(message, { today: indiaToday(now), knownPlaces: knownPlacesOf(hotels), knownAmenities: knownAmenitiesOf(hotels) });
  const held = understood.checkIn && understood.checkOut ? await roomsHeld(db, understood.checkIn, understood.checkOut) : new Map<string, number>();
  return composeRecommendations(understood, rankHotels({ hotels, understood, held }));
}
