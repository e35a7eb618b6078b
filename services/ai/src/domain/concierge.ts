import MiniSearch from 'minisearch';
import type { AiCitation, ConciergeResponse } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { catalogVersion, listHotels, type KnownHotel } from '../data-access/read-models';
import { cityGuides, type CityGuide } from './knowledge/city-guides';
import { policies, policyOf, type PolicyKey } from './knowledge/policies';
import { amenityName, rupees } from './language/names';
import { phrasebookFor, type Phrasebook } from './language/phrasebook';
import { readLanguage } from './language/read-language';
import { hotelFacts, notUnderstood } from './recommend';
import { amenityWords, normalise, placesNamed } from './understand-request';

/*
 * The virtual concierge. A question, in English, Hindi or Tamil, is read into English words; what it asks
 * about (a policy, a hotel's rooms, amenities, dining or contact, a city's sights, food or seasons) and what
 * it names (hotels, cities, states, amenities) decide the facts that answer it. Questions outside those
 * subjects are matched against passages of the same knowledge with MiniSearch's BM25. The answer is written
 * in the language asked from the facts (hotel and room names as the catalog writes them), each part citing
 * where it came from; a question the reader cannot place is answered "I didn't understand" with examples.
 */

export interface Passage {
  id: string;
  kind: 'hotel' | 'room' | 'policy' | 'guide';
  title: string;
  /** City and state the passage is about; empty for chain-wide policies. */
  place: string;
  hotelId?: string;
  policy?: PolicyKey;
  city?: string;
  text: string;
}

const STOPWORDS = new Set(
  'a an and are as at be by can do does for from have how i in is it its me my of on or our please tell the there this to up what when where which who will with you your about any there'.split(' '),
);

const processTerm = (term: string): string | null => {
  const t = term.toLowerCase().replace(/[’']s$/, '');
  return t.length < 2 || STOPWORDS.has(t) ? null : t;
};

/** Every passage the BM25 fallback searches, for the hotels it knows (in English: the catalog's own text). */
export function buildPassages(hotels: readonly KnownHotel[]): Passage[] {
  const passages: Passage[] = [];
  const cities = new Map<string, string>();
  for (const h of hotels) {
    if (h.status === 'inactive') continue;
    const place = `${h.location}, ${h.state}`;
    cities.set(h.location, place);
    const sentences = [
      `${h.name} in ${place} is ${h.type ? `a ${h.type}` : 'a Suvarna hotel'}.`,
      h.amenities.length ? `Amenities at ${h.name}: ${h.amenities.join(', ')}.` : '',
      ...h.features.map((f) => `${f.replace(/\.$/, '')} at ${h.name}.`),
      h.description,
    ];
    passages.push({ id: `hotel:${h.id}`, kind: 'hotel', title: h.name, place, hotelId: h.id, text: sentences.filter(Boolean).join(' ') });
    for (const r of h.rooms) {
      passages.push({ id: `room:${h.id}:${r.type}`, kind: 'room', title: `${r.type}, ${h.name}`, place, hotelId: h.id, text: `The ${r.type} at ${h.name} costs ${rupees(r.pricePaise / 100)} a night and sleeps ${r.capacity} guests.` });
    }
  }
  for (const p of policies) passages.push({ id: `policy:${p.key}`, kind: 'policy', title: p.title.en, place: '', policy: p.key, text: p.text.en });
  for (const [city, place] of cities) {
    const guide = cityGuides[city]?.en;
    if (guide) passages.push({ id: `guide:${city}`, kind: 'guide', title: `Guide to ${city}`, place, city, text: `${guide.see} ${guide.eat} ${guide.when}` });
  }
  return passages;
}

export interface KnowledgeBase {
  passages: Passage[];
  index: MiniSearch<Passage>;
  /** Cities and states of the hotels that are not inactive. */
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

type Topic = 'check-in' | 'cancellation' | 'payment' | 'pets' | 'concierge' | 'dining' | 'eat' | 'when' | 'see' | 'contact' | 'status' | 'rooms' | 'amenity' | 'amenities' | 'children';

/** What a question asks about, from its English words; the first that applies wins. */
const topics: readonly (readonly [Topic, RegExp])[] = [
  ['check-in', /\b(check[\s-]?(in|out)|arrival|departure|early arrival|late check)\b/],
  ['cancellation', /\b(cancel\w*|refund\w*)\b/],
  ['payment', /\b(pay(ment|ing)?|card|tax(es)?|gst|fees?|upi|cash|currency)\b/],
  ['pets', /\b(pets?|dogs?|cats?|animals?|puppy)\b/],
  ['concierge', /\b(ai concierge|concierge|chatbot|assistant)\b/],
  ['dining', /\b(breakfast|dinner|lunch|meals?|restaurants?|dining|buffet)\b/],
  ['eat', /\b(eat|food|cuisine|dish(es)?)\b/],
  ['when', /\b(best time|when to (go|visit)|weather|season|climate|monsoon)\b/],
  ['see', /\b(see|visit|attractions?|sightseeing|things to do|what can i do|do in|explore|nearby|places to|tour)\b/],
  ['contact', /\b(phone|number|contact|call|e-?mail|address|reach|where is|located|location)\b/],
  ['status', /\b(open|opening|opens|launch|bookable)\b/],
  ['rooms', /\b(rooms?|suites?|price|prices|cost|costs|rates?|tariff|how much|cheapest|sleeps?|capacity)\b/],
  ['amenities', /\b(amenities|facilities|what does .* (have|offer))\b/],
  ['children', /\b(children|kids?|child|babies|baby|infants?|families)\b/],
];

const POLICY_TOPICS: Partial<Record<Topic, PolicyKey>> = { 'check-in': 'check-in', cancellation: 'cancellation', payment: 'payment', pets: 'pets', concierge: 'concierge', children: 'children' };
const DINING = /\b(restaurant|dining|bar|caf[eé]|kitchen|lounge)\b/i;

interface Part {
  text: string;
  source: string;
  citations: AiCitation[];
}

/** Hotels a question names: by full name, by name without "Suvarna", or by the distinctive part of it ("Rajmahal"). */
function hotelsNamed(q: string, hotels: readonly KnownHotel[]): KnownHotel[] {
  return hotels.filter((h) => {
    const name = normalise(h.name);
    const bare = name.replace(/^suvarna\s+/, '');
    const distinctive = bare.replace(new RegExp(`\\s*\\b(${normalise(h.location)}|${normalise(h.state)})\\b\\s*`, 'g'), ' ').trim();
    return q.includes(name) || q.includes(bare) || (distinctive.length >= 6 && new RegExp(`\\b${distinctive.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(q));
  });
}

/** The amenities a question names: the reader's amenity words, or any amenity a hotel lists, written out. */
function amenitiesAsked(q: string, hotels: readonly KnownHotel[]): { name: string; matches: (amenity: string) => boolean }[] {
  const asked: { name: string; matches: (amenity: string) => boolean }[] = amenityWords.filter((a) => a.words.test(q)).map((a) => ({ name: a.name, matches: (x: string) => a.stem.test(x) }));
  const listed = new Set(hotels.flatMap((h) => h.amenities));
  for (const amenity of listed) {
    const lower = amenity.toLowerCase();
    if (lower.length > 3 && q.includes(lower) && !asked.some((a) => a.matches(amenity))) asked.push({ name: amenity, matches: (x) => x.toLowerCase() === lower });
  }
  return asked;
}

const policyPart = (key: PolicyKey, pb: Phrasebook): Part => {
  const p = policyOf(key);
  return { text: p.text[pb.lang], source: p.title[pb.lang], citations: [{ kind: 'policy', label: p.title[pb.lang], policy: key }] };
};

const guidePart = (city: string, parts: readonly (keyof CityGuide)[], pb: Phrasebook): Part | null => {
  const guide = cityGuides[city]?.[pb.lang];
  if (!guide) return null;
  const title = pb.guideTitle(city);
  return { text: `${pb.guideLead(city)} ${parts.map((p) => guide[p]).join(' ')}`, source: title, citations: [{ kind: 'guide', label: title }] };
};

const hotelCitation = (h: KnownHotel): AiCitation => ({ kind: 'hotel', label: h.name, hotel_id: h.id });
const hotelPart = (h: KnownHotel, text: string, extra: AiCitation[] = []): Part => ({ text, source: h.name, citations: [hotelCitation(h), ...extra] });

function roomsPart(h: KnownHotel, pb: Phrasebook): Part {
  if (!h.rooms.length) return hotelPart(h, pb.noRoomsListed(h.name));
  const rooms = h.rooms.map((r) => ({ type: r.type, price: r.pricePaise / 100, capacity: r.capacity }));
  return hotelPart(
    h,
    pb.roomsAt(h.name, rooms),
    rooms.map((r) => ({ kind: 'room', label: `${r.type}, ${rupees(r.price)}`, hotel_id: h.id, room_type: r.type, price: r.price })),
  );
}

const overviewPart = (h: KnownHotel, pb: Phrasebook): Part =>
  hotelPart(h, [pb.hotelStatus(hotelFacts(h)), h.amenities.length ? pb.amenitiesOf(h.name, h.amenities.map((a) => amenityName(a, pb.lang))) : ''].filter(Boolean).join(' '));

/** The parts that answer a question about hotels (named, or in the places named), or null when the topic is not about them. */
function hotelAnswer(topic: Topic | undefined, scope: KnownHotel[], asked: ReturnType<typeof amenitiesAsked>, pb: Phrasebook): Part[] | null {
  const hotels = scope.slice(0, 3);
  switch (topic) {
    case 'rooms':
      return hotels.map((h) => roomsPart(h, pb));
    case 'contact':
      return hotels.map((h) => hotelPart(h, pb.contactOf(h.name, h.contact)));
    case 'status':
      return hotels.map((h) => hotelPart(h, pb.hotelStatus(hotelFacts(h))));
    case 'dining':
      return hotels.map((h) => hotelPart(h, pb.dining(h.name, h.amenities.filter((a) => DINING.test(a)).map((a) => amenityName(a, pb.lang)), h.contact.phone)));
    case 'amenities':
      return hotels.map((h) => hotelPart(h, pb.amenitiesOf(h.name, h.amenities.map((a) => amenityName(a, pb.lang)))));
    case 'amenity':
      return hotels.map((h) => {
        const found = asked.map((a) => h.amenities.find((x) => a.matches(x))).filter((x): x is string => x !== undefined);
        return hotelPart(h, found.length ? pb.hasAmenity(h.name, pb.list(found.map((a) => amenityName(a, pb.lang)))) : pb.lacksAmenity(h.name, amenityName(asked[0]!.name, pb.lang)));
      });
    case undefined:
      return hotels.map((h) => overviewPart(h, pb));
    default:
      return null;
  }
}

/** Follow-ups that fit what was asked: the other sides of the same hotel or city, and the policies. */
function suggestionsFor(topic: Topic | undefined, hotel: KnownHotel | undefined, city: string | undefined, pb: Phrasebook): string[] {
  const out: string[] = [];
  if (topic !== 'rooms' && hotel) out.push(pb.askAbout.roomPrices(hotel.name));
  if (topic !== 'see' && city && cityGuides[city]) out.push(pb.askAbout.thingsToDo(city));
  if (topic === 'see' && city) out.push(pb.askAbout.whereToEat(city));
  if (topic !== 'amenities' && topic !== 'amenity' && hotel) out.push(pb.askAbout.amenities(hotel.name));
  if (topic !== 'cancellation') out.push(pb.askAbout.cancellation);
  else out.push(pb.askAbout.checkIn);
  if (out.length < 4) out.push(topic === 'pets' ? pb.askAbout.checkIn : pb.askAbout.pets);
  if (out.length < 4) out.push(pb.askAbout.hotelsWithSpa);
  return [...new Set(out)].slice(0, 4);
}

/** Answers a guest's question from the knowledge base, in the language asked, citing every fact it used. */
export function answerQuestion(kb: KnowledgeBase, message: string): ConciergeResponse {
  const read = readLanguage(message, { extraPlaces: kb.places });
  const pb = phrasebookFor(read.lang);
  const q = normalise(read.english);
  const live = kb.hotels.filter((h) => h.status !== 'inactive');
  const open = live.filter((h) => h.status === 'active');
  const places = placesNamed(q, kb.places);
  const named = hotelsNamed(q, live);
  const inPlaces = live.filter((h) => places.some((p) => p === h.location || p === h.state));
  // Open hotels first: a city with an open and a future hotel is answered about the open one first.
  const scope = (named.length ? named : inPlaces).sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  const asked = amenitiesAsked(q, live);
  let topic = topics.find(([, re]) => re.test(q))?.[0];
  if (asked.length && (topic === undefined || topic === 'children' || topic === 'status')) topic = 'amenity';
  const city = places.find((p) => cityGuides[p]) ?? scope.find((h) => cityGuides[h.location])?.location;

  let parts: Part[] = [];
  const policy = topic ? POLICY_TOPICS[topic] : undefined;
  if (policy && !(topic === 'children' && scope.length)) parts = [policyPart(policy, pb)];
  else if (topic === 'see' || topic === 'eat' || topic === 'when') {
    const part = city ? guidePart(city, [topic], pb) : null;
    if (part) parts = [part];
    else if (topic === 'eat' && scope.length) parts = hotelAnswer('dining', scope, asked, pb) ?? [];
  } else if (scope.length) parts = hotelAnswer(topic === 'children' ? undefined : topic, scope, asked, pb) ?? [];
  else if (topic === 'amenity') {
    const withIt = open.filter((h) => asked.some((a) => h.amenities.some((x) => a.matches(x))));
    const name = amenityName(asked[0]!.name, pb.lang);
    parts = [{ text: withIt.length ? pb.hotelsWith(name, withIt.map((h) => h.name)) : pb.noHotelWith(name), source: pb.ourHotels, citations: withIt.map(hotelCitation) }];
  } else if (topic === 'dining') {
    const withRestaurant = open.filter((h) => h.amenities.some((a) => DINING.test(a))).length;
    parts = [{ text: pb.diningChain(withRestaurant, open.length), source: pb.ourHotels, citations: [] }];
  } else if (city) parts = [guidePart(city, ['see'], pb)!];
  if (!parts.length) parts = retrieve(kb, q, pb);
  if (!parts.length) {
    const examples = pb.examples.concierge;
    return { response: notUnderstood(pb, examples), suggestions: [...examples], status: 'not_understood', lang: read.lang, question_lang: read.asked, citations: [] };
  }

  const response = parts.map((p) => `${p.text} ${pb.source(p.source)}`).join('\n\n');
  const hotel = scope[0] ?? kb.hotels.find((h) => parts.some((p) => p.citations.some((c) => c.hotel_id === h.id)));
  return {
    response,
    suggestions: suggestionsFor(topic, hotel, city ?? hotel?.location, pb),
    status: 'answered',
    lang: read.lang,
    question_lang: read.asked,
    citations: parts.flatMap((p) => p.citations),
  };
}

/**
 * Questions outside the subjects above ("is there a rooftop pool?"): the best BM25 passage, when the
 * question shares at least two words with it, said in the language asked (in English with the passage's
 * sentences closest to the question; in Hindi and Tamil from the facts of what it is about).
 */
function retrieve(kb: KnowledgeBase, q: string, pb: Phrasebook): Part[] {
  const [best] = kb.index.search(q, { prefix: false, fuzzy: false });
  if (!best || best.queryTerms.length < 2) return [];
  const passage = kb.passages.find((p) => p.id === best.id)!;
  const hotel = passage.hotelId ? kb.hotels.find((h) => h.id === passage.hotelId) : undefined;
  if (passage.kind === 'policy') return [policyPart(passage.policy!, pb)];
  if (passage.kind === 'guide') return [guidePart(passage.city!, ['see', 'eat', 'when'], pb)!];
  if (!hotel) return [];
  if (passage.kind === 'room') return [roomsPart(hotel, pb)];
  if (pb.lang !== 'en') return [overviewPart(hotel, pb)];
  const terms = new Set(best.queryTerms);
  const sentences = passage.text.split(/(?<=[.!?])\s+(?=[A-Z₹0-9])/).filter((s) => normalise(s).split(/[^a-z0-9-]+/).some((w) => terms.has(w)));
  return [hotelPart(hotel, (sentences.length ? sentences.slice(0, 2) : [pb.hotelStatus(hotelFacts(hotel))]).join(' '))];
}
