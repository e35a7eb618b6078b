import type { ShownRating } from '@suvarna/contracts';
import type { Phrasebook } from './phrasebook';
import { rupees } from './names';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const date = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const short = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]!.slice(0, 3)}`;
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;
const pct = (n: number) => `${n.toFixed(1)}%`;
/** "a" or "an" before a word, by its first letter. */
const article = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
/** A shown rating in words: from reviews it says how many, else that it is the hotel's own. */
const ratingWords = (r: Exclude<ShownRating, { source: 'none' }>) =>
  r.source === 'reviews' ? `rated ${r.score.toFixed(1)} from ${plural(r.reviews, 'guest review')}` : `hotel rating ${r.score.toFixed(1)}`;

const tripNames = { honeymoon: 'a honeymoon', family: 'a family trip', business: 'a business trip', wellness: 'a wellness break', heritage: 'heritage', adventure: 'adventure' } as const;
const regionNames: Record<string, string> = { hills: 'The hills', north: 'North India', west: 'The West (Maharashtra and Goa)', south: 'South India', 'north-east': 'The North-East' };

export const english: Phrasebook = {
  lang: 'en',
  date,
  range: (from, to) => `${short(from)} to ${short(to)}`,
  list,
  trip: (t) => tripNames[t],
  region: (name) => name,
  roomKind: (k) => k,
  budget: (b) => b.label,
  guests: (n) => plural(n, 'guest'),
  source: (title) => `(Source: ${title})`,
  guideTitle: (city) => `Guide to ${city}`,

  youAsked: (parts) => `You asked for ${parts.join(', ')}.`,
  noPreferences: 'You did not name a place, a budget or a kind of trip, so here are our best-rated open hotels with rooms for two.',
  first: (hotel, why) => `${hotel} comes first: ${why.join('; ')}.`,
  then: (hotel, why) => `Then ${hotel}: ${why.join('; ')}.`,
  reasonPlace: (location, state, region) => (region ? `in ${region} (${location}, ${state})` : `in ${location}, ${state} as asked`),
  reasonDistance: (from, km) => `about ${km.toLocaleString('en-IN')} km from ${from} (straight line)`,
  reasonBudget: (price, budget) => `${rupees(price)} a night fits ${budget.label}`,
  reasonStay: (s) =>
    `${s.quantity > 1 ? `${s.quantity} × ${s.type}` : s.type}${s.roomKind ? ` (${s.roomKind})` : ''} for ${plural(s.guests, 'guest')} at ${rupees(s.price)} a night${s.checkIn && s.checkOut && s.free !== null ? `, ${s.free} free from ${short(s.checkIn)} to ${short(s.checkOut)}` : ''}`,
  reasonTrip: (t) => `suits ${tripNames[t]}`,
  reasonAmenity: (a) => `has ${a}`,
  reasonRating: ratingWords,
  notOpenYet: (h) =>
    h.status === 'future'
      ? `${h.name} in ${h.location} is a future property${h.openingDate ? `, opening ${date(h.openingDate)}` : ''}; it cannot be booked yet.`
      : `${h.name} in ${h.location} is in pre-opening${h.openingDate ? ` (opening planned for ${date(h.openingDate)})` : ''}; it cannot be booked yet.`,
  noneOpenIn: (place) => `We have no hotel open for booking in ${place} yet.`,
  noHotelIn: (place) => `We have no hotel in ${place}.`,
  unknownPlace: (place) => `We have no hotel in ${place}: Suvarna's hotels are all in India. Ask me about any Indian city, region or kind of stay.`,
  noneInRegion: (region) => `None of our open hotels is in ${region}.`,
  nearestLead: (from) => `The nearest open hotels to ${from}:`,
  amenityMissing: (a) => `None of the hotels that match the rest of your request has ${a.toLowerCase()}.`,
  roomKindMissing: (k) => `None of the hotels that match the rest of your request has a ${k} room.`,
  budgetNone: (budget, closest) =>
    `Nothing fits ${budget.label}${closest ? `: the closest is ${closest.hotel} at ${rupees(closest.price)} a night` : ''}. I kept to your budget rather than offer rooms outside it.`,
  fullyBooked: (hotels) => `Fully booked on those dates: ${list(hotels)}.`,
  tooSmall: (hotels, guests) => `No rooms for ${guests} at ${list(hotels)}.`,
  noneFit: 'No open hotel has rooms that fit right now.',
  notUnderstood: "I didn't understand that.",
  tryAsking: 'You could ask, for example:',
  examples: {
    recommendations: ['A beach honeymoon in Goa under ₹20,000', 'Family of four in Manali in December', 'A quiet hill retreat with a spa'],
    concierge: ['What time is check-in?', 'What is the cancellation policy?', 'Things to do in Jaipur'],
    sales: ['Any deals right now?', 'How busy is the coming weekend?', 'Corporate stays'],
  },

  hotelStatus: (h) => {
    const rated = h.rating.source === 'none' ? '' : h.rating.source === 'reviews' ? ` ${ratingWords(h.rating)}` : ` (${ratingWords(h.rating)})`;
    const kind = h.type ? article(h.type) : 'a Suvarna hotel';
    if (h.status === 'active') return `${h.name} in ${h.location}, ${h.state} is ${kind}${rated}, open for booking.`;
    if (h.status === 'pre-opening') return `${h.name} in ${h.location}, ${h.state} is ${kind}${rated}, opening soon (pre-opening${h.openingDate ? `, planned for ${date(h.openingDate)}` : ''}); it cannot be booked yet.`;
    return `${h.name} in ${h.location}, ${h.state} is ${kind}, a future project${h.openingDate ? ` opening ${date(h.openingDate)}` : ''} (coming soon); it cannot be booked yet.`;
  },
  amenitiesOf: (hotel, amenities) => `Amenities at ${hotel}: ${amenities.join(', ')}.`,
  hasAmenity: (hotel, amenity) => `Yes: ${hotel} has ${amenity}.`,
  lacksAmenity: (hotel, asked) => `${hotel} does not list ${asked.toLowerCase()} among its amenities.`,
  roomsAt: (hotel, rooms) => `Rooms at ${hotel}: ${rooms.map((r) => `${r.type} from ${rupees(r.price)} a night for ${plural(r.capacity, 'guest')}`).join('; ')}.`,
  noRoomsListed: (hotel) => `${hotel} has no rooms on sale yet.`,
  contactOf: (hotel, c) => `Contact ${hotel}: ${c.phone}, ${c.email}, ${c.address}.`,
  dining: (hotel, dining, phone) =>
    `${dining.length ? `${hotel} has ${list(dining)} on site. ` : ''}I don't have its meal times or what its rates include: the hotel will tell you on ${phone}.`,
  diningChain: (withRestaurant, open) => `${withRestaurant} of our ${open} open hotels have a restaurant on site. Meal times and what a rate includes are set by each hotel; name the hotel or city and I'll give you its number.`,
  hotelsWith: (amenity, hotels) => `Our open hotels with ${amenity.toLowerCase()}: ${list(hotels)}.`,
  noHotelWith: (amenity) => `None of our open hotels lists ${amenity.toLowerCase()}.`,
  ourHotels: 'Our hotels',
  guideLead: (city) => `In ${city}:`,
  askAbout: {
    roomPrices: (hotel) => `Room prices at ${hotel}`,
    amenities: (hotel) => `Amenities at ${hotel}`,
    thingsToDo: (city) => `Things to do in ${city}`,
    whereToEat: (city) => `Where to eat in ${city}`,
    bestTime: (city) => `Best time to visit ${city}`,
    cancellation: 'Cancellation policy',
    checkIn: 'Check-in and check-out times',
    pets: 'Are pets allowed?',
    hotelsWithSpa: 'Hotels with a spa',
  },

  sales: {
    dealsLead: 'The lowest prices free for the coming weekend, against what guests usually pay at each hotel:',
    dealSegment: (segment, saving, hotels) => `${segment === 'hills' ? 'Mountain resorts' : 'Business properties'}: lowest free price ${pct(saving)} below the usual price (average of ${plural(hotels, 'hotel')}).`,
    deal: (hotel, room, price, usual, saving) => `${hotel}: ${room} at ${rupees(price)} a night, ${pct(saving)} below its usual ${rupees(usual)}.`,
    noDealHistory: (hotel, room, price) => `${hotel}: ${room} at ${rupees(price)} a night (no booking history yet to compare with).`,
    dealsMeasured: (nights, roomNights) => `Usual price: the average paid per room-night over the last 12 months (${plural(roomNights, 'room-night')}); lowest: room types with a room free on ${nights}.`,
    weekendLead: (nights) => `Rooms still free for the coming weekend (${nights}):`,
    freeShare: (region, share, free, total) => `${region}: ${pct(share)} free (${free.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} room-nights).`,
    weekendDemand: (weekend, weekday, change) =>
      change === null
        ? `Weekend nights were ${pct(weekend)} booked and weekday nights ${pct(weekday)}.`
        : `Weekend nights (Friday and Saturday) were ${pct(weekend)} booked against ${pct(weekday)} on weekdays: demand ${change >= 0 ? `${pct(change)} higher` : `${pct(-change)} lower`} at weekends.`,
    demandMeasured: (from, to, roomNights) => `Measured over the nights from ${date(from)} to ${date(to)} (${plural(roomNights, 'room-night')} sold).`,
    weekendPace: (bookings) => `${plural(bookings, 'booking')} for the coming weekend were made in the last 7 days.`,
    businessLead: 'For business and corporate stays, from our business hotels’ own bookings:',
    businessOccupancy: (weekday, weekend) => `Weekday nights (Sunday to Thursday) were ${pct(weekday)} booked, weekend nights ${pct(weekend)}.`,
    businessLowest: (hotel, room, price) => `Lowest weekday rate: ${room} at ${hotel}, ${rupees(price)} a night.`,
    businessHotels: (hotels) => `With meeting rooms or a business centre: ${list(hotels)}.`,
    overview: (occupancy, nights, growth) =>
      `Our open hotels are ${pct(occupancy)} booked over the next ${nights} nights${growth === null ? ', with no revenue growth figure yet (no bookings in the month before)' : `, with revenue ${growth >= 0 ? 'up' : 'down'} ${pct(Math.abs(growth))} on the month before`}.`,
    bookingsLastMonth: (count) => `${plural(count, 'booking')} were made in the last 30 days.`,
    noHistory: 'There is no booking history yet to measure this over.',
    segmentName: (segment) => (segment === 'hills' ? 'Mountain resorts' : 'Business properties'),
    salesRegion: (region) => regionNames[region]!,
    labels: {
      dealSaving: (hotel) => `${hotel}: lowest free price below usual`,
      segmentSaving: (segment) => `${segment === 'hills' ? 'Mountain resorts' : 'Business properties'}: below usual price`,
      lowestPrice: (hotel) => `${hotel}: lowest free price`,
      freeShare: (region) => `${region}: rooms free`,
      weekendVsWeekday: 'Weekend demand against weekdays',
      weekendBookings: 'Bookings for the weekend, last 7 days',
      weekdayOccupancy: 'Business hotels: weekdays booked',
      weekendOccupancy: 'Business hotels: weekends booked',
      occupancy: 'Occupancy',
      revenueGrowth: 'Revenue growth',
      bookings: 'Bookings, last 30 days',
    },
    measured: {
      coming: (nights, hotels, rooms) => `${nights}; ${plural(hotels, 'open hotel')}, ${plural(rooms, 'room')}`,
      usualPrice: (roomNights) => `usual price: average paid per room-night, last 12 months (${plural(roomNights, 'room-night')})`,
      history: (from, to, roomNights) => `nights from ${date(from)} to ${date(to)} (${plural(roomNights, 'room-night')} sold)`,
      nextNights: (nights, from) => `the next ${nights} nights from ${date(from)}`,
      lastDays: (days) => `the last ${days} days`,
      revenue: 'bookings made in the last 30 days against the 30 before (paid less refunds)',
    },
  },
};
