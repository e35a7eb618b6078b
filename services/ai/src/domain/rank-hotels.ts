import type { ShownRating } from '@suvarna/contracts';
import type { KnownHotel, KnownRoom } from '../data-access/read-models';
import { distanceKm, placeNamed, type KnownPlace } from './knowledge/places';
import type { Budget, RoomKind, TripType, Understood } from './understand-request';

/** What each kind of trip looks for in a hotel's type, description, features, amenities and rooms. */
const tripTypeSignals: Record<TripType, RegExp> = {
  honeymoon: /\b(romantic|honeymoon|couples?|private|sunset|suite|houseboat|lake|candle\w*|secluded|butler|spa)\b/gi,
  family: /\b(famil(y|ies)|kids?|children|play|garden|pool|bungalow|cottage)\b/gi,
  business: /\b(business|executive|boardrooms?|meetings?|conference|work|lounge|airport|translation|co-working)\b/gi,
  wellness: /\b(wellness|spa|yoga|ayurved\w*|meditat\w*|retreat|detox|healing|sound bath|mindful\w*)\b/gi,
  heritage: /\b(heritage|palace|fort|haveli|mughal|royal|colonial|histor\w*|maharaja\w*|ghats?|monuments?|taj)\b/gi,
  adventure: /\b(adventure|trek\w*|raft\w*|ski\w*|hik\w*|camp\w*|expedition|high-altitude|monaster\w*|safari|paraglid\w*)\b/gi,
};

export interface RoomChoice {
  type: string;
  /** Rooms of the type the party needs. */
  quantity: number;
  /** Guests one room of the type holds. */
  capacity: number;
  /** Rupees per night for all of them. */
  pricePerNight: number;
  /** Rooms free on the busiest night of the dates (or of the type, without dates). */
  free: number;
}

/** Why a hotel is offered: each a fact the answer states in the guest's language and cites. */
export type Reason =
  | { kind: 'place'; location: string; state: string; region?: string }
  | { kind: 'distance'; from: string; km: number }
  | { kind: 'budget'; price: number; budget: Budget }
  | { kind: 'room'; room: RoomChoice; guests: number; roomKind?: RoomKind['name']; checkIn: string | null; checkOut: string | null }
  | { kind: 'trip'; trip: TripType; signals: string[] }
  | { kind: 'amenity'; amenity: string }
  | { kind: 'rating'; rating: Exclude<ShownRating, { source: 'none' }> };

export interface RankedHotel {
  hotel: KnownHotel;
  room: RoomChoice;
  score: number;
  reasons: Reason[];
}

/** What stood in the way of the request, for the answer to say (in the guest's language). */
export type Note =
  | { kind: 'not-open-yet'; hotels: KnownHotel[] }
  | { kind: 'none-open-in'; place: string }
  | { kind: 'no-hotel-in'; place: string }
  | { kind: 'unknown-place'; place: string }
  | { kind: 'none-in-region'; region: string }
  | { kind: 'nearest'; from: string }
  | { kind: 'amenity-missing'; amenity: string }
  | { kind: 'room-kind-missing'; roomKind: RoomKind['name'] }
  | { kind: 'budget-none'; budget: Budget; cheapest: { hotel: KnownHotel; price: number } | null }
  | { kind: 'fully-booked'; hotels: string[] }
  | { kind: 'too-small'; hotels: string[]; guests: number };

export interface RankInput {
  hotels: readonly KnownHotel[];
  understood: Understood;
  /** Rooms held per `${hotelId}\0${type}` on the busiest night of the dates; empty without dates. */
  held: ReadonlyMap<string, number>;
}

export interface RankResult {
  /** Hotels that meet everything asked, best first (nearest first when none is where the guest asked). */
  ranked: RankedHotel[];
  notes: Note[];
}

const freeOf = (hotel: KnownHotel, room: KnownRoom, held: ReadonlyMap<string, number>) => Math.max(0, room.available - (held.get(`${hotel.id}\u0000${room.type}`) ?? 0));

/** The rooms of the kinds asked for at a hotel, by the type's name (a family room: any that holds four); every room when none was asked. */
export function roomsOfKind(hotel: KnownHotel, kinds: readonly RoomKind[]): KnownRoom[] {
  let rooms = hotel.rooms.filter((r) => r.capacity > 0);
  for (const kind of kinds) {
    const byName = rooms.filter((r) => kind.room.test(r.type) && r.capacity >= (kind.minCapacity ?? 0));
    rooms = byName.length || !kind.minCapacity ? byName : rooms.filter((r) => r.capacity >= kind.minCapacity!);
  }
  return rooms;
}

/**
 * The ways to lodge the party at a hotel, cheapest first: one room holding everyone first when the trip is a
 * family's (a family stays together), then one room or several of one type.
 */
export function roomOptions(hotel: KnownHotel, rooms: readonly KnownRoom[], guests: number, held: ReadonlyMap<string, number>, together: boolean): RoomChoice[] {
  const options: RoomChoice[] = [];
  for (const room of rooms) {
    const free = freeOf(hotel, room, held);
    const quantity = Math.ceil(guests / room.capacity);
    if (free < quantity) continue;
    options.push({ type: room.type, quantity, capacity: room.capacity, pricePerNight: Math.round((room.pricePaise * quantity) / 100), free });
  }
  const order = (a: RoomChoice, b: RoomChoice) => a.pricePerNight - b.pricePerNight || a.quantity - b.quantity;
  return together ? [...options.filter((o) => o.quantity === 1).sort(order), ...options.filter((o) => o.quantity > 1).sort(order)] : options.sort(order);
}

function hotelText(hotel: KnownHotel): string {
  return [hotel.type, hotel.description, ...hotel.features, ...hotel.amenities, ...hotel.rooms.map((r) => r.type)].join(' ');
}

const inPlace = (hotel: KnownHotel, places: readonly string[]) => places.some((p) => p === hotel.location || p === hotel.state);
const inRegion = (hotel: KnownHotel, region: Understood['regions'][number]) =>
  region.states.includes(hotel.state) || region.hotelWords.test(`${hotel.type} ${hotel.features.join(' ')}`);

/** Where a hotel is, when its city (else its state) is in the table of places. */
const whereIs = (hotel: KnownHotel) => placeNamed(hotel.location) ?? placeNamed(hotel.state);

/**
 * Ranks the live hotels for what was understood. Everything asked is a hard limit: the place (none open
 * there: the nearest open hotels, with their distance), the amenities, the kind of room, the party and
 * the dates, and the budget. What stands in the way is named in `notes`, never dropped silently. Among the
 * hotels that meet it all, trip-type signals in the hotel's own text and its rating decide the order.
 */
export function rankHotels({ hotels, understood: u, held }: RankInput): RankResult {
  const notes: Note[] = [];
  const open = hotels.filter((h) => h.status === 'active' && h.rooms.length > 0);
  // A family that does not say how many is taken as four; anyone else as two.
  const guests = u.guests ?? (u.tripTypes.includes('family') ? 4 : 2);
  let pool: KnownHotel[] = open;
  let origin: KnownPlace | undefined;
  let originName = '';

  if (u.places.length) {
    const notYet = hotels.filter((h) => (h.status === 'pre-opening' || h.status === 'future') && inPlace(h, u.places));
    if (notYet.length) notes.push({ kind: 'not-open-yet', hotels: notYet });
    const there = open.filter((h) => inPlace(h, u.places));
    if (there.length) pool = there;
    else {
      originName = u.places[0]!;
      origin = placeNamed(originName);
      notes.push({ kind: 'none-open-in', place: originName });
    }
  } else if (u.elsewhere.length) {
    origin = u.elsewhere[0]!;
    originName = origin.name;
    notes.push({ kind: 'no-hotel-in', place: originName });
  } else if (u.unknownPlaces.length) {
    notes.push({ kind: 'unknown-place', place: u.unknownPlaces[0]! });
    return { ranked: [], notes };
  } else if (u.regions.length) {
    const there = open.filter((h) => u.regions.some((r) => inRegion(h, r)));
    if (!there.length) {
      notes.push({ kind: 'none-in-region', region: u.regions[0]!.name });
      return { ranked: [], notes };
    }
    pool = there;
  }
  // Nowhere near: the nearest open hotels, when it is known where the place is.
  if (originName && !origin) return { ranked: [], notes };
  if (origin) notes.push({ kind: 'nearest', from: originName });

  for (const amenity of u.amenities) {
    const withIt = pool.filter((h) => h.amenities.some((a) => amenity.stem.test(a)));
    if (!withIt.length) {
      notes.push({ kind: 'amenity-missing', amenity: amenity.name });
      return { ranked: [], notes };
    }
    pool = withIt;
  }
  for (const kind of u.roomKinds) {
    const withIt = pool.filter((h) => roomsOfKind(h, [kind]).length > 0);
    if (!withIt.length) {
      notes.push({ kind: 'room-kind-missing', roomKind: kind.name });
      return { ranked: [], notes };
    }
    pool = withIt;
  }

  const budget = u.budget;
  const within = (price: number) => !budget || ((budget.max === null || price <= budget.max) && (budget.min === null || price >= budget.min));
  const together = u.tripTypes.includes('family') || u.roomKinds.some((k) => k.name === 'family room');
  const fitting: { hotel: KnownHotel; room: RoomChoice }[] = [];
  const affordable: { hotel: KnownHotel; room: RoomChoice }[] = [];
  const full: string[] = [];
  const tooSmall: string[] = [];
  for (const hotel of pool) {
    const rooms = roomsOfKind(hotel, u.roomKinds);
    const options = roomOptions(hotel, rooms, guests, held, together);
    // Within the budget, the first way that fits it (a luxury budget takes the suite, not the cheapest room).
    const inBudget = options.find((o) => within(o.pricePerNight));
    if (inBudget) affordable.push({ hotel, room: inBudget });
    if (options[0]) fitting.push({ hotel, room: options[0] });
    else if (roomOptions(hotel, rooms, guests, new Map(), together).length) full.push(hotel.name);
    else tooSmall.push(hotel.name);
  }
  if (full.length) notes.push({ kind: 'fully-booked', hotels: full });
  if (tooSmall.length && u.guests) notes.push({ kind: 'too-small', hotels: tooSmall, guests });
  if (budget && fitting.length && !affordable.length) {
    const distance = (p: number) => (budget.max !== null && p > budget.max ? p - budget.max : budget.min !== null && p < budget.min ? budget.min - p : 0);
    const closest = [...fitting].sort((a, b) => distance(a.room.pricePerNight) - distance(b.room.pricePerNight))[0]!;
    notes.push({ kind: 'budget-none', budget, cheapest: { hotel: closest.hotel, price: closest.room.pricePerNight } });
    return { ranked: [], notes };
  }

  const ranked = affordable.map(({ hotel, room }): RankedHotel => {
    const reasons: Reason[] = [];
    let score = (hotel.shownRating.source === 'none' ? 3.5 : hotel.shownRating.score) * 2;
    const where = whereIs(hotel);
    if (origin) {
      const km = where ? distanceKm(origin, where) : Number.POSITIVE_INFINITY;
      if (Number.isFinite(km)) reasons.push({ kind: 'distance', from: originName, km: Math.round(km / 10) * 10 });
      score = -km;
    } else if (u.places.length || u.regions.length) {
      const region = !u.places.length ? u.regions.find((r) => inRegion(hotel, r))?.name : undefined;
      reasons.push({ kind: 'place', location: hotel.location, state: hotel.state, ...(region ? { region } : {}) });
    }
    if (budget) reasons.push({ kind: 'budget', price: room.pricePerNight, budget });
    reasons.push({ kind: 'room', room, guests, checkIn: u.checkIn, checkOut: u.checkOut, ...(u.roomKinds[0] ? { roomKind: u.roomKinds[0].name } : {}) });
    const text = hotelText(hotel);
    for (const trip of u.tripTypes) {
      const signals = [...new Set([...text.matchAll(tripTypeSignals[trip])].map((m) => m[0].toLowerCase()))];
      if (trip === 'family' && hotel.rooms.some((r) => r.capacity >= 4)) signals.push('rooms for four or more');
      if (signals.length) {
        if (!origin) score += Math.min(3, signals.length) * 2.5;
        reasons.push({ kind: 'trip', trip, signals: signals.slice(0, 3) });
      }
    }
    for (const amenity of u.amenities) reasons.push({ kind: 'amenity', amenity: hotel.amenities.find((a) => amenity.stem.test(a))! });
    if (hotel.shownRating.source !== 'none') reasons.push({ kind: 'rating', rating: hotel.shownRating });
    return { hotel, room, score: Math.round(score * 100) / 100, reasons };
  });
  ranked.sort((a, b) => b.score - a.score || a.room.pricePerNight - b.room.pricePerNight || a.hotel.name.localeCompare(b.hotel.name));
  return { ranked, notes };
}
