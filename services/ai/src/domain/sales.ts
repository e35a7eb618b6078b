import { addDays, indiaToday, type AiCitation, type SalesFigure, type SalesResponse } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';
import { bookingsMadeFor, listHotels, roomNightsByDayKind, roomNightsSoldByHotel, roomsHeld, usualRates, type KnownHotel } from '../data-access/read-models';
import { liveAnalytics } from './analytics';
import { phrasebookFor, type Phrasebook, type SalesRegion } from './language/phrasebook';
import { readLanguage } from './language/read-language';
import { normalise, regions } from './understand-request';

/*
 * The sales assistant: the spec's keyword topics (deals and offers, weekend and holiday demand, business and
 * corporate stays), each answered with figures computed from the AI's live copies of the catalog and the
 * bookings, never constants; every figure says what it was measured over. Anything else gets the live
 * overview (occupancy ahead, revenue growth).
 */

type Topic = SalesResponse['topic'];

const topicWords: readonly (readonly [Topic, RegExp])[] = [
  ['deals', /\b(deals?|offers?|discounts?|savings?|cheap\w*|lowest|best price|promo\w*|bargains?)\b/],
  ['weekend', /\b(weekends?|holidays?|festivals?|long weekend|diwali|christmas|new year|vacation)\b/],
  ['business', /\b(business|corporate|company|meetings?|conference|offsite|work)\b/],
];

const DAY_MS = 86_400_000;
/** A hotel's usual price is trusted from this many room-nights of history. */
const MIN_HISTORY_ROOM_NIGHTS = 5;

const salesRegionOf: Record<string, SalesRegion> = {
  Uttarakhand: 'hills',
  'Himachal Pradesh': 'hills',
  Ladakh: 'hills',
  Sikkim: 'hills',
  'Jammu and Kashmir': 'hills',
  Delhi: 'north',
  'Uttar Pradesh': 'north',
  Rajasthan: 'north',
  Punjab: 'north',
  Haryana: 'north',
  Maharashtra: 'west',
  Goa: 'west',
  Gujarat: 'west',
  Kerala: 'south',
  'Tamil Nadu': 'south',
  Karnataka: 'south',
  Telangana: 'south',
  'Andhra Pradesh': 'south',
  Puducherry: 'south',
  Assam: 'north-east',
  Meghalaya: 'north-east',
  'Arunachal Pradesh': 'north-east',
  Manipur: 'north-east',
  Nagaland: 'north-east',
  Mizoram: 'north-east',
  Tripura: 'north-east',
};
const regionOrder: readonly SalesRegion[] = ['hills', 'north', 'west', 'south', 'north-east'];

const hills = regions.find((r) => r.name === 'the hills')!;
const isHills = (h: KnownHotel) => hills.states.includes(h.state) || hills.hotelWords.test(`${h.type} ${h.features.join(' ')}`);
const isBusiness = (h: KnownHotel) => /\bbusiness\b/i.test(h.type) || h.amenities.some((a) => /\b(business|co-working)\b/i.test(a));
const roomsOf = (h: KnownHotel) => h.rooms.reduce((sum, r) => sum + r.available, 0);
const round1 = (x: number) => Math.round(x * 10) / 10;
const share = (part: number, whole: number) => (whole > 0 ? round1((100 * part) / whole) : 0);

/** The coming weekend's Friday and Saturday nights (on a Saturday, that night alone). */
export function comingWeekend(today: string): { from: string; to: string } {
  const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
  if (dow === 6) return { from: today, to: addDays(today, 1) };
  const friday = addDays(today, (5 - dow + 7) % 7);
  return { from: friday, to: addDays(friday, 2) };
}

/** How many nights in [from, to) are Friday or Saturday nights, and how many are not. */
function nightsByDayKind(from: string, to: string): { weekend: number; weekday: number } {
  let weekend = 0;
  let weekday = 0;
  for (let night = from; night < to; night = addDays(night, 1)) {
    const dow = new Date(`${night}T00:00:00Z`).getUTCDay();
    if (dow === 5 || dow === 6) weekend++;
    else weekday++;
  }
  return { weekend, weekday };
}

interface Answer {
  lines: string[];
  figures: SalesFigure[];
  citations: AiCitation[];
}

/** Weekend against weekday occupancy of the hotels over [from, to), with the room-nights it counted. */
async function dayKindOccupancy(db: Queryable, hotels: readonly KnownHotel[], from: string, to: string) {
  const sold = await roomNightsByDayKind(
    db,
    from,
    to,
    hotels.map((h) => h.id),
  );
  const nights = nightsByDayKind(from, to);
  const rooms = hotels.reduce((sum, h) => sum + roomsOf(h), 0);
  const weekend = share(sold.weekend, rooms * nights.weekend);
  const weekday = share(sold.weekday, rooms * nights.weekday);
  return { weekend, weekday, roomNights: sold.weekend + sold.weekday, change: weekday > 0 ? round1((100 * (weekend - weekday)) / weekday) : null };
}

async function deals(db: Queryable, open: KnownHotel[], now: Date, pb: Phrasebook): Promise<Answer> {
  const today = indiaToday(now);
  const weekend = comingWeekend(today);
  const nights = pb.range(weekend.from, weekend.to);
  const [rates, held] = await Promise.all([usualRates(db, new Date(now.getTime() - 365 * DAY_MS)), roomsHeld(db, weekend.from, weekend.to)]);
  const offers = open
    .map((hotel) => {
      const free = hotel.rooms.filter((r) => r.available - (held.get(`${hotel.id}\u0000${r.type}`) ?? 0) > 0);
      const lowest = free.sort((a, b) => a.pricePaise - b.pricePaise)[0];
      if (!lowest) return null;
      const rate = rates.get(hotel.id);
      const usual = rate && rate.roomNights >= MIN_HISTORY_ROOM_NIGHTS ? rate.paisePerRoomNight / 100 : null;
      const price = lowest.pricePaise / 100;
      return { hotel, room: lowest.type, price, usual, roomNights: rate?.roomNights ?? 0, saving: usual ? round1((100 * (usual - price)) / usual) : null };
    })
    .filter((o): o is NonNullable<typeof o> => o !== null);
  const withHistory = offers.filter((o) => o.saving !== null);
  const roomNights = withHistory.reduce((sum, o) => sum + o.roomNights, 0);
  const answer: Answer = { lines: [pb.sales.dealsLead], figures: [], citations: [] };
  const measured = `${pb.sales.measured.usualPrice(roomNights)}; ${nights}`;

  for (const segment of ['hills', 'business'] as const) {
    const inSegment = withHistory.filter((o) => (segment === 'hills' ? isHills(o.hotel) : isBusiness(o.hotel)));
    if (!inSegment.length) continue;
    const saving = round1(inSegment.reduce((sum, o) => sum + o.saving!, 0) / inSegment.length);
    answer.lines.push(pb.sales.dealSegment(segment, saving, inSegment.length));
    answer.figures.push({ key: `segment:${segment}`, label: pb.sales.labels.segmentSaving(segment), value: saving, unit: 'percent', measured_over: measured });
  }
  const best = [...withHistory].filter((o) => o.saving! > 0).sort((a, b) => b.saving! - a.saving!).slice(0, 3);
  for (const o of best) {
    answer.lines.push(pb.sales.deal(o.hotel.name, o.room, o.price, Math.round(o.usual!), o.saving!));
    answer.figures.push({ key: `deal:${o.hotel.id}`, label: pb.sales.labels.dealSaving(o.hotel.name), value: o.saving!, unit: 'percent', measured_over: measured });
    answer.citations.push({ kind: 'hotel', label: o.hotel.name, hotel_id: o.hotel.id }, { kind: 'room', label: o.room, hotel_id: o.hotel.id, room_type: o.room, price: o.price });
  }
  if (!withHistory.length) {
    for (const o of [...offers].sort((a, b) => a.price - b.price).slice(0, 3)) {
      answer.lines.push(pb.sales.noDealHistory(o.hotel.name, o.room, o.price));
      answer.figures.push({ key: `lowest:${o.hotel.id}`, label: pb.sales.labels.lowestPrice(o.hotel.name), value: o.price, unit: 'rupees', measured_over: nights });
      answer.citations.push({ kind: 'room', label: o.room, hotel_id: o.hotel.id, room_type: o.room, price: o.price });
    }
    answer.lines.push(pb.sales.noHistory);
  } else answer.lines.push(pb.sales.dealsMeasured(nights, roomNights));
  return answer;
}

async function weekendDemand(db: Queryable, open: KnownHotel[], now: Date, pb: Phrasebook): Promise<Answer> {
  const today = indiaToday(now);
  const weekend = comingWeekend(today);
  const nights = pb.range(weekend.from, weekend.to);
  const nightCount = nightsByDayKind(weekend.from, weekend.to);
  const total = nightCount.weekend + nightCount.weekday;
  const [sold, pace] = await Promise.all([roomNightsSoldByHotel(db, weekend.from, weekend.to), bookingsMadeFor(db, weekend.from, weekend.to, new Date(now.getTime() - 7 * DAY_MS))]);
  const answer: Answer = { lines: [pb.sales.weekendLead(nights)], figures: [], citations: [] };
  for (const region of regionOrder) {
    const hotels = open.filter((h) => salesRegionOf[h.state] === region);
    if (!hotels.length) continue;
    const capacity = hotels.reduce((sum, h) => sum + roomsOf(h), 0) * total;
    const free = Math.max(0, capacity - hotels.reduce((sum, h) => sum + (sold.get(h.id) ?? 0), 0));
    const name = pb.sales.salesRegion(region);
    const value = share(free, capacity);
    answer.lines.push(pb.sales.freeShare(name, value, free, capacity));
    answer.figures.push({
      key: `free:${region}`,
      label: pb.sales.labels.freeShare(name),
      value,
      unit: 'percent',
      measured_over: pb.sales.measured.coming(nights, hotels.length, hotels.reduce((sum, h) => sum + roomsOf(h), 0)),
    });
  }
  const from = addDays(today, -364);
  const demand = await dayKindOccupancy(db, open, from, today);
  if (demand.roomNights > 0) {
    answer.lines.push(pb.sales.weekendDemand(demand.weekend, demand.weekday, demand.change), pb.sales.demandMeasured(from, addDays(today, -1), demand.roomNights));
    if (demand.change !== null) {
      answer.figures.push({ key: 'weekend-vs-weekday', label: pb.sales.labels.weekendVsWeekday, value: demand.change, unit: 'percent', measured_over: pb.sales.measured.history(from, addDays(today, -1), demand.roomNights) });
    }
  } else answer.lines.push(pb.sales.noHistory);
  answer.lines.push(pb.sales.weekendPace(pace));
  answer.figures.push({ key: 'weekend-bookings', label: pb.sales.labels.weekendBookings, value: pace, unit: 'count', measured_over: `${pb.sales.measured.lastDays(7)}; ${nights}` });
  return answer;
}

async function business(db: Queryable, open: KnownHotel[], now: Date, pb: Phrasebook): Promise<Answer> {
  const today = indiaToday(now);
  const hotels = open.filter(isBusiness);
  const answer: Answer = { lines: [pb.sales.businessLead], figures: [], citations: hotels.map((h) => ({ kind: 'hotel', label: h.name, hotel_id: h.id })) };
  const from = addDays(today, -90);
  const demand = await dayKindOccupancy(db, hotels, from, today);
  const measured = pb.sales.measured.history(from, addDays(today, -1), demand.roomNights);
  if (demand.roomNights > 0) {
    answer.lines.push(pb.sales.businessOccupancy(demand.weekday, demand.weekend));
    answer.figures.push(
      { key: 'business:weekday', label: pb.sales.labels.weekdayOccupancy, value: demand.weekday, unit: 'percent', measured_over: measured },
      { key: 'business:weekend', label: pb.sales.labels.weekendOccupancy, value: demand.weekend, unit: 'percent', measured_over: measured },
    );
  } else answer.lines.push(pb.sales.noHistory);
  const lowest = hotels.flatMap((h) => h.rooms.map((r) => ({ hotel: h, room: r }))).sort((a, b) => a.room.pricePaise - b.room.pricePaise)[0];
  if (lowest) {
    const price = lowest.room.pricePaise / 100;
    answer.lines.push(pb.sales.businessLowest(lowest.hotel.name, lowest.room.type, price));
    answer.citations.push({ kind: 'room', label: lowest.room.type, hotel_id: lowest.hotel.id, room_type: lowest.room.type, price });
  }
  if (hotels.length) answer.lines.push(pb.sales.businessHotels(hotels.map((h) => h.name)));
  return answer;
}

async function overview(db: Queryable, now: Date, pb: Phrasebook): Promise<Answer> {
  const analytics = await liveAnalytics(db, now);
  const { occupancyRate, revenueGrowth } = analytics.data;
  const { basis } = analytics;
  const answer: Answer = {
    lines: [pb.sales.overview(occupancyRate, basis.nights, revenueGrowth), pb.sales.bookingsLastMonth(basis.bookings_last_30_days)],
    figures: [
      { key: 'occupancy', label: pb.sales.labels.occupancy, value: occupancyRate, unit: 'percent', measured_over: pb.sales.measured.nextNights(basis.nights, basis.from) },
      { key: 'bookings', label: pb.sales.labels.bookings, value: basis.bookings_last_30_days, unit: 'count', measured_over: pb.sales.measured.lastDays(30) },
    ],
    citations: [],
  };
  if (revenueGrowth !== null) answer.figures.splice(1, 0, { key: 'revenue-growth', label: pb.sales.labels.revenueGrowth, value: revenueGrowth, unit: 'percent', measured_over: pb.sales.measured.revenue });
  return answer;
}

/** The sales assistant's answer to a message, in the language asked, from live figures. */
export async function salesAnswer(db: Queryable, message: string, now: Date = new Date()): Promise<SalesResponse> {
  const read = readLanguage(message);
  const pb = phrasebookFor(read.lang);
  const q = normalise(read.english);
  const topic: Topic = topicWords.find(([, re]) => re.test(q))?.[0] ?? 'overview';
  const open = (await listHotels(db)).filter((h) => h.status === 'active' && h.rooms.length > 0);
  const answer =
    topic === 'deals' ? await deals(db, open, now, pb) : topic === 'weekend' ? await weekendDemand(db, open, now, pb) : topic === 'business' ? await business(db, open, now, pb) : await overview(db, now, pb);
  return {
    response: answer.lines.join('\n'),
    topic,
    figures: answer.figures,
    suggestions: pb.examples.sales.filter((_, i) => ['deals', 'weekend', 'business'][i] !== topic),
    lang: read.lang,
    question_lang: read.asked,
    citations: answer.citations,
  };
}
