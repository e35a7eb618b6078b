import MiniSearch from 'minisearch';
import type { ConciergeResponse, ConciergeSource } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { catalogVersion, listHotels, type KnownHotel } from '../data-access/read-models';
import { cityGuides } from './knowledge/city-guides';
import { policies } from './knowledge/policies';
import { normalise } from './understand-request';

/*
 * The virtual concierge: retrieval over a knowledge base built from the AI's copy of the catalog (each
 * hotel and each room type), the chain's policies and a guide to each property's city, with MiniSearch's
 * BM25 ranking. The answer is composed from the sentences of the passages found that share the most
 * words with the question, and names where each came from.
 */

export interface Passage {
  id: string;
  kind: ConciergeSource['kind'];
  title: string;
  /** City and state the passage is about; empty for chain-wide policies. */
  place: string;
  hotelId?: string;
  text: string;
}

const STOPWORDS = new Set(
  'a an and are as at be by can do does for from have how i in is it its me my of on or our please tell the there this to up what when where which who will with you your about any there'.split(' '),
);

/** Words a question uses for what a passage says in other words. */
const SYNONYMS: Record<string, string[]> = {
  eat: ['dining', 'restaurant', 'food'],
  food: ['dining', 'restaurant'],
  restaurants: ['dining', 'restaurant'],
  see: ['visit', 'walk'],
  attractions: ['visit', 'walk'],
  sightseeing: ['visit', 'walk'],
  things: ['visit'],
  pet: ['pets'],
  dog: ['pets'],
  dogs: ['pets'],
  cat: ['pets'],
  kids: ['children', 'families'],
  kid: ['children'],
  child: ['children'],
  refund: ['cancellation', 'cancelled', 'refund'],
  cancel: ['cancellation', 'cancelled'],
  checkin: ['check-in'],
  checkout: ['check-out'],
  pay: ['payment', 'card'],
  price: ['rupees', 'night'],
  cost: ['rupees', 'night'],
  weather: ['best'],
  season: ['best'],
  massage: ['spa', 'ayurveda'],
  wellness: ['spa', 'yoga', 'ayurveda'],
  swim: ['pool'],
  swimming: ['pool'],
  wifi: ['wifi'],
};

const processTerm = (term: string): string | null => {
  const t = term.toLowerCase().replace(/[’']s$/, '');
  return t.length < 2 || STOPWORDS.has(t) ? null : t;
};

const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;

/** Every passage the concierge can answer from, for the hotels it knows. */
export function buildPassages(hotels: readonly KnownHotel[]): Passage[] {
  const passages: Passage[] = [];
  const cities = new Map<string, string>();
  for (const h of hotels) {
    if (h.status === 'inactive') continue;
    const place = `${h.location}, ${h.state}`;
    cities.set(h.location, place);
    const status = h.status === 'active' ? 'open for booking' : h.status === 'pre-opening' ? 'opening soon (pre-opening; booking not yet open)' : 'a future project (coming soon)';
    const sentences = [
      `${h.name} in ${place} is ${h.type ? `a ${h.type}` : 'a Suvarna hotel'}${h.rating ? ` rated ${h.rating.toFixed(1)}` : ''}, ${status}.`,
      h.amenities.length ? `Amenities at ${h.name}: ${h.amenities.join(', ')}.` : '',
      ...h.features.map((f) => `${f.replace(/\.$/, '')} at ${h.name}.`),
      h.description,
      h.rooms.length
        ? `Rooms at ${h.name}: ${h.rooms.map((r) => `${r.type} from ${rupees(r.pricePaise)} a night for ${r.capacity} guests`).join('; ')}.`
        : '',
      `Contact ${h.name}: ${h.contact.phone}, ${h.contact.email}, ${h.contact.address}.`,
    ];
    passages.push({ id: `hotel:${h.id}`, kind: 'hotel', title: h.name, place, hotelId: h.id, text: sentences.filter(Boolean).join(' ') });
    for (const r of h.rooms) {
      passages.push({
        id: `room:${h.id}:${r.type}`,
        kind: 'room',
        title: `${r.type}, ${h.name}`,
        place,
        hotelId: h.id,
        text: `The ${r.type} at ${h.name} costs ${rupees(r.pricePaise)} a night and sleeps ${r.capacity} guests.`,
      });
    }
  }
  for (const p of policies) passages.push({ id: `policy:${p.title}`, kind: 'policy', title: p.title, place: '', text: p.text });
  for (const [city, place] of cities) {
    const guide = cityGuides[city];
    if (guide) passages.push({ id: `guide:${city}`, kind: 'guide', title: `Guide to ${city}`, place, text: guide });
  }
  return passages;
}

export interface KnowledgeBase {
  passages: Passage[];
  index: MiniSearch<Passage>;
  places: string[];
  hotels: KnownHotel[];
}

export function buildKnowledgeBase(hotels: KnownHotel[]): KnowledgeBase {
  const passages = buildPassages(hotels);
  const index = new MiniSearch<Passage>({
    fields: ['title', 'place', 'text'],
    storeFields: ['id'],
    processTerm,
    searchOptions: { boost: { title: 2, place: 3 }, prefix: (term) => term.length > 4, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: 'OR' },
  });
  index.addAll(passages);
  const places = [...new Set(hotels.filter((h) => h.status !== 'inactive').flatMap((h) => [h.location, h.state]))];
  return { passages, index, places, hotels };
}

/** The knowledge base, rebuilt only when the copy of the catalog has changed. */
export function knowledgeCache(): (db: Queryable) => Promise<KnowledgeBase> {
  let cached: { version: string; kb: KnowledgeBase } | undefined;
  return async (db) => {
    const version = await catalogVersion(db);
    if (cached?.version !== version) cached = { version, kb: buildKnowledgeBase(await listHotels(db)) };
    return cached.kb;
  };
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z₹0-9])/).filter((s) => s.trim().length > 0);
}

function words(text: string): Set<string> {
  return new Set(
    normalise(text)
      .split(/[^a-z0-9₹-]+/)
      .map((w) => processTerm(w))
      .filter((w): w is string => w !== null),
  );
}

type Intent = 'policy' | 'rooms' | 'guide' | 'hotel';

function intentOf(q: string): Intent {
  if (/\b(check[\s-]?in|check[\s-]?out|cancel\w*|refund\w*|pay(ment)?|card|pets?|dogs?|cats?|children|kids?|child|polic(y|ies))\b/.test(q)) return 'policy';
  if (/\b(rooms?|suites?|price|prices|cost|rate|tariff|how much|cheapest|sleeps?|capacity)\b/.test(q)) return 'rooms';
  if (/\b(see|visit|attractions?|sightseeing|things to do|eat|food|dining|restaurants?|best time|weather|season|explore|nearby|local)\b/.test(q)) return 'guide';
  return 'hotel';
}

const kindBoost: Record<Intent, Partial<Record<Passage['kind'], number>>> = {
  policy: { policy: 3 },
  rooms: { room: 1.6, hotel: 1.2 },
  guide: { guide: 2.5, hotel: 1.1 },
  hotel: { hotel: 1.6 },
};

/** Answers a guest's question from the knowledge base, citing the passages it used. */
export function answerQuestion(kb: KnowledgeBase, message: string): ConciergeResponse {
  const q = normalise(message);
  const intent = intentOf(q);
  const named = kb.places.filter((p) => new RegExp(`\\b${p.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(q));
  const namedHotels = kb.hotels.filter((h) => q.includes(h.name.toLowerCase()) || q.includes(h.name.toLowerCase().replace(/^suvarna\s+/, '')));
  const expanded = [q, ...[...words(q)].flatMap((w) => SYNONYMS[w] ?? [])].join(' ');
  const byId = new Map(kb.passages.map((p) => [p.id, p]));
  const results = kb.index
    .search(expanded, {
      boostDocument: (id) => {
        const p = byId.get(String(id))!;
        let boost = kindBoost[intent][p.kind] ?? 1;
        if (named.length && p.place && !named.some((n) => p.place.includes(n))) boost *= 0.15;
        if (named.length && p.place && named.some((n) => p.place.includes(n))) boost *= 2;
        if (namedHotels.length && p.hotelId && namedHotels.some((h) => h.id === p.hotelId)) boost *= 3;
        if (intent !== 'policy' && p.kind === 'policy') boost *= 0.5;
        return boost;
      },
    })
    .slice(0, 6)
    .map((r) => ({ passage: byId.get(String(r.id))!, score: r.score }));

  if (!results.length) {
    return {
      response:
        'I could not find that in what I know about our hotels, their cities and our policies. Ask me about a hotel, its rooms and prices, amenities, check-in times, cancellation, pets, children, or things to do and eat in any of our cities.',
      suggestions: ['Check-in and check-out times', 'Cancellation policy', 'Hotels with a spa', 'Things to do in Jaipur'],
      sources: [],
    };
  }

  // The best passages (within reach of the first), each contributing its sentences closest to the question.
  const qWords = words(expanded);
  const chosen = results.filter((r) => r.score >= results[0]!.score * 0.45).slice(0, intent === 'policy' ? 1 : 3);
  const parts: string[] = [];
  const sources: ConciergeSource[] = [];
  for (const { passage } of chosen) {
    const scored = sentencesOf(passage.text).map((s, i) => ({ s, i, hits: [...words(s)].filter((w) => qWords.has(w)).length }));
    const take = passage.kind === 'policy' || passage.kind === 'room' ? scored : scored.filter((x) => x.hits > 0).sort((a, b) => b.hits - a.hits || a.i - b.i).slice(0, 2).sort((a, b) => a.i - b.i);
    const text = (take.length ? take : scored.slice(0, 2)).map((x) => x.s).join(' ');
    if (parts.some((p) => p.includes(text))) continue;
    parts.push(`${text} (Source: ${passage.title})`);
    sources.push({ title: passage.title, kind: passage.kind, ...(passage.hotelId ? { hotel_id: passage.hotelId } : {}) });
  }
  return { response: parts.join('\n\n'), suggestions: suggestionsFor(intent, chosen[0]!.passage, kb), sources };
}

/** Follow-ups that fit what was asked: the other sides of the same hotel or city, and the policies. */
function suggestionsFor(intent: Intent, top: Passage, kb: KnowledgeBase): string[] {
  const city = top.place ? top.place.split(',')[0]! : '';
  const hotel = top.hotelId ? kb.hotels.find((h) => h.id === top.hotelId) : kb.hotels.find((h) => h.location === city && h.status === 'active');
  const out: string[] = [];
  if (intent !== 'rooms' && hotel) out.push(`Room prices at ${hotel.name}`);
  if (intent !== 'guide' && city && cityGuides[city]) out.push(`Things to do in ${city}`);
  if (intent === 'guide' && city) out.push(`Where to eat in ${city}`);
  if (intent !== 'hotel' && hotel) out.push(`Amenities at ${hotel.name}`);
  if (intent !== 'policy') out.push('Cancellation policy');
  else out.push(top.title === 'Check-in and check-out' ? 'Are pets allowed?' : 'Check-in and check-out times');
  if (out.length < 4) out.push('Hotels with a spa');
  return [...new Set(out)].slice(0, 4);
}
