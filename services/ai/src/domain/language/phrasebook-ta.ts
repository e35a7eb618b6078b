import type { Budget } from '../understand-request';
import { placeName, rupees } from './names';
import type { ShownRating } from '@suvarna/contracts';
import type { Phrasebook } from './phrasebook';

const MONTHS = ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'];
const date = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const short = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} மற்றும் ${items.at(-1)}`);
const n = (x: number) => x.toLocaleString('en-IN');
const pct = (x: number) => `${x.toFixed(1)}%`;
const place = (name: string) => placeName(name, 'ta');
/** A shown rating in words: from reviews it says how many, else that it is the hotel's own. */
const ratingWords = (r: Exclude<ShownRating, { source: 'none' }>) =>
  r.source === 'reviews' ? `மதிப்பீடு ${r.score.toFixed(1)} (${n(r.reviews)} ${r.reviews === 1 ? 'மதிப்புரை' : 'மதிப்புரைகள்'})` : `ஹோட்டல் மதிப்பீடு ${r.score.toFixed(1)}`;

const tripNames = { honeymoon: 'தேனிலவு', family: 'குடும்பப் பயணம்', business: 'வணிகப் பயணம்', wellness: 'நலவாழ்வு ஓய்வு', heritage: 'பாரம்பரியச் சுற்றுலா', adventure: 'சாகசம்' } as const;
const tripFits = {
  honeymoon: 'தேனிலவுக்கு ஏற்றது',
  family: 'குடும்பப் பயணத்துக்கு ஏற்றது',
  business: 'வணிகப் பயணத்துக்கு ஏற்றது',
  wellness: 'நலவாழ்வு ஓய்வுக்கு ஏற்றது',
  heritage: 'பாரம்பரியச் சுற்றுலாவுக்கு ஏற்றது',
  adventure: 'சாகசத்துக்கு ஏற்றது',
} as const;
const regionNames: Record<string, string> = {
  'the hills': 'மலைப்பகுதி',
  'the beach': 'கடற்கரை',
  'the backwaters': 'காயல்',
  'the North-East': 'வடகிழக்கு',
  'the desert': 'பாலைவனம்',
  'South India': 'தென்னிந்தியா',
  'North India': 'வட இந்தியா',
};
const kindNames = {
  'sea view': 'கடல் காட்சி',
  'lake view': 'ஏரிக் காட்சி',
  'river view': 'நதிக் காட்சி',
  'mountain view': 'மலைக் காட்சி',
  suite: 'சூட்',
  villa: 'வில்லா',
  cottage: 'குடில்',
  'family room': 'குடும்ப அறை',
} as const;
const salesRegions: Record<string, string> = { hills: 'மலைப்பகுதி', north: 'வட இந்தியா', west: 'மேற்கு (மகாராஷ்டிரா, கோவா)', south: 'தென்னிந்தியா', 'north-east': 'வடகிழக்கு' };
const segmentNames = { hills: 'மலை ரிசார்ட்டுகள்', business: 'வணிக ஹோட்டல்கள்' } as const;

function budget(b: Budget): string {
  if (b.min !== null && b.max !== null) return `ஒரு இரவுக்கு ${rupees(b.min)} முதல் ${rupees(b.max)} வரை`;
  if (b.max !== null) return `ஒரு இரவுக்கு ${rupees(b.max)} வரை`;
  return `ஒரு இரவுக்கு ${rupees(b.min ?? 0)}-க்கு மேல்`;
}

export const tamil: Phrasebook = {
  lang: 'ta',
  date,
  range: (from, to) => `${short(from)} முதல் ${short(to)} வரை`,
  list,
  trip: (t) => tripNames[t],
  region: (name) => regionNames[name] ?? name,
  roomKind: (k) => kindNames[k],
  budget,
  guests: (x) => `${x} விருந்தினர்`,
  source: (title) => `(ஆதாரம்: ${title})`,
  guideTitle: (city) => `${place(city)} வழிகாட்டி`,

  youAsked: (parts) => `நீங்கள் கேட்டது: ${parts.join(', ')}.`,
  noPreferences: 'இடம், பட்ஜெட், பயண வகை எதுவும் சொல்லவில்லை; இருவருக்கு அறை உள்ள, மிக உயர்ந்த மதிப்பீடு பெற்ற எங்கள் திறந்த ஹோட்டல்கள் இவை.',
  first: (hotel, why) => `முதலில் ${hotel}: ${why.join('; ')}.`,
  then: (hotel, why) => `அடுத்து ${hotel}: ${why.join('; ')}.`,
  reasonPlace: (location, state, region) => (region ? `${regionNames[region] ?? region} பகுதியில் (${place(location)}, ${place(state)})` : `நீங்கள் கேட்டபடி ${place(location)}, ${place(state)}`),
  reasonDistance: (from, km) => `${place(from)}-இலிருந்து சுமார் ${n(km)} கி.மீ. (நேர்கோட்டில்)`,
  reasonBudget: (price, b) => `ஒரு இரவுக்கு ${rupees(price)}, உங்கள் பட்ஜெட்டுக்குள் (${budget(b)})`,
  reasonStay: (s) =>
    `${s.quantity > 1 ? `${s.quantity} × ` : ''}${s.type}${s.roomKind ? ` (${kindNames[s.roomKind]})` : ''}, ${s.guests} விருந்தினருக்கு ஒரு இரவுக்கு ${rupees(s.price)}${s.checkIn && s.checkOut && s.free !== null ? `, ${short(s.checkIn)} முதல் ${short(s.checkOut)} வரை ${s.free} காலி` : ''}`,
  reasonTrip: (t) => tripFits[t],
  reasonAmenity: (a) => `${a} உண்டு`,
  reasonRating: ratingWords,
  notOpenYet: (h) =>
    h.status === 'future'
      ? `${h.name} (${place(h.location)}) ஒரு எதிர்காலத் திட்டம்${h.openingDate ? `; ${date(h.openingDate)} அன்று திறக்கும்` : ''}; இப்போது முன்பதிவு செய்ய முடியாது.`
      : `${h.name} (${place(h.location)}) திறப்புக்கு முந்தைய நிலையில் உள்ளது${h.openingDate ? ` (திட்டமிட்ட திறப்பு ${date(h.openingDate)})` : ''}; இப்போது முன்பதிவு செய்ய முடியாது.`,
  noneOpenIn: (p) => `${place(p)}-இல் முன்பதிவுக்குத் திறந்த எங்கள் ஹோட்டல் இன்னும் இல்லை.`,
  noHotelIn: (p) => `${place(p)}-இல் எங்கள் ஹோட்டல் இல்லை.`,
  unknownPlace: (p) => `${p}-இல் எங்கள் ஹோட்டல் இல்லை: சுவர்ணாவின் எல்லா ஹோட்டல்களும் இந்தியாவில் உள்ளன. எந்த இந்திய நகரம், பகுதி அல்லது தங்கும் வகை பற்றியும் கேளுங்கள்.`,
  noneInRegion: (region) => `${regionNames[region] ?? region} பகுதியில் எங்கள் திறந்த ஹோட்டல் எதுவும் இல்லை.`,
  nearestLead: (from) => `${place(from)}-க்கு அருகிலுள்ள திறந்த ஹோட்டல்கள்:`,
  amenityMissing: (a) => `உங்கள் மற்ற தேவைகளுக்குப் பொருந்தும் எந்த ஹோட்டலிலும் ${a} இல்லை.`,
  roomKindMissing: (k) => `உங்கள் மற்ற தேவைகளுக்குப் பொருந்தும் எந்த ஹோட்டலிலும் ${kindNames[k]} அறை இல்லை.`,
  budgetNone: (b, closest) =>
    `${budget(b)} என்ற பட்ஜெட்டில் எதுவும் பொருந்தவில்லை${closest ? `: மிக நெருக்கமானது ${closest.hotel}, ஒரு இரவுக்கு ${rupees(closest.price)}` : ''}. உங்கள் பட்ஜெட்டுக்கு வெளியே உள்ள அறைகளைப் பரிந்துரைக்கவில்லை.`,
  fullyBooked: (hotels) => `அந்தத் தேதிகளில் முழுதும் நிரம்பியவை: ${list(hotels)}.`,
  tooSmall: (hotels, guests) => `${list(hotels)}: ${guests} பேருக்கு அறைகள் இல்லை.`,
  noneFit: 'இப்போது எந்தத் திறந்த ஹோட்டலிலும் பொருந்தும் அறைகள் இல்லை.',
  notUnderstood: 'எனக்கு அது புரியவில்லை.',
  tryAsking: 'இப்படிக் கேட்கலாம்:',
  examples: {
    recommendations: ['கோவாவில் ₹20,000-க்குள் தேனிலவு', 'டிசம்பரில் மணாலியில் நான்கு பேர் கொண்ட குடும்பம்', 'ஸ்பா உள்ள அமைதியான மலை ஹோட்டல்'],
    concierge: ['செக்-இன் எத்தனை மணிக்கு?', 'ரத்து செய்யும் கொள்கை என்ன?', 'ஜெய்ப்பூரில் என்ன பார்க்கலாம்?'],
    sales: ['இப்போது ஏதாவது சலுகை உண்டா?', 'வரும் வார இறுதி எவ்வளவு நிரம்பியுள்ளது?', 'கார்ப்பரேட் தங்குமிடம்'],
  },

  hotelStatus: (h) => {
    const where = `${h.name} (${place(h.location)}, ${place(h.state)})`;
    if (h.status === 'active') return `${where} முன்பதிவுக்குத் திறந்துள்ளது${h.rating.source === 'none' ? '' : `; ${ratingWords(h.rating)}`}.`;
    if (h.status === 'pre-opening') return `${where} விரைவில் திறக்கும் (திறப்புக்கு முந்தைய நிலை${h.openingDate ? `, திட்டம் ${date(h.openingDate)}` : ''}); இப்போது முன்பதிவு செய்ய முடியாது.`;
    return `${where} ஒரு எதிர்காலத் திட்டம்${h.openingDate ? `; ${date(h.openingDate)} அன்று திறக்கும்` : ''}; இப்போது முன்பதிவு செய்ய முடியாது.`;
  },
  amenitiesOf: (hotel, amenities) => `${hotel} வசதிகள்: ${amenities.join(', ')}.`,
  hasAmenity: (hotel, amenity) => `ஆம்: ${hotel}-இல் ${amenity} உண்டு.`,
  lacksAmenity: (hotel, asked) => `${hotel}-இன் வசதிகளில் ${asked} இல்லை.`,
  roomsAt: (hotel, rooms) => `${hotel} அறைகள்: ${rooms.map((r) => `${r.type}, ஒரு இரவுக்கு ${rupees(r.price)} முதல், ${r.capacity} விருந்தினருக்கு`).join('; ')}.`,
  noRoomsListed: (hotel) => `${hotel}-இல் இன்னும் அறைகள் விற்பனைக்கு இல்லை.`,
  contactOf: (hotel, c) => `${hotel} தொடர்பு: ${c.phone}, ${c.email}, ${c.address}.`,
  dining: (hotel, dining, phone) => `${dining.length ? `${hotel}-இல் ${list(dining)} உண்டு. ` : ''}உணவு நேரங்களும் கட்டணத்தில் எவை அடங்கும் என்பதும் என்னிடம் பதிவில் இல்லை: ஹோட்டல் ${phone} எண்ணில் சொல்லும்.`,
  diningChain: (withRestaurant, open) => `எங்கள் ${open} திறந்த ஹோட்டல்களில் ${withRestaurant}-இல் உணவகம் உண்டு. உணவு நேரங்களையும் கட்டணத்தில் எவை அடங்கும் என்பதையும் ஒவ்வொரு ஹோட்டலும் தீர்மானிக்கிறது; ஹோட்டல் அல்லது நகரத்தின் பெயரைச் சொன்னால் அதன் எண்ணைத் தருகிறேன்.`,
  hotelsWith: (amenity, hotels) => `${amenity} உள்ள எங்கள் திறந்த ஹோட்டல்கள்: ${list(hotels)}.`,
  noHotelWith: (amenity) => `எங்கள் திறந்த ஹோட்டல்கள் எதிலும் ${amenity} இல்லை.`,
  ourHotels: 'எங்கள் ஹோட்டல்கள்',
  guideLead: (city) => `${place(city)}:`,
  askAbout: {
    roomPrices: (hotel) => `${hotel} அறை விலைகள்`,
    amenities: (hotel) => `${hotel} வசதிகள்`,
    thingsToDo: (city) => `${place(city)}-இல் என்ன பார்க்கலாம்`,
    whereToEat: (city) => `${place(city)}-இல் எங்கே சாப்பிடலாம்`,
    bestTime: (city) => `${place(city)} செல்ல சிறந்த நேரம்`,
    cancellation: 'ரத்து செய்யும் கொள்கை',
    checkIn: 'செக்-இன், செக்-அவுட் நேரம்',
    pets: 'செல்லப் பிராணிகளை அழைத்து வரலாமா?',
    hotelsWithSpa: 'ஸ்பா உள்ள ஹோட்டல்கள்',
  },

  sales: {
    dealsLead: 'வரும் வார இறுதிக்குக் காலியாக உள்ள மிகக் குறைந்த விலைகள், ஒவ்வொரு ஹோட்டலிலும் விருந்தினர் வழக்கமாகச் செலுத்துவதுடன் ஒப்பிட்டு:',
    dealSegment: (segment, saving, hotels) => `${segmentNames[segment]}: காலியாக உள்ள மிகக் குறைந்த விலை வழக்கமான விலையை விட ${pct(saving)} குறைவு (${hotels} ஹோட்டல்களின் சராசரி).`,
    deal: (hotel, room, price, usual, saving) => `${hotel}: ${room} ஒரு இரவுக்கு ${rupees(price)}, வழக்கமான ${rupees(usual)}-ஐ விட ${pct(saving)} குறைவு.`,
    noDealHistory: (hotel, room, price) => `${hotel}: ${room} ஒரு இரவுக்கு ${rupees(price)} (ஒப்பிட இன்னும் முன்பதிவு வரலாறு இல்லை).`,
    dealsMeasured: (nights, roomNights) => `வழக்கமான விலை: கடந்த 12 மாதங்களில் ஒரு அறை-இரவுக்குச் செலுத்திய சராசரி (${n(roomNights)} அறை-இரவுகள்); குறைந்த விலை: ${nights} குறைந்தது ஒரு அறை காலியாக உள்ள வகைகள்.`,
    weekendLead: (nights) => `வரும் வார இறுதிக்கு (${nights}) இன்னும் காலியாக உள்ள அறைகள்:`,
    freeShare: (region, share, free, total) => `${region}: ${pct(share)} காலி (${n(total)} அறை-இரவுகளில் ${n(free)}).`,
    weekendDemand: (weekend, weekday, change) =>
      change === null
        ? `வார இறுதி இரவுகள் ${pct(weekend)}, வார நாள் இரவுகள் ${pct(weekday)} முன்பதிவானவை.`
        : `வார இறுதி (வெள்ளி, சனி) இரவுகள் ${pct(weekend)} முன்பதிவானவை, வார நாட்களில் ${pct(weekday)}: வார இறுதியில் தேவை ${pct(Math.abs(change))} ${change >= 0 ? 'அதிகம்' : 'குறைவு'}.`,
    demandMeasured: (from, to, roomNights) => `${date(from)} முதல் ${date(to)} வரையிலான இரவுகளில் அளந்தது (${n(roomNights)} அறை-இரவுகள் விற்பனை).`,
    weekendPace: (bookings) => `வரும் வார இறுதிக்குக் கடந்த 7 நாட்களில் ${n(bookings)} முன்பதிவுகள் செய்யப்பட்டன.`,
    businessLead: 'வணிக, கார்ப்பரேட் தங்குமிடங்களுக்கு, எங்கள் வணிக ஹோட்டல்களின் முன்பதிவுகளிலிருந்து:',
    businessOccupancy: (weekday, weekend) => `வார நாள் (ஞாயிறு முதல் வியாழன்) இரவுகள் ${pct(weekday)} முன்பதிவானவை, வார இறுதி இரவுகள் ${pct(weekend)}.`,
    businessLowest: (hotel, room, price) => `வார நாட்களின் குறைந்த கட்டணம்: ${hotel}-இல் ${room}, ஒரு இரவுக்கு ${rupees(price)}.`,
    businessHotels: (hotels) => `கூட்ட அறைகள் அல்லது வணிக மையம் உள்ளவை: ${list(hotels)}.`,
    overview: (occupancy, nights, growth) =>
      `அடுத்த ${nights} இரவுகளுக்கு எங்கள் திறந்த ஹோட்டல்கள் ${pct(occupancy)} முன்பதிவாகியுள்ளன${growth === null ? '; வருவாய் வளர்ச்சி எண் இன்னும் இல்லை (முந்தைய மாதத்தில் முன்பதிவுகள் இல்லை)' : `; முந்தைய மாதத்தை விட வருவாய் ${pct(Math.abs(growth))} ${growth >= 0 ? 'உயர்ந்துள்ளது' : 'குறைந்துள்ளது'}`}.`,
    bookingsLastMonth: (count) => `கடந்த 30 நாட்களில் ${n(count)} முன்பதிவுகள் செய்யப்பட்டன.`,
    noHistory: 'இதை அளக்க இன்னும் முன்பதிவு வரலாறு இல்லை.',
    segmentName: (segment) => segmentNames[segment],
    salesRegion: (region) => salesRegions[region]!,
    labels: {
      dealSaving: (hotel) => `${hotel}: வழக்கத்தை விடக் குறைந்த விலை`,
      segmentSaving: (segment) => `${segmentNames[segment]}: வழக்கமான விலையை விடக் குறைவு`,
      lowestPrice: (hotel) => `${hotel}: காலியாக உள்ள குறைந்த விலை`,
      freeShare: (region) => `${region}: காலி அறைகள்`,
      weekendVsWeekday: 'வார நாட்களை விட வார இறுதித் தேவை',
      weekendBookings: 'வார இறுதிக்கான முன்பதிவுகள், கடந்த 7 நாட்கள்',
      weekdayOccupancy: 'வணிக ஹோட்டல்கள்: வார நாட்கள் முன்பதிவு',
      weekendOccupancy: 'வணிக ஹோட்டல்கள்: வார இறுதி முன்பதிவு',
      occupancy: 'நிரம்பல் விகிதம்',
      revenueGrowth: 'வருவாய் வளர்ச்சி',
      bookings: 'முன்பதிவுகள், கடந்த 30 நாட்கள்',
    },
    measured: {
      coming: (nights, hotels, rooms) => `${nights}; ${n(hotels)} திறந்த ஹோட்டல்கள், ${n(rooms)} அறைகள்`,
      usualPrice: (roomNights) => `வழக்கமான விலை: ஒரு அறை-இரவுக்குச் சராசரி, கடந்த 12 மாதங்கள் (${n(roomNights)} அறை-இரவுகள்)`,
      history: (from, to, roomNights) => `${date(from)} முதல் ${date(to)} வரையிலான இரவுகள் (${n(roomNights)} அறை-இரவுகள் விற்பனை)`,
      nextNights: (nights, from) => `${date(from)} முதல் அடுத்த ${nights} இரவுகள்`,
      lastDays: (days) => `கடந்த ${days} நாட்கள்`,
      revenue: 'கடந்த 30 நாட்களின் முன்பதிவுகள், அதற்கு முந்தைய 30 நாட்களுடன் ஒப்பிட்டு (செலுத்தியதில் திருப்பியது கழித்து)',
    },
  },
};
