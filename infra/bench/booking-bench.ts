import { addDays, availabilitySearchSchema, indiaToday, priceStay, rupeesToPaise } from '@suvarna/contracts';
import { json, measureSiteCpu, registerBenchAccounts, runLoadProcess, type BenchGuest } from './load-process';

export interface BookingLoadResult {
  created: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  failed: number;
}


const runLoad = (plan: { url: string; tokens: string[]; bodies: string[]; connections: number; duration: number; rate?: number }) => runLoadProcess<BookingLoadResult>('booking-load.ts', plan);

export interface BookableRoom {
  hotelId: string;
  type: string;
  price: number;
}

/** Every (hotel, room type) the site can book, once booking's copy of the rooms has filled (from the catalog right after start). */
export async function bookableRooms(siteUrl: string): Promise<BookableRoom[]> {
  const today = indiaToday();
  let pairs: BookableRoom[] = [];
  for (let i = 0; i < 100 && !pairs.length; i++) {
    if (i) await new Promise((r) => setTimeout(r, 100));
    const search = availabilitySearchSchema.parse(
      await json(await fetch(`${siteUrl}/api/bookings/availability/search?check_in=${addDays(today, 1)}&check_out=${addDays(today, 2)}&guests=1`)),
    );
    pairs = search.hotels.filter((h) => h.bookable).flatMap((h) => h.rooms.filter((r) => r.available > 0).map((r) => ({ hotelId: h.hotel_id, type: r.type, price: r.price })));
  }
  if (!pairs.length) throw new Error('no bookable rooms to bench');
  return pairs;
}

/**
 * `count` booking bodies of one room for one night, the n-th taking pair n % P on night ⌊n / P⌋ from
 * `firstNight` days ahead: no two share a night counter. With `guests`, the i-th body is for guest i % G (the load
 * sends request i as that guest), booking for themselves as a guest does; else for the demo guest's address.
 */
export function oneNightBodies(pairs: readonly BookableRoom[], firstNight: number, from: number, count: number, guests?: readonly Pick<BenchGuest, 'name' | 'email'>[]): string[] {
  const today = indiaToday();
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const pair = pairs[n % pairs.length]!;
    const checkIn = addDays(today, firstNight + Math.floor(n / pairs.length));
    const guest = guests?.[i % guests.length];
    return JSON.stringify({
      hotel_id: pair.hotelId,
      check_in: checkIn,
      check_out: addDays(checkIn, 1),
      rooms: [{ type: pair.type, quantity: 1 }],
      guest_info: guest ? { name: guest.name, email: guest.email } : { name: 'Bench Guest', email: 'guest@suvarnahotels.in' },
      total_amount: priceStay([{ type: pair.type, quantity: 1, pricePaise: rupeesToPaise(pair.price) }], 1).totalPaise / 100,
    });
  });
}

/**
 * Booking creations through the gateway, each on a (hotel, room type, night) of its own: first at a
 * fixed offered rate, then as fast as the site answers over `connections` (16 by default, as many as pgbench's
 * clients in the anchor). Returns both runs' figures and the site's CPU per booking flat out.
 * It books as `options.guests` guests of its own, registered first, request n as guest n % guests.
 */
export async function benchBookings(siteUrl: string, options: { duration: number; connections: number; rate: number; guests: number }) {
  // Guests enough that none holds more than a few dozen unpaid bookings by the end (a real account holds at most
  // HOLD_MAX_BOOKINGS, 2 by default): each booking checks its account's holds, and hundreds per guest would make
  // that check, not the booking, what the bench measures.
  const guests = await registerBenchAccounts(siteUrl, options.guests);
  const tokens = guests.map((g) => g.token);
  const pairs = await bookableRooms(siteUrl);
  // Request i goes as guest i % G (booking-load), whose own address body i carries.
  const bodies = (from: number, count: number) => oneNightBodies(pairs, 1, from, count, guests);

  const url = siteUrl;
  const rated = await runLoad({ url, tokens, bodies: bodies(0, options.rate * options.duration), connections: 10, duration: options.duration, rate: options.rate });
  // A whole number of rounds of the guests, so that request i and body i stay the same guest's if the plan wraps.
  const flatOutPlanned = Math.ceil((1_500 * options.duration) / guests.length) * guests.length;
  // The bodies are made before the measurement: the site's CPU is what it spends answering, not the plan's making.
  const flatOutBodies = bodies(options.rate * options.duration, flatOutPlanned);
  const { result: flatOut, cpuMs, systemMs } = await measureSiteCpu(() => runLoad({ url, tokens, bodies: flatOutBodies, connections: options.connections, duration: options.duration }));
  return { rated, flatOut, pairs: pairs.length, cpuMsPerBooking: cpuMs / Math.max(1, flatOut.created), systemShare: systemMs / Math.max(1, cpuMs) };
}
