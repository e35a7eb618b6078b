import type { HotelContact, ShownRating } from '@suvarna/contracts';
import type { Budget, RoomKind, TripType } from '../understand-request';
import { english } from './phrasebook-en';
import { hindi } from './phrasebook-hi';
import { tamil } from './phrasebook-ta';
import type { AnswerLanguage } from './read-language';

/*
 * Every sentence the assistants write, once per language: the answers are composed from computed facts
 * (hotels, rooms, prices, distances, figures) with these templates, so a Hindi or Tamil answer states
 * exactly the facts of the English one. Names of hotels and rooms stay as the catalog writes them.
 */

export interface HotelFacts {
  name: string;
  location: string;
  state: string;
  status: string;
  openingDate: string | null;
  /** The rating every page shows (from reviews where there are any). */
  rating: ShownRating;
  type: string;
}

export interface RoomFacts {
  type: string;
  price: number;
  capacity: number;
}

export interface StayFacts {
  type: string;
  quantity: number;
  guests: number;
  price: number;
  free: number | null;
  checkIn: string | null;
  checkOut: string | null;
  roomKind?: RoomKind['name'];
}

export interface Phrasebook {
  lang: AnswerLanguage;
  /** "1 June 2027". */
  date(iso: string): string;
  /** Nights from one date to another: "28 Nov to 30 Nov". */
  range(from: string, to: string): string;
  /** "a, b and c". */
  list(items: readonly string[]): string;
  trip(trip: TripType): string;
  region(name: string): string;
  roomKind(kind: RoomKind['name']): string;
  budget(budget: Budget): string;
  guests(n: number): string;
  /** "(Source: Guide to Agra)". */
  source(title: string): string;
  guideTitle(city: string): string;

  // Recommendations.
  youAsked(parts: readonly string[]): string;
  noPreferences: string;
  first(hotel: string, why: readonly string[]): string;
  then(hotel: string, why: readonly string[]): string;
  reasonPlace(location: string, state: string, region?: string): string;
  reasonDistance(from: string, km: number): string;
  reasonBudget(price: number, budget: Budget): string;
  reasonStay(stay: StayFacts): string;
  reasonTrip(trip: TripType): string;
  reasonAmenity(amenity: string): string;
  /** A rating from reviews says how many; a hotel's own rating says it is the hotel's. */
  reasonRating(rating: Exclude<ShownRating, { source: 'none' }>): string;
  notOpenYet(hotel: HotelFacts): string;
  noneOpenIn(place: string): string;
  noHotelIn(place: string): string;
  unknownPlace(place: string): string;
  noneInRegion(region: string): string;
  nearestLead(from: string): string;
  amenityMissing(amenity: string): string;
  roomKindMissing(kind: RoomKind['name']): string;
  budgetNone(budget: Budget, closest: { hotel: string; price: number } | null): string;
  fullyBooked(hotels: readonly string[]): string;
  tooSmall(hotels: readonly string[], guests: number): string;
  noneFit: string;
  notUnderstood: string;
  tryAsking: string;
  examples: { recommendations: readonly string[]; concierge: readonly string[]; sales: readonly string[] };

  // Concierge.
  hotelStatus(hotel: HotelFacts): string;
  amenitiesOf(hotel: string, amenities: readonly string[]): string;
  hasAmenity(hotel: string, amenity: string): string;
  lacksAmenity(hotel: string, asked: string): string;
  roomsAt(hotel: string, rooms: readonly RoomFacts[]): string;
  noRoomsListed(hotel: string): string;
  contactOf(hotel: string, contact: HotelContact): string;
  dining(hotel: string, dining: readonly string[], phone: string): string;
  diningChain(withRestaurant: number, open: number): string;
  hotelsWith(amenity: string, hotels: readonly string[]): string;
  noHotelWith(amenity: string): string;
  /** The source named for facts about the chain as a whole. */
  ourHotels: string;
  guideLead(city: string): string;
  askAbout: {
    roomPrices(hotel: string): string;
    amenities(hotel: string): string;
    thingsToDo(city: string): string;
    whereToEat(city: string): string;
    bestTime(city: string): string;
    cancellation: string;
    checkIn: string;
    pets: string;
    hotelsWithSpa: string;
  };

  // Sales.
  sales: {
    dealsLead: string;
    dealSegment(segment: 'hills' | 'business', saving: number, hotels: number): string;
    deal(hotel: string, room: string, price: number, usual: number, saving: number): string;
    noDealHistory(hotel: string, room: string, price: number): string;
    dealsMeasured(nights: string, roomNights: number): string;
    weekendLead(nights: string): string;
    freeShare(region: string, share: number, free: number, total: number): string;
    weekendDemand(weekend: number, weekday: number, change: number | null): string;
    demandMeasured(from: string, to: string, roomNights: number): string;
    weekendPace(bookings: number): string;
    businessLead: string;
    businessOccupancy(weekday: number, weekend: number): string;
    businessLowest(hotel: string, room: string, price: number): string;
    businessHotels(hotels: readonly string[]): string;
    overview(occupancy: number, nights: number, growth: number | null): string;
    bookingsLastMonth(count: number): string;
    noHistory: string;
    segmentName(segment: 'hills' | 'business'): string;
    salesRegion(region: SalesRegion): string;
    labels: {
      dealSaving(hotel: string): string;
      segmentSaving(segment: 'hills' | 'business'): string;
      lowestPrice(hotel: string): string;
      freeShare(region: string): string;
      weekendVsWeekday: string;
      weekendBookings: string;
      weekdayOccupancy: string;
      weekendOccupancy: string;
      occupancy: string;
      revenueGrowth: string;
      bookings: string;
    };
    measured: {
      coming(nights: string, hotels: number, rooms: number): string;
      usualPrice(roomNights: number): string;
      history(from: string, to: string, roomNights: number): string;
      nextNights(nights: number, from: string): string;
      lastDays(days: number): string;
      revenue: string;
    };
  };
}

export type SalesRegion = 'hills' | 'north' | 'west' | 'south' | 'north-east';

const books: Record<AnswerLanguage, Phrasebook> = { en: english, hi: hindi, ta: tamil };

export const phrasebookFor = (lang: AnswerLanguage): Phrasebook => books[lang];
