import type { KnownHotel } from '../data-access/read-models';
import { amenityWords, type TripType, type Understood } from './understand-request';

/** What each kind of trip looks for in a hotel's type, description, features, amenities and rooms. */
const tripTypeSignals: Record<TripType, { words: RegExp; label: string }> = {
  honeymoon: { words: /\b(romantic|honeymoon|couples?|private|sunset|suite|houseboat|lake|candle\w*|secluded|butler|spa)\b/gi, label: 'a honeymoon' },
  family: { words: /\b(famil(y|ies)|kids?|children|play|garden|pool|bungalow|cottage)\b/gi, label: 'a family trip' },
  business: { words: /\b(business|executive|boardrooms?|meetings?|conference|work|lounge|airport|translation)\b/gi, label: 'a business trip' },
  wellness: { words: /\b(wellness|spa|yoga|ayurved\w*|meditat\w*|retreat|detox|healing|sound bath|mindful\w*)\b/gi, label: 'a wellness break' },
  heritage: { words: /\b(heritage|palace|fort|haveli|mughal|royal|colonial|histor\w*|maharaja\w*|ghats?|monuments?|taj)\b/gi, label: 'heritage' },
  adventure: { words: /\b(adventure|trek\w*|raft\w*|ski\w*|hik\w*|camp\w*|expedition|high-altitude|monaster\w*|safari|paraglid\w*)\b/gi, label: 'adventure' },
};

export interface RoomChoice {
  type: string;
  /** Rooms of the type the party needs. */
  quantity: number;
  /** Rupees per night for all of them. */
  pricePerNight: number;
  /** Rooms free on the busiest night of the dates (or of the type, without dates). */
  free: number;
}

export interface RankedHotel {
  hotel: KnownHotel;
  room: RoomChoice;
  score: number;
  why: string[];
  matchedPlace: boolean;
  withinBudget: boolean;
  missingAmenities: string[];
}

export interface RankInput {
  hotels: readonly KnownHotel[];
  understood: Understood;
  /** Rooms held per `${hotelId}\0${type}` on the busiest night of the dates; empty without dates. */
  held: ReadonlyMap<string, number>;
}

export interface RankResult {
  ranked: RankedHotel[];
  /** What of the request no live hotel could meet. */
  unmatched: string[];
  /** Hotels left out because they were full or too small, for the reasoning. */
  excluded: { full: string[]; tooSmall: string[] };
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The cheapest way to lodge the party: one room that holds everyone, else several of one type. */
export function cheapestFit(hotel: KnownHotel, guests: number, held: ReadonlyMap<string, number>): RoomChoice | null {
  let best: RoomChoice | null = null;
  for (const room of hotel.rooms) {
    if (room.capacity <= 0) continue;
    const free = Math.max(0, room.available - (held.get(`${hotel.id}\u0000${room.type}`) ?? 0));
    const quantity = Math.ceil(guests / room.capacity);
    if (free < quantity) continue;
    const pricePerNight = Math.round((room.pricePaise * quantity) / 100);
    if (!best || pricePerNight < best.pricePerNight || (pricePerNight === best.pricePerNight && quantity < best.quantity)) {
      best = { type: room.type, quantity, pricePerNight, free };
    }
  }
  return best;
}

function hotelText(hotel: KnownHotel): string {
  return [hotel.type, hotel.description, ...hotel.features, ...hotel.amenities, ...hotel.rooms.map((r) => r.type)].join(' ');
}

function inPlace(hotel: KnownHotel, places: readonly string[]): boolean {
  return places.some((p) => p === hotel.location || p === hotel.state);
}

function inRegion(hotel: KnownHotel, region: Understood['regions'][number]): boolean {
  return region.states.includes(hotel.state) || region.hotelWords.test(`${hotel.type} ${hotel.description} ${hotel.features.join(' ')}`);
}

/**
 * Ranks the live active hotels for what was understood. Place, region, party size and (when dates are
 * given) free rooms decide which hotels can be offered; budget, trip type, amenities and rating order them.
 * Nothing asked for that no hotel meets empties the list: it is named in `unmatched` and the rest decides.
 */
export function rankHotels({ hotels, understood: u, held }: RankInput): RankResult {
  const unmatched: string[] = [...u.unknownPlaces.map((p) => `a hotel in ${p} (we have none there yet)`)];
  const guests = u.guests ?? 2;
  const excluded = { full: [] as string[], tooSmall: [] as string[] };
  const open = hotels.filter((h) => h.status === 'active' && h.rooms.length > 0);
  let pool = open;

  // Place: cities and states first, then region words; a place with no open hotel is reported, not forced.
  if (u.places.length) {
    const there = pool.filter((h) => inPlace(h, u.places));
    if (there.length) pool = there;
    else unmatched.push(`an open hotel in ${u.places.join(' or ')} (it is not open for booking yet)`);
  }
  if (!u.places.length && u.regions.length) {
    const there = pool.filter((h) => u.regions.some((r) => inRegion(h, r)));
    if (there.length) pool = there;
    else unmatched.push(`an open hotel in ${u.regions.map((r) => r.name).join(' or ')}`);
  }

  // Rooms for the party on the dates.
  const fitting: { hotel: KnownHotel; room: RoomChoice }[] = [];
  for (const hotel of pool) {
    const room = cheapestFit(hotel, guests, held);
    if (room) fitting.push({ hotel, room });
    else if (cheapestFit(hotel, guests, new Map())) excluded.full.push(hotel.name);
    else excluded.tooSmall.push(hotel.name);
  }
  if (!fitting.length && pool.length) {
    unmatched.push(u.checkIn ? `free rooms for ${guests} guest${guests === 1 ? '' : 's'} on those dates in ${pool.length === 1 ? pool[0]!.name : 'the hotels that match'}` : `rooms for ${guests} guests`);
  }

  const budget = u.budget;
  const withinBudget = (price: number) => !budget || ((budget.max === null || price <= budget.max) && (budget.min === null || price >= budget.min));
  if (budget && fitting.length && !fitting.some((f) => withinBudget(f.room.pricePerNight))) {
    const cheapest = Math.min(...fitting.map((f) => f.room.pricePerNight));
    unmatched.push(`a stay ${budget.label} (the nearest starts at ${rupees(cheapest)} a night)`);
  }
  for (const amenity of u.amenities) {
    const stem = amenityWords.find((a) => a.name === amenity)!.stem;
    if (!fitting.some((f) => f.hotel.amenities.some((a) => stem.test(a)))) unmatched.push(`${amenity.toLowerCase()} (none of the hotels that fit has one)`);
  }

  const ranked = fitting.map(({ hotel, room }): RankedHotel => {
    const why: string[] = [];
    let score = (hotel.rating ?? 3.5) * 2;
    const matchedPlace = inPlace(hotel, u.places) || (!u.places.length && u.regions.some((r) => inRegion(hotel, r)));
    if (u.places.length && inPlace(hotel, u.places)) why.push(`in ${hotel.location}, ${hotel.state} as asked`);
    else if (u.regions.length && u.regions.some((r) => inRegion(hotel, r))) {
      why.push(`in ${u.regions.filter((r) => inRegion(hotel, r)).map((r) => r.name).join(' and ')} (${hotel.location}, ${hotel.state})`);
    }
    const within = withinBudget(room.pricePerNight);
    if (budget) {
      if (within) {
        score += 6;
        why.push(`${rupees(room.pricePerNight)} a night fits ${budget.label}`);
      } else {
        const over = budget.max !== null && room.pricePerNight > budget.max ? (room.pricePerNight - budget.max) / budget.max : 0;
        const under = budget.min !== null && room.pricePerNight < budget.min ? (budget.min - room.pricePerNight) / budget.min : 0;
        score -= 8 + 20 * (over + under);
        why.push(`from ${rupees(room.pricePerNight)} a night, outside ${budget.label}`);
      }
    }
    const text = hotelText(hotel);
    for (const trip of u.tripTypes) {
      const hits = new Set([...text.matchAll(tripTypeSignals[trip].words)].map((m) => m[0].toLowerCase()));
      if (trip === 'family' && hotel.rooms.some((r) => r.capacity >= 4)) hits.add('rooms for four or more');
      if (hits.size) {
        score += Math.min(3, hits.size) * 2.5;
        why.push(`suits ${tripTypeSignals[trip].label}: ${[...hits].slice(0, 3).join(', ')}`);
      }
    }
    const missingAmenities: string[] = [];
    for (const amenity of u.amenities) {
      const stem = amenityWords.find((a) => a.name === amenity)!.stem;
      const has = hotel.amenities.find((a) => stem.test(a));
      if (has) {
        score += 4;
        why.push(`has ${has}`);
      } else {
        score -= 3;
        missingAmenities.push(amenity);
      }
    }
    const party = room.quantity > 1 ? `${room.quantity} × ${room.type}` : room.type;
    why.push(`${party} for ${guests} guest${guests === 1 ? '' : 's'}${u.checkIn ? `, ${room.free} free on ${u.checkIn} to ${u.checkOut}` : ''}`);
    if (hotel.rating !== null) why.push(`rated ${hotel.rating.toFixed(1)}`);
    return { hotel, room, score: Math.round(score * 100) / 100, why, matchedPlace, withinBudget: within, missingAmenities };
  });
  const order = (a: RankedHotel, b: RankedHotel) => b.score - a.score || a.room.pricePerNight - b.room.pricePerNight || a.hotel.name.localeCompare(b.hotel.name);
  ranked.sort(order);
  // Fewer than two in the place asked for: the best of the other open hotels follow, said to be elsewhere.
  if (ranked.length < 2 && pool.length < open.length) {
    const asked = u.places.length ? u.places.join(' or ') : u.regions.map((r) => r.name).join(' or ');
    const others = rankHotels({ hotels: open.filter((h) => !pool.includes(h)), understood: { ...u, places: [], regions: [], unknownPlaces: [] }, held });
    for (const other of others.ranked.slice(0, 2 - ranked.length)) {
      ranked.push({ ...other, score: Math.min(other.score, (ranked.at(-1)?.score ?? other.score) - 0.01), why: [`an alternative outside ${asked}`, ...other.why] });
    }
  }
  return { ranked, unmatched, excluded };
}
