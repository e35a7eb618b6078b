import type { Budget } from '../understand-request';
import { placeName, rupees } from './names';
import type { ShownRating } from '@suvarna/contracts';
import type { Phrasebook } from './phrasebook';

const MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const date = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const short = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`);
const n = (x: number) => x.toLocaleString('en-IN');
const pct = (x: number) => `${x.toFixed(1)}%`;
const place = (name: string) => placeName(name, 'hi');
/** A shown rating in words: from reviews it says how many, else that it is the hotel's own. */
const ratingWords = (r: Exclude<ShownRating, { source: 'none' }>) =>
  r.source === 'reviews' ? `रेटिंग ${r.score.toFixed(1)} (${n(r.reviews)} ${r.reviews === 1 ? 'समीक्षा' : 'समीक्षाएँ'})` : `होटल रेटिंग ${r.score.toFixed(1)}`;

const tripNames = { honeymoon: 'हनीमून', family: 'पारिवारिक यात्रा', business: 'बिज़नेस ट्रिप', wellness: 'वेलनेस ब्रेक', heritage: 'विरासत की सैर', adventure: 'रोमांच' } as const;
const regionNames: Record<string, string> = {
  'the hills': 'पहाड़',
  'the beach': 'समुद्र तट',
  'the backwaters': 'बैकवाटर',
  'the North-East': 'पूर्वोत्तर',
  'the desert': 'रेगिस्तान',
  'South India': 'दक्षिण भारत',
  'North India': 'उत्तर भारत',
};
const kindNames = {
  'sea view': 'सी व्यू (समुद्र की ओर)',
  'lake view': 'झील की ओर',
  'river view': 'नदी की ओर',
  'mountain view': 'पहाड़ों की ओर',
  suite: 'सुइट',
  villa: 'विला',
  cottage: 'कॉटेज',
  'family room': 'फ़ैमिली रूम',
} as const;
const salesRegions: Record<string, string> = { hills: 'पहाड़', north: 'उत्तर भारत', west: 'पश्चिम (महाराष्ट्र और गोवा)', south: 'दक्षिण भारत', 'north-east': 'पूर्वोत्तर' };
const segmentNames = { hills: 'पहाड़ी रिज़ॉर्ट', business: 'बिज़नेस होटल' } as const;

function budget(b: Budget): string {
  if (b.min !== null && b.max !== null) return `${rupees(b.min)} से ${rupees(b.max)} प्रति रात`;
  if (b.max !== null) return `${rupees(b.max)} प्रति रात तक`;
  return `${rupees(b.min ?? 0)} प्रति रात से ऊपर`;
}

export const hindi: Phrasebook = {
  lang: 'hi',
  date,
  range: (from, to) => `${short(from)} से ${short(to)}`,
  list,
  trip: (t) => tripNames[t],
  region: (name) => regionNames[name] ?? name,
  roomKind: (k) => kindNames[k],
  budget,
  guests: (x) => `${x} मेहमान`,
  source: (title) => `(स्रोत: ${title})`,
  guideTitle: (city) => `${place(city)} गाइड`,

  youAsked: (parts) => `आपने पूछा: ${parts.join(', ')}।`,
  noPreferences: 'आपने कोई जगह, बजट या यात्रा का प्रकार नहीं बताया, इसलिए यहाँ दो लोगों के कमरों वाले हमारे सबसे ऊँची रेटिंग के खुले होटल हैं।',
  first: (hotel, why) => `सबसे पहले ${hotel}: ${why.join('; ')}।`,
  then: (hotel, why) => `फिर ${hotel}: ${why.join('; ')}।`,
  reasonPlace: (location, state, region) => (region ? `${regionNames[region] ?? region} में (${place(location)}, ${place(state)})` : `${place(location)}, ${place(state)} में, जैसा आपने पूछा`),
  reasonDistance: (from, km) => `${place(from)} से लगभग ${n(km)} किमी (सीधी दूरी)`,
  reasonBudget: (price, b) => `${rupees(price)} प्रति रात, आपके बजट (${budget(b)}) में`,
  reasonStay: (s) =>
    `${s.quantity > 1 ? `${s.quantity} × ` : ''}${s.type}${s.roomKind ? ` (${kindNames[s.roomKind]})` : ''}, ${s.guests} मेहमानों के लिए ${rupees(s.price)} प्रति रात${s.checkIn && s.checkOut && s.free !== null ? `, ${short(s.checkIn)} से ${short(s.checkOut)} तक ${s.free} खाली` : ''}`,
  reasonTrip: (t) => `${tripNames[t]} के लिए उपयुक्त`,
  reasonAmenity: (a) => `${a} उपलब्ध`,
  reasonRating: ratingWords,
  notOpenYet: (h) =>
    h.status === 'future'
      ? `${h.name} (${place(h.location)}) भविष्य की परियोजना है${h.openingDate ? `, जो ${date(h.openingDate)} को खुलेगा` : ''}; अभी इसकी बुकिंग नहीं हो सकती।`
      : `${h.name} (${place(h.location)}) प्री-ओपनिंग में है${h.openingDate ? ` (खुलने की योजना ${date(h.openingDate)})` : ''}; अभी इसकी बुकिंग नहीं हो सकती।`,
  noneOpenIn: (p) => `${place(p)} में हमारा कोई होटल अभी बुकिंग के लिए खुला नहीं है।`,
  noHotelIn: (p) => `${place(p)} में हमारा कोई होटल नहीं है।`,
  unknownPlace: (p) => `${p} में हमारा कोई होटल नहीं है: सुवर्णा के सभी होटल भारत में हैं। किसी भारतीय शहर, क्षेत्र या ठहरने के प्रकार के बारे में पूछिए।`,
  noneInRegion: (region) => `${regionNames[region] ?? region} में हमारा कोई खुला होटल नहीं है।`,
  nearestLead: (from) => `${place(from)} के सबसे पास के खुले होटल:`,
  amenityMissing: (a) => `आपकी बाक़ी शर्तें पूरी करने वाले किसी होटल में ${a} नहीं है।`,
  roomKindMissing: (k) => `आपकी बाक़ी शर्तें पूरी करने वाले किसी होटल में ${kindNames[k]} कमरा नहीं है।`,
  budgetNone: (b, closest) =>
    `${budget(b)} में कुछ नहीं मिला${closest ? `: सबसे क़रीब ${closest.hotel} है, ${rupees(closest.price)} प्रति रात` : ''}। मैंने आपके बजट से बाहर के कमरे नहीं सुझाए।`,
  fullyBooked: (hotels) => `उन तारीख़ों पर पूरी तरह बुक: ${list(hotels)}।`,
  tooSmall: (hotels, guests) => `${list(hotels)} में ${guests} लोगों के लिए कमरे नहीं हैं।`,
  noneFit: 'अभी किसी खुले होटल में उपयुक्त कमरे नहीं हैं।',
  notUnderstood: 'मैं यह समझ नहीं पाया।',
  tryAsking: 'आप ऐसे पूछ सकते हैं:',
  examples: {
    recommendations: ['गोवा में ₹20,000 से कम में हनीमून', 'दिसंबर में मनाली में चार लोगों का परिवार', 'स्पा वाला शांत पहाड़ी होटल'],
    concierge: ['चेक-इन कितने बजे होता है?', 'रद्द करने की नीति क्या है?', 'जयपुर में क्या देखें?'],
    sales: ['अभी कोई ऑफ़र है?', 'आने वाला वीकेंड कितना भरा है?', 'कॉर्पोरेट ठहराव'],
  },

  hotelStatus: (h) => {
    const where = `${h.name} (${place(h.location)}, ${place(h.state)})`;
    if (h.status === 'active') return `${where} बुकिंग के लिए खुला है${h.rating.source === 'none' ? '' : `, ${ratingWords(h.rating)}`}।`;
    if (h.status === 'pre-opening') return `${where} जल्द खुलेगा (प्री-ओपनिंग${h.openingDate ? `, योजना ${date(h.openingDate)}` : ''}); अभी इसकी बुकिंग नहीं हो सकती।`;
    return `${where} भविष्य की परियोजना है${h.openingDate ? `, जो ${date(h.openingDate)} को खुलेगा` : ''}; अभी इसकी बुकिंग नहीं हो सकती।`;
  },
  amenitiesOf: (hotel, amenities) => `${hotel} की सुविधाएँ: ${amenities.join(', ')}।`,
  hasAmenity: (hotel, amenity) => `हाँ: ${hotel} में ${amenity} है।`,
  lacksAmenity: (hotel, asked) => `${hotel} की सुविधाओं में ${asked} नहीं है।`,
  roomsAt: (hotel, rooms) => `${hotel} के कमरे: ${rooms.map((r) => `${r.type} ${rupees(r.price)} प्रति रात से, ${r.capacity} मेहमानों के लिए`).join('; ')}।`,
  noRoomsListed: (hotel) => `${hotel} में अभी कोई कमरा बिक्री पर नहीं है।`,
  contactOf: (hotel, c) => `${hotel} से संपर्क: ${c.phone}, ${c.email}, ${c.address}।`,
  dining: (hotel, dining, phone) => `${dining.length ? `${hotel} में ${list(dining)} है। ` : ''}इसके भोजन का समय या किराए में क्या शामिल है, यह मेरे पास दर्ज नहीं है: होटल ${phone} पर बताएगा।`,
  diningChain: (withRestaurant, open) => `हमारे ${open} खुले होटलों में से ${withRestaurant} में रेस्तरां है। भोजन का समय और किराए में क्या शामिल है, यह हर होटल तय करता है; होटल या शहर का नाम बताइए, मैं उसका नंबर दूँगा।`,
  hotelsWith: (amenity, hotels) => `${amenity} वाले हमारे खुले होटल: ${list(hotels)}।`,
  noHotelWith: (amenity) => `हमारे किसी खुले होटल में ${amenity} नहीं है।`,
  ourHotels: 'हमारे होटल',
  guideLead: (city) => `${place(city)} में:`,
  askAbout: {
    roomPrices: (hotel) => `${hotel} के कमरों की क़ीमतें`,
    amenities: (hotel) => `${hotel} की सुविधाएँ`,
    thingsToDo: (city) => `${place(city)} में क्या करें`,
    whereToEat: (city) => `${place(city)} में कहाँ खाएँ`,
    bestTime: (city) => `${place(city)} जाने का सबसे अच्छा समय`,
    cancellation: 'रद्द करने की नीति',
    checkIn: 'चेक-इन और चेक-आउट का समय',
    pets: 'क्या पालतू जानवर ला सकते हैं?',
    hotelsWithSpa: 'स्पा वाले होटल',
  },

  sales: {
    dealsLead: 'आने वाले वीकेंड के लिए खाली सबसे कम क़ीमतें, हर होटल में मेहमान आमतौर पर जो देते हैं उसकी तुलना में:',
    dealSegment: (segment, saving, hotels) => `${segmentNames[segment]}: सबसे कम खाली क़ीमत सामान्य क़ीमत से ${pct(saving)} कम (${hotels} होटलों का औसत)।`,
    deal: (hotel, room, price, usual, saving) => `${hotel}: ${room} ${rupees(price)} प्रति रात, सामान्य ${rupees(usual)} से ${pct(saving)} कम।`,
    noDealHistory: (hotel, room, price) => `${hotel}: ${room} ${rupees(price)} प्रति रात (तुलना के लिए अभी बुकिंग का इतिहास नहीं है)।`,
    dealsMeasured: (nights, roomNights) => `सामान्य क़ीमत: पिछले 12 महीनों में प्रति कमरा-रात दी गई औसत क़ीमत (${n(roomNights)} कमरा-रातें); सबसे कम: ${nights} कम से कम एक खाली कमरे वाले प्रकार।`,
    weekendLead: (nights) => `आने वाले वीकेंड (${nights}) के लिए अभी खाली कमरे:`,
    freeShare: (region, share, free, total) => `${region}: ${pct(share)} खाली (${n(total)} में से ${n(free)} कमरा-रातें)।`,
    weekendDemand: (weekend, weekday, change) =>
      change === null
        ? `वीकेंड की रातें ${pct(weekend)} और हफ़्ते के दिनों की रातें ${pct(weekday)} बुक थीं।`
        : `वीकेंड (शुक्रवार और शनिवार) की रातें ${pct(weekend)} बुक थीं, हफ़्ते के दिनों में ${pct(weekday)}: वीकेंड पर माँग ${pct(Math.abs(change))} ${change >= 0 ? 'ज़्यादा' : 'कम'}।`,
    demandMeasured: (from, to, roomNights) => `${date(from)} से ${date(to)} तक की रातों पर मापा गया (${n(roomNights)} कमरा-रातें बिकीं)।`,
    weekendPace: (bookings) => `आने वाले वीकेंड के लिए पिछले 7 दिनों में ${n(bookings)} बुकिंग हुईं।`,
    businessLead: 'बिज़नेस और कॉर्पोरेट ठहराव के लिए, हमारे बिज़नेस होटलों की अपनी बुकिंग से:',
    businessOccupancy: (weekday, weekend) => `हफ़्ते के दिनों (रविवार से गुरुवार) की रातें ${pct(weekday)} बुक थीं, वीकेंड की रातें ${pct(weekend)}।`,
    businessLowest: (hotel, room, price) => `हफ़्ते के दिनों की सबसे कम दर: ${hotel} में ${room}, ${rupees(price)} प्रति रात।`,
    businessHotels: (hotels) => `मीटिंग रूम या बिज़नेस सेंटर वाले होटल: ${list(hotels)}।`,
    overview: (occupancy, nights, growth) =>
      `अगली ${nights} रातों के लिए हमारे खुले होटल ${pct(occupancy)} बुक हैं${growth === null ? '; राजस्व वृद्धि का आँकड़ा अभी नहीं है (पिछले महीने कोई बुकिंग नहीं)' : `, और पिछले महीने की तुलना में राजस्व ${pct(Math.abs(growth))} ${growth >= 0 ? 'बढ़ा' : 'घटा'}`}।`,
    bookingsLastMonth: (count) => `पिछले 30 दिनों में ${n(count)} बुकिंग हुईं।`,
    noHistory: 'इसे मापने के लिए अभी बुकिंग का कोई इतिहास नहीं है।',
    segmentName: (segment) => segmentNames[segment],
    salesRegion: (region) => salesRegions[region]!,
    labels: {
      dealSaving: (hotel) => `${hotel}: सामान्य से कम सबसे कम क़ीमत`,
      segmentSaving: (segment) => `${segmentNames[segment]}: सामान्य क़ीमत से कम`,
      lowestPrice: (hotel) => `${hotel}: सबसे कम खाली क़ीमत`,
      freeShare: (region) => `${region}: खाली कमरे`,
      weekendVsWeekday: 'हफ़्ते के दिनों की तुलना में वीकेंड की माँग',
      weekendBookings: 'वीकेंड के लिए बुकिंग, पिछले 7 दिन',
      weekdayOccupancy: 'बिज़नेस होटल: हफ़्ते के दिन बुक',
      weekendOccupancy: 'बिज़नेस होटल: वीकेंड बुक',
      occupancy: 'ऑक्यूपेंसी',
      revenueGrowth: 'राजस्व वृद्धि',
      bookings: 'बुकिंग, पिछले 30 दिन',
    },
    measured: {
      coming: (nights, hotels, rooms) => `${nights}; ${n(hotels)} खुले होटल, ${n(rooms)} कमरे`,
      usualPrice: (roomNights) => `सामान्य क़ीमत: प्रति कमरा-रात औसत, पिछले 12 महीने (${n(roomNights)} कमरा-रातें)`,
      history: (from, to, roomNights) => `${date(from)} से ${date(to)} तक की रातें (${n(roomNights)} कमरा-रातें बिकीं)`,
      nextNights: (nights, from) => `${date(from)} से अगली ${nights} रातें`,
      lastDays: (days) => `पिछले ${days} दिन`,
      revenue: 'पिछले 30 दिनों की बुकिंग बनाम उससे पहले के 30 दिन (भुगतान में से रिफ़ंड घटाकर)',
    },
  },
};
