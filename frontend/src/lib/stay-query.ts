import { indiaToday, isIsoDate, MAX_ROOMS_PER_TYPE, nightsBetween } from '@suvarna/contracts';

/*
 * The guest's journey in the address: the stay chosen on the search, the hotel page, the booking page or an AI
 * answer travels as ?checkIn=&checkOut=&guests=&room=&rooms= through every step (hotel page, sign-in,
 * registration, the checkout and back), so that no step asks again for what was already chosen.
 */

export const stayKeys = { checkIn: 'checkIn', checkOut: 'checkOut', guests: 'guests', room: 'room', rooms: 'rooms' } as const;

/** The most guests one search or booking takes (the booking service's limit). */
const MAX_GUESTS = 100;

/** What the address says about the stay; each part only when it makes sense. */
export interface StayInAddress {
  /** Both dates or neither: real dates, check-in from today in India, check-out after it. */
  dates?: { checkIn: string; checkOut: string };
  guests?: number;
  /** A room type chosen on the hotel page or the booking page. */
  room?: string;
  /** How many rooms (of `room` when one is named). */
  rooms?: number;
}

const wholeIn = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/** Reads the stay from a query; parts that are missing or make no sense are left out. */
export function readStay(params: URLSearchParams, now: Date = new Date()): StayInAddress {
  const checkIn = params.get(stayKeys.checkIn);
  const checkOut = params.get(stayKeys.checkOut);
  const datesOk = isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn >= indiaToday(now) && nightsBetween(checkIn, checkOut) > 0;
  const guests = wholeIn(params.get(stayKeys.guests), 1, MAX_GUESTS);
  const room = params.get(stayKeys.room)?.trim();
  const rooms = wholeIn(params.get(stayKeys.rooms), 1, MAX_ROOMS_PER_TYPE);
  return {
    ...(datesOk ? { dates: { checkIn, checkOut } } : {}),
    ...(guests !== undefined ? { guests } : {}),
    ...(room ? { room } : {}),
    ...(rooms !== undefined ? { rooms } : {}),
  };
}

/** The stay's parts as query values; `null` removes one from the address. */
export interface StayWrite {
  checkIn?: string | null;
  checkOut?: string | null;
  guests?: number | null;
  room?: string | null;
  rooms?: number | null;
}

/** A copy of `params` with the stay's parts written (the rest of the query kept as it is). */
export function writeStay(params: URLSearchParams, stay: StayWrite): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(stayKeys) as (keyof typeof stayKeys)[]) {
    if (!(key in stay)) continue;
    const value = stay[key];
    if (value === null || value === undefined || value === '') next.delete(stayKeys[key]);
    else next.set(stayKeys[key], String(value));
  }
  return next;
}
