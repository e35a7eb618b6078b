import { describe, expect, it } from 'vitest';
import { normalise, readBudget, readDates, readGuests, understandRequest } from './understand-request';

const today = '2026-11-23'; // a Monday
const knownPlaces = ['Delhi', 'Mumbai', 'Maharashtra', 'Rishikesh', 'Uttarakhand', 'Jaipur', 'Rajasthan', 'Alleppey', 'Kerala', 'Panaji', 'Goa', 'Shimla', 'Himachal Pradesh', 'Varanasi', 'Uttar Pradesh', 'Ooty', 'Tamil Nadu', 'Bangalore', 'Karnataka'];

describe('readBudget', () => {
  it.each([
    ['under 15000', { min: null, max: 15000 }],
    ['under ₹15,000 a night', { min: null, max: 15000 }],
    ['below Rs. 12,500', { min: null, max: 12500 }],
    ['less than 20k', { min: null, max: 20000 }],
    ['₹20k', { min: null, max: 20000 }],
    ['my budget is 18000', { min: null, max: 18000 }],
    ['budget of 1.5 lakh', { min: null, max: 150000 }],
    ['up to 25 thousand rupees', { min: null, max: 25000 }],
    ['20000 rupees per night', { min: null, max: 20000 }],
    ['15000 per night', { min: null, max: 15000 }],
    ['between 10000 and 15000', { min: 10000, max: 15000 }],
    ['₹10k-15k', { min: 10000, max: 15000 }],
    ['around 15k', { min: 12000, max: 18000 }],
    ['above 30000', { min: 30000, max: null }],
    ['something mid-range', { min: 12000, max: 20000 }],
    ['a mid range hotel', { min: 12000, max: 20000 }],
    ['cheap and cheerful', { min: null, max: 12000 }],
    ['pure luxury', { min: 20000, max: null }],
  ])('when a guest writes "%s", then the budget is read', (text, expected) => {
    expect(readBudget(normalise(text))).toMatchObject(expected);
  });

  it.each(['for 4 people', 'in December', '3 nights', 'hotel in Delhi'])('when "%s" names no money, then there is no budget', (text) => {
    expect(readBudget(normalise(text))).toBeNull();
  });
});

describe('readGuests', () => {
  it.each([
    ['for 4', 4],
    ['4 people', 4],
    ['2 adults and 2 kids', 4],
    ['two adults and one child', 3],
    ['family of five', 5],
    ['a group of 6 friends', 6],
    ['a honeymoon', 2],
    ['me and my wife', 2],
    ['travelling solo', 1],
    ['for 3 nights', null],
    ['under 15000', null],
  ])('when a guest writes "%s", then the party is %s', (text, guests) => {
    expect(readGuests(normalise(text))).toBe(guests);
  });
});

describe('readDates', () => {
  it.each([
    ['from 2026-12-20 to 2026-12-23', '2026-12-20', '2026-12-23'],
    ['2026-12-20 for 3 nights', '2026-12-20', '2026-12-23'],
    ['20-23 dec', '2026-12-20', '2026-12-23'],
    ['20th to 23rd december', '2026-12-20', '2026-12-23'],
    ['dec 20-23', '2026-12-20', '2026-12-23'],
    ['20 dec to 2 jan', '2026-12-20', '2027-01-02'],
    ['from 5th january for 2 nights', '2027-01-05', '2027-01-07'],
    ['tomorrow for 2 nights', '2026-11-24', '2026-11-26'],
    ['this weekend', '2026-11-28', '2026-11-30'],
    ['next weekend', '2026-12-05', '2026-12-07'],
  ])('when a guest writes "%s", then the stay is %s to %s', (text, checkIn, checkOut) => {
    expect(readDates(text, today)).toEqual({ checkIn, checkOut });
  });

  it('when no date is given, then there is none', () => {
    expect(readDates('a quiet hotel in the hills', today)).toEqual({ checkIn: null, checkOut: null });
  });

  it.each(['9999-12-31', '9999-12-30 to 9999-12-31', '2031-01-01 for 3 nights'])('when the stay would end years away (%s), then no dates are read', (text) => {
    expect(readDates(text, today)).toEqual({ checkIn: null, checkOut: null });
  });
});

describe('understandRequest', () => {
  const read = (text: string) => understandRequest(text, { today, knownPlaces });

  it.each([
    ['A hotel in Jaipur', ['Jaipur']],
    ['somewhere in Kerala', ['Kerala']],
    ['Bombay for work', ['Mumbai']],
    ['Alappuzha houseboat', ['Alleppey']],
    ['a weekend in new delhi', ['Delhi']],
    ['trip to Himachal', ['Himachal Pradesh']],
    ['Bengaluru tech trip', ['Bangalore']],
  ])('when a guest writes "%s", then the places are %j', (text, places) => {
    expect(read(text).places).toEqual(places);
  });

  it.each([
    ['a quiet place in the hills', 'the hills'],
    ['mountain getaway', 'the hills'],
    ['beach holiday', 'the beach'],
    ['Kerala backwaters cruise', 'the backwaters'],
    ['explore the North-East', 'the North-East'],
    ['northeast india', 'the North-East'],
  ])('when a guest writes "%s", then the region is %s', (text, region) => {
    expect(read(text).regions.map((r) => r.name)).toContain(region);
  });

  it.each([
    ['romantic honeymoon', 'honeymoon'],
    ['holiday with the kids', 'family'],
    ['business conference', 'business'],
    ['yoga and ayurveda retreat', 'wellness'],
    ['palaces and forts', 'heritage'],
    ['trekking and rafting', 'adventure'],
  ])('when a guest writes "%s", then the trip is %s', (text, trip) => {
    expect(read(text).tripTypes).toContain(trip);
  });

  it('when a guest lists amenities, then each is named', () => {
    expect(read('must have a spa, a swimming pool and yoga').amenities.map((a) => a.name)).toEqual(['Spa', 'Pool', 'Yoga']);
  });

  it('when a guest names an amenity a hotel lists, then it is asked for as the hotel writes it', () => {
    const u = understandRequest('Goa with water sports', { today, knownPlaces, knownAmenities: ['Water Sports', 'Spa'] });
    expect(u.amenities.map((a) => a.name)).toEqual(['Water Sports']);
  });

  it.each([
    ['Goa honeymoon, sea view', ['sea view']],
    ['a suite in Mumbai', ['suite']],
    ['a pool villa', ['villa']],
    ['family room for 4', ['family room']],
    ['a family trip', []],
  ])('when a guest writes "%s", then the kinds of room asked for are %j', (text, kinds) => {
    expect(read(text).roomKinds.map((k) => k.name)).toEqual(kinds);
  });

  it('when a guest names an Indian city where the chain has no hotel, then it is kept with where it is', () => {
    expect(read('a hotel in Kochi').elsewhere.map((p) => p.name)).toEqual(['Kochi']);
    expect(read('a hotel in Kochi').unknownPlaces).toEqual([]);
  });

  it.each([
    ['मनाली में चार लोगों के परिवार के लिए होटल', { places: [], tripTypes: ['family'], guests: 4 }],
    ['गोवा में हनीमून, 15 हज़ार से कम', { places: ['Goa'], tripTypes: ['honeymoon'], guests: 2 }],
    ['manali mein family ke liye hotel', { tripTypes: ['family'] }],
    ['கோவாவில் தேனிலவு, 15 ஆயிரத்துக்குள்', { places: ['Goa'], tripTypes: ['honeymoon'] }],
    ['டிசம்பர் 20 முதல் 23 வரை ஜெய்ப்பூரில்', { places: ['Jaipur'], checkIn: '2026-12-20', checkOut: '2026-12-23' }],
  ])('when a guest writes in Hindi or Tamil "%s", then it is read as in English', (text, expected) => {
    expect(read(text)).toMatchObject(expected);
  });

  it('when a Hindi or Tamil request gives a budget, then it is the same budget as in English', () => {
    expect(read('15 हज़ार से कम').budget).toMatchObject({ min: null, max: 15000 });
    expect(read('15k se kam').budget).toMatchObject({ min: null, max: 15000 });
    expect(read('15 ஆயிரத்துக்குள்').budget).toMatchObject({ min: null, max: 15000 });
  });

  it.each(['asdf qwer', 'What is the meaning of life?', 'आसमान नीला क्यों है', 'நீ யார்?'])('when nothing in "%s" can be placed, then it is not recognised', (text) => {
    expect(read(text).recognised).toBe(false);
  });

  it.each(['suggest a hotel', 'होटल बताओ', 'ஹோட்டல் வேண்டும்'])('when "%s" asks for a stay without saying which, then it is recognised', (text) => {
    expect(read(text).recognised).toBe(true);
  });

  it('when a guest names a city with no hotel, then it is kept as unknown', () => {
    expect(read('a hotel in Paris under 20000').unknownPlaces).toEqual(['Paris']);
    expect(read('a hotel in Jaipur in December').unknownPlaces).toEqual([]);
  });

  it('when a guest writes a whole request, then every part is read', () => {
    const u = read('Honeymoon in Goa for 2 from 20 Dec to 23 Dec, under ₹25,000 with a pool');
    expect(u).toMatchObject({ places: ['Goa'], tripTypes: ['honeymoon'], amenities: [{ name: 'Pool' }], guests: 2, checkIn: '2026-12-20', checkOut: '2026-12-23' });
    expect(u.budget).toMatchObject({ max: 25000, min: null });
  });
});
