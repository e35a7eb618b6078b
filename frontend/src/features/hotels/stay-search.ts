import { MAX_NIGHTS, bookingMessages, isIsoDate, minRoomPrice, nightsBetween, shownRatingScore } from '@suvarna/contracts';
import type { AvailabilitySearch, Hotel } from '@suvarna/contracts';

/** The dates-and-guests search on /hotels, as it stands in the address (?checkIn=&checkOut=&guests=). */
export interface StaySearch {
  checkIn: string;
  checkOut: string;
  guests: number;
}

/** The booking service takes 1 to 100 guests in one search. */
export const MIN_GUESTS = 1;
export const MAX_GUESTS = 100;
export const guestsMessage = `Guests must be a whole number from ${MIN_GUESTS} to ${MAX_GUESTS}`;

export const stayParams = { checkIn: 'checkIn', checkOut: 'checkOut', guests: 'guests' } as const;

/**
 * The first problem with a search, in the booking page's order (the same rules and messages the booking
 * service applies), or undefined when it may be sent. `today` is India's date (indiaToday()).
 */
export function staySearchProblem(stay: { checkIn: string; checkOut: string; guests: string | number }, today: string): string | undefined {
  if (stay.checkIn.trim() === '' || stay.checkOut.trim() === '') return bookingMessages.datesRequired;
  if (!isIsoDate(stay.checkIn) || !isIsoDate(stay.checkOut)) return bookingMessages.invalidDate;
  if (nightsBetween(stay.checkIn, stay.checkOut) <= 0) return bookingMessages.checkOutAfterCheckIn;
  if (stay.checkIn < today) return bookingMessages.checkInInPast;
  if (nightsBetween(stay.checkIn, stay.checkOut) > MAX_NIGHTS) return bookingMessages.tooManyNights;
  const guests = typeof stay.guests === 'number' ? stay.guests : stay.guests.trim() === '' ? Number.NaN : Number(stay.guests);
  if (!Number.isInteger(guests) || guests < MIN_GUESTS || guests > MAX_GUESTS) return guestsMessage;
  return undefined;
}

export type StayField = 'checkIn' | 'checkOut' | 'guests';

/** The field a search's problem is about (staySearchProblem's order), to mark it and put the focus on it. */
export function staySearchProblemField(stay: { checkIn: string; checkOut: string; guests: string | number }, today: string): StayField | undefined {
  const problem = staySearchProblem(stay, today);
  if (problem === undefined) return undefined;
  if (problem === bookingMessages.datesRequired) return stay.checkIn.trim() === '' ? 'checkIn' : 'checkOut';
  if (problem === bookingMessages.invalidDate) return isIsoDate(stay.checkIn) ? 'checkOut' : 'checkIn';
  if (problem === bookingMessages.checkInInPast) return 'checkIn';
  if (problem === guestsMessage) return 'guests';
  return 'checkOut';
}

/** The search the address asks for, whether or not it is valid; undefined when it asks for none. */
export function staySearchFromParams(params: URLSearchParams): { checkIn: string; checkOut: string; guests: string } | undefined {
  const checkIn = params.get(stayParams.checkIn);
  const checkOut = params.get(stayParams.checkOut);
  const guests = params.get(stayParams.guests);
  if (checkIn === null && checkOut === null && guests === null) return undefined;
  return { checkIn: checkIn ?? '', checkOut: checkOut ?? '', guests: guests ?? '' };
}

/** The stay's query (checkIn, checkOut, guests) for links to the hotel and booking pages. */
export function stayQuery(stay: StaySearch): string {
  return new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut, guests: String(stay.guests) }).toString();
}

export const hotelSorts = ['recommended', 'price-asc', 'price-desc', 'rating'] as const;
export type HotelSort = (typeof hotelSorts)[number];
export const hotelSortLabels: Record<HotelSort, string> = {
  recommended: 'Recommended',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Rating',
};

export function isHotelSort(value: string | null): value is HotelSort {
  return value !== null && (hotelSorts as readonly string[]).includes(value);
}

export type StayResult = AvailabilitySearch['hotels'][number];

/**
 * The hotels in the chosen order. With a search, price is the whole stay's total and hotels without rooms for
 * those dates come last; without one, it is the cheapest room per night. Ties keep the recommended order.
 */
export function sortHotels(hotels: readonly Hotel[], sort: HotelSort, results?: ReadonlyMap<string, StayResult>): Hotel[] {
  const order = [...hotels];
  if (sort === 'recommended') return order;
  if (sort === 'rating') return order.sort((a, b) => shownRatingScore(b.shownRating) - shownRatingScore(a.shownRating));
  const price = (hotel: Hotel): number | undefined => {
    if (results) {
      const result = results.get(hotel.id);
      return result?.fits && result.stay_total !== null ? result.stay_total : undefined;
    }
    return hotel.rooms.length > 0 ? minRoomPrice(hotel) : undefined;
  };
  const direction = sort === 'price-asc' ? 1 : -1;
  return order.sort((a, b) => {
    const pa = price(a);
    const pb = price(b);
    if (pa === undefined || pb === undefined) return (pa === undefined ? 1 : 0) - (pb === undefined ? 1 : 0);
    return (pa - pb) * direction;
  });
}
