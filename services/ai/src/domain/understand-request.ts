import { addDays } from '@suvarna/contracts';
import { knownPlaces as knownPlacesTable, type KnownPlace } from './knowledge/places';
import { readLanguage, type AnswerLanguage, type QuestionLanguage } from './language/read-language';

/*
 * Reads a guest's free text about a stay: where (a city or state of a live hotel, or a region word), the
 * budget per night, the kind of trip, amenities, how many guests and when. Places come from the hotels
 * the service knows, so a hotel an admin adds in a new city is understood without a code change.
 */

export type TripType = 'honeymoon' | 'family' | 'business' | 'wellness' | 'heritage' | 'adventure';

export interface Budget {
  /** Rupees per night. */
  max: number | null;
  min: number | null;
  /** How the guest put it, for the reasoning: "under ₹15,000", "mid-range". */
  label: string;
}

export interface Region {
  name: string;
  /** States wholly in the region. */
  states: readonly string[];
  /** Words in a hotel's type or features that place it in the region (not its description, which says what is near: "the Sahyadri hills are a short drive away"). */
  hotelWords: RegExp;
}

export interface Understood {
  /** The language the guest wrote in, and the one to answer in. */
  language: { asked: QuestionLanguage; lang: AnswerLanguage };
  /** Cities and states of known hotels named in the text, as the catalog spells them. */
  places: string[];
  /** Places of India named in the text where the chain has no hotel at all (from knowledge/places.ts). */
  elsewhere: KnownPlace[];
  regions: Region[];
  budget: Budget | null;
  tripTypes: TripType[];
  /** Amenities asked for: the reader's words (Spa, Pool, Yoga, ...) and any amenity a hotel lists, named in full ("Water Sports"). */
  amenities: AmenityAsked[];
  /** Kinds of room asked for ("sea view", "suite"): the room offered is one of them. */
  roomKinds: RoomKind[];
  guests: number | null;
  checkIn: string | null;
  checkOut: string | null;
  /** Names the guest gave as a place ("in Paris") that are no place the service knows. */
  unknownPlaces: string[];
  /** False when nothing in the message could be placed and it does not ask for a stay: answered "I didn't understand". */
  recognised: boolean;
}

export interface AmenityAsked {
  name: string;
  /** Matches the hotel's amenities that are this one. */
  stem: RegExp;
}

export interface RoomKind {
  name: 'sea view' | 'lake view' | 'river view' | 'mountain view' | 'suite' | 'villa' | 'cottage' | 'family room';
  words: RegExp;
  /** Matched against a room type's name. */
  room: RegExp;
  /** A family room holds four or more, whatever its name. */
  minCapacity?: number;
}

export const roomKinds: readonly RoomKind[] = [
  { name: 'sea view', words: /\b(sea[\s-]?view|sea[\s-]?facing|ocean[\s-]?view|view of the sea|overlooking the sea)\b/, room: /\b(sea|ocean)\b/i },
  { name: 'lake view', words: /\blake[\s-]?(view|facing)\b/, room: /\blake\b/i },
  { name: 'river view', words: /\b(river[\s-]?(view|facing)|ganga view|riverside room)\b/, room: /\b(river\w*|ganga|ghat)\b/i },
  { name: 'mountain view', words: /\b(mountain|valley|himalayan?|snow)[\s-]?view\b/, room: /\b(pine view|himalayan|valley|summit|ridge|alpine|mountain)\b/i },
  { name: 'suite', words: /\bsuites?\b/, room: /\bsuite\b/i },
  { name: 'villa', words: /\bvillas?\b/, room: /\bvilla\b/i },
  { name: 'cottage', words: /\b(cottages?|chalets?|bungalows?)\b/, room: /\b(cottage|chalet|bungalow)\b/i },
  { name: 'family room', words: /\bfamily[\s-](room|suite)s?\b/, room: /\bfamily\b/i, minCapacity: 4 },
];

export const regions: readonly (Region & { words: RegExp })[] = [
  {
    name: 'the hills',
    words: /\b(hills?|hill station|mountains?|himalaya[sn]?|snow|valley|peaks?)\b/,
    states: ['Uttarakhand', 'Himachal Pradesh', 'Ladakh', 'Sikkim', 'Meghalaya', 'Arunachal Pradesh', 'Nagaland'],
    hotelWords: /\b(hills?|mountains?|himalaya\w*|nilgiri\w*|valley)\b/i,
  },
  {
    name: 'the beach',
    words: /\b(beach(es)?|sea ?side|seaside|coast(al)?|ocean|sea|sand)\b/,
    states: ['Goa'],
    hotelWords: /\b(beach\w*|seaside|coast(al)?)\b/i,
  },
  {
    name: 'the backwaters',
    words: /\b(backwaters?|houseboats?|lagoons?)\b/,
    states: [],
    hotelWords: /\b(backwaters?|houseboats?)\b/i,
  },
  {
    name: 'the North-East',
    words: /\b(north[\s-]?east(ern)?|seven sisters|ne india)\b/,
    states: ['Assam', 'Meghalaya', 'Arunachal Pradesh', 'Manipur', 'Nagaland', 'Mizoram', 'Tripura', 'Sikkim'],
    hotelWords: /\bnorth[\s-]?east\b/i,
  },
  {
    name: 'the desert',
    words: /\b(desert|dunes?|thar)\b/,
    states: ['Rajasthan'],
    hotelWords: /\b(desert|dunes?)\b/i,
  },
  {
    name: 'South India',
    words: /\b(south india|southern india|down south)\b/,
    states: ['Kerala', 'Tamil Nadu', 'Karnataka', 'Andhra Pradesh', 'Telangana'],
    hotelWords: /$^/,
  },
  {
    name: 'North India',
    words: /\b(north india|northern india)\b/,
    states: ['Delhi', 'Uttar Pradesh', 'Uttarakhand', 'Himachal Pradesh', 'Punjab', 'Haryana', 'Rajasthan', 'Ladakh'],
    hotelWords: /$^/,
  },
];

/** Other names guests use for the cities and states of the catalog. */
const placeAliases: Record<string, string> = {
  'new delhi': 'Delhi',
  ncr: 'Delhi',
  bombay: 'Mumbai',
  alappuzha: 'Alleppey',
  alleppy: 'Alleppey',
  panjim: 'Panaji',
  benares: 'Varanasi',
  banaras: 'Varanasi',
  kashi: 'Varanasi',
  udhagamandalam: 'Ooty',
  ootacamund: 'Ooty',
  bengaluru: 'Bangalore',
  himachal: 'Himachal Pradesh',
  arunachal: 'Arunachal Pradesh',
  'spiti': 'Kaza',
  'taj mahal': 'Agra',
  'pink city': 'Jaipur',
  'city of lakes': 'Udaipur',
};

export const tripTypeWords: Record<TripType, RegExp> = {
  honeymoon: /\b(honeymoon\w*|romantic|romance|anniversary|couple|newly ?weds?|just married|getaway for two)\b/,
  family: /\b(famil(y|ies)|kids?|children|child|toddlers?|parents|grand ?parents)\b/,
  business: /\b(business|work trip|conference|meetings?|corporate|office|offsite|client)\b/,
  wellness: /\b(wellness|spa break|detox|ayurved\w*|meditat\w*|retreat|rejuvenat\w*|relax\w*|mindful\w*|healing)\b/,
  heritage: /\b(heritage|histor\w*|palaces?|forts?|culture|cultural|royal|monuments?|mughal)\b/,
  adventure: /\b(adventure\w*|trek\w*|hik(e|ing)|raft\w*|ski(ing)?|paraglid\w*|camping|climb\w*|biking|safari)\b/,
};

/** Amenity words and the amenity they name, matched against a hotel's amenities (case-insensitive, by stem). */
export const amenityWords: readonly { name: string; words: RegExp; stem: RegExp }[] = [
  { name: 'Spa', words: /\b(spa|massages?)\b/, stem: /\bspa\b/i },
  { name: 'Pool', words: /\b(pool|swimming|infinity pool)\b/, stem: /\bpool\b/i },
  { name: 'Yoga', words: /\byoga\b/, stem: /\byoga\b/i },
  { name: 'Gym', words: /\b(gym|fitness|workout)\b/, stem: /\b(gym|fitness)\b/i },
  { name: 'Free WiFi', words: /\b(wi-?fi|internet)\b/, stem: /\bwi-?fi\b/i },
  { name: 'Restaurant', words: /\b(restaurants?|dining|fine dine)\b/, stem: /\b(restaurant|dining)\b/i },
  { name: 'Bar', words: /\b(bar|cocktails?|lounge bar)\b/, stem: /\bbar\b/i },
  { name: 'Parking', words: /\b(parking|car park)\b/, stem: /\bparking\b/i },
  { name: 'Kids Club', words: /\b(kids club|kids' club|play area)\b/, stem: /\bkids\b/i },
  { name: 'Business Center', words: /\b(business cent(er|re)|boardrooms?|meeting rooms?)\b/, stem: /\b(business|boardroom)\b/i },
  { name: 'Fireplace', words: /\b(fireplaces?|bonfire)\b/, stem: /\b(fireplace|bonfire)\b/i },
  { name: 'Ayurveda', words: /\bayurved\w*\b/, stem: /\bayurved\w*\b/i },
  { name: 'Beach Access', words: /\b(beach access|private beach|beachfront)\b/, stem: /\bbeach\b/i },
  { name: 'Ski Room', words: /\bski[\s-]?room\b/, stem: /\bski\b/i },
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, a: 1 };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const num = (s: string) => NUMBER_WORDS[s] ?? Number(s);

/** Lower case, ₹ and "rs." spelled out, digit groups joined ("15,000" → "15000"), curly quotes straightened. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/(\d),(?=\d{2,3}\b)/g, '$1')
    .replace(/(\d),(?=\d{2,3}\b)/g, '$1')
    .replace(/₹\s*/g, ' inr ')
    .replace(/\b(rs\.?|rupees?|inr)\s*/g, ' inr ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An amount in rupees: "15000", "15k", "1.5 lakh", "20 thousand". */
function amount(value: string, unit: string | undefined): number {
  const n = Number(value);
  const u = (unit ?? '').trim();
  if (u === 'k' || u.startsWith('thousand')) return Math.round(n * 1000);
  if (u.startsWith('lakh') || u.startsWith('lac') || u === 'l') return Math.round(n * 100_000);
  return Math.round(n);
}

const AMOUNT = '(\\d+(?:\\.\\d+)?)\\s*(k\\b|thousand\\b|lakhs?\\b|lacs?\\b)?';
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The budget per night, in every written form the reader knows; null when none is given. */
export function readBudget(t: string): Budget | null {
  const money = `(?:inr\\s*)?${AMOUNT}(?:\\s*inr)?`;
  let m = new RegExp(`\\b(?:between|from)\\s+${money}\\s*(?:and|to|-)\\s*${money}`).exec(t) ?? new RegExp(`(?:inr\\s*)${AMOUNT}\\s*(?:-|to)\\s*(?:inr\\s*)?${AMOUNT}`).exec(t);
  if (m) {
    const a = amount(m[1]!, m[2]);
    const b = amount(m[3]!, m[4]);
    if (Math.min(a, b) >= 500) return { min: Math.min(a, b), max: Math.max(a, b), label: `${rupees(Math.min(a, b))} to ${rupees(Math.max(a, b))}` };
  }
  m = new RegExp(`\\b(?:under|below|less than|within|max(?:imum)?|up ?to|no more than|not more than|cheaper than|at most|budget(?: is| of)?(?: around| about)?)\\s*(?:of\\s*)?${money}`).exec(t);
  if (m) {
    const max = amount(m[1]!, m[2]);
    if (max >= 500) return { min: null, max, label: `up to ${rupees(max)} a night` };
  }
  m = new RegExp(`\\b(?:over|above|more than|at least|minimum|min)\\s*${money}`).exec(t);
  if (m) {
    const min = amount(m[1]!, m[2]);
    if (min >= 500) return { min, max: null, label: `from ${rupees(min)} a night` };
  }
  m = new RegExp(`\\b(?:around|about|approx(?:imately)?|roughly|near)\\s*${money}`).exec(t);
  if (m) {
    const mid = amount(m[1]!, m[2]);
    if (mid >= 500) return { min: Math.round(mid * 0.8), max: Math.round(mid * 1.2), label: `around ${rupees(mid)} a night` };
  }
  // A bare amount with a currency or thousands mark: "₹20k", "20000 rupees", "20k per night".
  m = new RegExp(`inr\\s*${AMOUNT}|\\b${AMOUNT}\\s*(?:inr|per night|a night|/night|/ night)|\\b(\\d+(?:\\.\\d+)?)\\s*(k|lakhs?|lacs?)\\b`).exec(t);
  if (m) {
    const value = m[1] ?? m[3] ?? m[5];
    const unit = m[1] ? m[2] : m[3] ? m[4] : m[6];
    const max = amount(value!, unit);
    if (max >= 500) return { min: null, max, label: `up to ${rupees(max)} a night` };
  }
  if (/\b(mid[\s-]?range|moderate|mid[\s-]?budget|reasonabl[ey])\b/.test(t)) return { min: 12_000, max: 20_000, label: 'mid-range (₹12,000 to ₹20,000 a night)' };
  if (/\b(budget|cheap(est)?|affordable|economical|inexpensive|low[\s-]?cost|value for money)\b/.test(t)) return { min: null, max: 12_000, label: 'budget (up to ₹12,000 a night)' };
  if (/\b(luxur(y|ious)|premium|lavish|splurge|5[\s-]?star|five[\s-]?star|opulent)\b/.test(t)) return { min: 20_000, max: null, label: 'luxury (from ₹20,000 a night)' };
  return null;
}

/** How many guests: "for 4", "4 adults and 2 kids", "family of five", "a couple", "solo". */
export function readGuests(t: string): number | null {
  const NUM = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)';
  const parts = [...t.matchAll(new RegExp(`\\b${NUM}\\s*(adults?|kids?|children|child|people|persons?|guests?|pax|friends|of us|travell?ers|members)\\b`, 'g'))];
  if (parts.length) return parts.reduce((sum, p) => sum + num(p[1]!), 0) + (/\b(me|myself) and\b/.test(t) && !/\bof us\b/.test(t) ? 0 : 0);
  let m = new RegExp(`\\b(?:family|group|party|team) of ${NUM}\\b`).exec(t);
  if (m) return num(m[1]!);
  m = new RegExp(`\\bfor ${NUM}\\b(?!\\s*(?:nights?|days?|weeks?|k\\b|thousand|lakh|inr|am|pm))`).exec(t);
  if (m) return num(m[1]!);
  if (/\b(couple|honeymoon\w*|my (wife|husband|partner|girlfriend|boyfriend)|the two of us|both of us|for two)\b/.test(t)) return 2;
  if (/\b(solo|alone|by myself|just me|single traveller)\b/.test(t)) return 1;
  return null;
}

function monthIndex(word: string): number {
  return MONTHS.indexOf(word.slice(0, 3));
}

/** The next occurrence (today or later) of a day and month, as an ISO date. */
function nextDate(day: number, month: number, today: string, year?: number): string | null {
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let y = year ?? ty;
  if (!year && (month + 1 < tm || (month + 1 === tm && day < td))) y++;
  const iso = `${y}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** How far ahead a stay can be read: dates beyond it are not a stay anyone is planning (and beyond year 9999, not dates). */
export const LATEST_STAY_DAYS = 2 * 366;

/**
 * The stay's dates: ISO dates, "20 Dec to 23 Dec", "Dec 20-23", "from 20th December for 3 nights", "tomorrow",
 * "this weekend"; none when the stay would end more than LATEST_STAY_DAYS from today.
 */
export function readDates(t: string, today: string): { checkIn: string | null; checkOut: string | null } {
  const dates = readStayDates(t, today);
  const latest = addDays(today, LATEST_STAY_DAYS);
  // A day after 9999-12-31 is no ISO date at all ("+010000-01-01"): out of reach like any other far date.
  const inReach = (d: string | null) => d === null || (/^\d{4}-\d{2}-\d{2}$/.test(d) && d <= latest);
  return inReach(dates.checkIn) && inReach(dates.checkOut) ? dates : { checkIn: null, checkOut: null };
}

function readStayDates(t: string, today: string): { checkIn: string | null; checkOut: string | null } {
  const nightsMatch = /\b(\d{1,2}|one|two|three|four|five|six|seven|a)\s*(nights?|days?|weeks?)\b/.exec(t);
  const nights = nightsMatch ? num(nightsMatch[1]!) * (nightsMatch[2]!.startsWith('week') ? 7 : 1) : null;
  const withNights = (checkIn: string | null) => ({ checkIn, checkOut: checkIn ? addDays(checkIn, nights ?? 1) : null });
  const iso = [...t.matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((m) => m[1]!).filter((d) => nextDate(Number(d.slice(8)), Number(d.slice(5, 7)) - 1, today, Number(d.slice(0, 4))));
  if (iso.length >= 2 && iso[1]! > iso[0]!) return { checkIn: iso[0]!, checkOut: iso[1]! };
  if (iso.length === 1) return withNights(iso[0]!);
  const ORD = '(\\d{1,2})(?:st|nd|rd|th)?';
  // 20-23 dec, 20 to 23 december
  let m = new RegExp(`\\b${ORD}\\s*(?:-|to|till|until)\\s*${ORD}\\s*(?:of\\s*)?${MONTH}\\b`).exec(t);
  if (m) {
    const a = nextDate(Number(m[1]), monthIndex(m[3]!), today);
    if (a) {
      const b = nextDate(Number(m[2]), monthIndex(m[3]!), a);
      if (b && b > a) return { checkIn: a, checkOut: b };
    }
  }
  // dec 20-23
  m = new RegExp(`\\b${MONTH}\\s*${ORD}\\s*(?:-|to|till|until)\\s*${ORD}\\b`).exec(t);
  if (m) {
    const a = nextDate(Number(m[2]), monthIndex(m[1]!), today);
    if (a) {
      const b = nextDate(Number(m[3]), monthIndex(m[1]!), a);
      if (b && b > a) return { checkIn: a, checkOut: b };
    }
  }
  // 20 dec (to 23 dec), dec 20 (to dec 23)
  const single = new RegExp(`\\b${ORD}\\s*(?:of\\s*)?${MONTH}\\b|\\b${MONTH}\\s*${ORD}\\b`, 'g');
  const found = [...t.matchAll(single)]
    .map((x) => (x[1] ? { day: Number(x[1]), month: monthIndex(x[2]!) } : { day: Number(x[4]), month: monthIndex(x[3]!) }))
    .filter((x) => x.day >= 1 && x.day <= 31);
  if (found.length) {
    const a = nextDate(found[0]!.day, found[0]!.month, today);
    if (a && found.length >= 2) {
      const b = nextDate(found[1]!.day, found[1]!.month, a);
      if (b && b > a) return { checkIn: a, checkOut: b };
    }
    if (a) return withNights(a);
  }
  if (/\btomorrow\b/.test(t)) return withNights(addDays(today, 1));
  if (/\btonight\b|\btoday\b/.test(t)) return withNights(today);
  const weekend = /\b(this|next|coming) weekend\b/.exec(t);
  if (weekend) {
    const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
    let toSat = (6 - dow + 7) % 7;
    if (weekend[1] === 'next') toSat += 7;
    const sat = addDays(today, toSat);
    return { checkIn: sat, checkOut: addDays(sat, nights ?? 2) };
  }
  return { checkIn: null, checkOut: null };
}

const PLACE_STOPWORDS = new Set([...MONTHS, 'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'india', 'the', 'a', 'my', 'our', 'suvarna', 'budget', 'christmas', 'diwali', 'holi', 'new', 'mid', 'hindi', 'tamil', 'english']);

/** The known places (as the catalog spells them) named in normalised text, by name or by another name guests use. */
export function placesNamed(t: string, knownPlaces: readonly string[]): string[] {
  const places = new Set<string>();
  for (const place of knownPlaces) {
    if (place && new RegExp(`\\b${escape(place.toLowerCase())}\\b`).test(t)) places.add(place);
  }
  for (const [alias, place] of Object.entries(placeAliases)) {
    if (new RegExp(`\\b${escape(alias)}\\b`).test(t) && knownPlaces.includes(place)) places.add(place);
  }
  return [...places];
}

/** Words that ask for a stay without saying which: such a message is understood, and answered with the best-rated hotels. */
const STAY_WORDS = /\b(hotels?|stay|rooms?|resorts?|trip|holidays?|vacation|getaway|escape|book(ing)?|suggest|recommend\w*|somewhere|place to stay|lodge|accommodation|weekend|travel\w*)\b/;

/**
 * Reads everything it can from the message, in English, Hindi or Tamil (either script). `knownPlaces` are
 * the cities and states of the hotels the service knows (as the catalog spells them).
 */
export function understandRequest(message: string, options: { today: string; knownPlaces: readonly string[]; knownAmenities?: readonly string[] }): Understood {
  const read = readLanguage(message, { extraPlaces: options.knownPlaces });
  const t = normalise(read.english);
  const places = new Set(placesNamed(t, options.knownPlaces));
  // Places of the table named in the text that no hotel is in ("Kochi"): answered with the nearest hotels.
  const elsewhere = knownPlacesTable.filter(
    (p) => !options.knownPlaces.includes(p.name) && ![...places].some((q) => q === p.name) && [p.name.toLowerCase(), ...(p.aliases ?? [])].some((n) => new RegExp(`\\b${escape(n)}\\b`).test(t)),
  );
  const matchedRegions = regions.filter((r) => r.words.test(t));
  const tripTypes = (Object.keys(tripTypeWords) as TripType[]).filter((k) => tripTypeWords[k].test(t));
  const amenities: AmenityAsked[] = amenityWords.filter((a) => a.words.test(t)).map(({ name, stem }) => ({ name, stem }));
  for (const listed of options.knownAmenities ?? []) {
    const lower = listed.toLowerCase();
    if (lower.length > 3 && new RegExp(`\\b${escape(lower)}\\b`).test(t) && !amenities.some((a) => a.stem.test(listed))) amenities.push({ name: listed, stem: new RegExp(`^${escape(listed)}$`, 'i') });
  }
  const kinds = roomKinds.filter((k) => k.words.test(t));
  // A place the guest names ("in Paris", "to Kochi") that no hotel is in and the table does not know.
  const unknownPlaces: string[] = [];
  for (const m of message.matchAll(/\b(?:in|at|to|near|visit(?:ing)?|around)\s+([A-Z][a-zA-Z]{2,}(?:\s[A-Z][a-zA-Z]{2,})?)/g)) {
    const name = m[1]!;
    const lower = name.toLowerCase();
    if (PLACE_STOPWORDS.has(lower) || PLACE_STOPWORDS.has(lower.split(' ')[0]!)) continue;
    const known =
      options.knownPlaces.some((p) => p.toLowerCase() === lower || lower.includes(p.toLowerCase())) ||
      placeAliases[lower] !== undefined ||
      knownPlacesTable.some((p) => [p.name.toLowerCase(), ...(p.aliases ?? [])].some((n) => lower.includes(n)));
    const isRegion = regions.some((r) => r.words.test(lower));
    if (!known && !isRegion && !places.has(name)) unknownPlaces.push(name);
  }
  const { checkIn, checkOut } = readDates(t, options.today);
  const budget = readBudget(t);
  const guests = readGuests(t);
  const understood = [places.size, elsewhere.length, unknownPlaces.length, matchedRegions.length, tripTypes.length, amenities.length, kinds.length].some((n) => n > 0) || budget !== null || guests !== null || checkIn !== null;
  return {
    language: { asked: read.asked, lang: read.lang },
    places: [...places],
    elsewhere,
    regions: matchedRegions.map(({ name, states, hotelWords }) => ({ name, states, hotelWords })),
    budget,
    tripTypes,
    amenities,
    roomKinds: kinds,
    guests,
    checkIn,
    checkOut,
    unknownPlaces,
    recognised: understood || STAY_WORDS.test(t),
  };
}
