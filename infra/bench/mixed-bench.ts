/**
 * A mixed workload in the spirit of DeathStarBench's hotel reservation: 60 % hotel list and search,
 * 39 % hotel detail and reviews, 1 % sign-in and booking, sent at fixed arrival rates by open-load.ts
 * in a process of its own. Each booking is on a (hotel, room type, night) of its own, so none is
 * refused for want of rooms.
 */
import { addDays, availabilitySearchSchema, indiaToday, priceStay, rupeesToPaise } from '@suvarna/contracts';
import type { OpenLoadPlan, OpenLoadRequest, OpenLoadResult } from './open-load';
import { demoGuestCredentials, json, runLoadProcess, signInDemoGuest } from './load-process';


/** Where each kind of request goes: the gateway for all, or each service directly. */
export interface MixTargets {
  auth: string;
  catalog: string;
  booking: string;
}

export const viaGateway = (url: string): MixTargets => ({ auth: url, catalog: url, booking: url });

/** Shares of the mix, in per mille: 600 list and search, 390 detail and reviews, 10 sign-in and booking. */
const mix: [kind: string, perMille: number][] = [
  ['hotel list', 300],
  ['hotel list by status', 100],
  ['search', 200],
  ['hotel detail', 260],
  ['reviews', 130],
  ['sign-in', 5],
  ['booking', 5],
];

const runLoad = (plan: OpenLoadPlan) => runLoadProcess<OpenLoadResult>('open-load.ts', plan);

/** A small deterministic generator, so that every run sends the same sequence. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface MixedBench {
  /** Runs the mix at one rate for `seconds`, against the targets. */
  run(targets: MixTargets, rate: number, seconds: number): Promise<OpenLoadResult>;
}

/** Needs the demo accounts (SEED_DEMO_USERS=true): signs in and books as the demo guest. */
export async function prepareMixedBench(gatewayUrl: string): Promise<MixedBench> {
  const token = await signInDemoGuest(gatewayUrl);
  const today = indiaToday();
  // Booking's copy of the rooms fills from the catalog's events and snapshot right after start.
  let pairs: { hotelId: string; type: string; price: number }[] = [];
  for (let i = 0; i < 200 && !pairs.length; i++) {
    if (i) await new Promise((r) => setTimeout(r, 100));
    const search = availabilitySearchSchema.parse(
      await json(await fetch(`${gatewayUrl}/api/bookings/availability/search?check_in=${addDays(today, 1)}&check_out=${addDays(today, 2)}&guests=1`)),
    );
    pairs = search.hotels.filter((h) => h.bookable).flatMap((h) => h.rooms.filter((r) => r.available > 0).map((r) => ({ hotelId: h.hotel_id, type: r.type, price: r.price })));
  }
  if (!pairs.length) throw new Error('no bookable rooms to bench');
  const hotelIds = [...new Set(pairs.map((p) => p.hotelId))];
  // Bookings start far out, past anything the other parts book, and never share a night of a room type.
  let bookingsMade = 0;
  let runs = 0;

  return {
    async run(targets, rate, seconds) {
      const random = generator(++runs);
      const total = Math.round(rate * seconds);
      const requests: OpenLoadRequest[] = [];
      const pick = () => {
        let x = random() * 1000;
        for (const [kind, share] of mix) {
          if ((x -= share) < 0) return kind;
        }
        return mix[0]![0];
      };
      for (let i = 0; i < total; i++) {
        const kind = pick();
        const hotel = hotelIds[Math.floor(random() * hotelIds.length)]!;
        const night = addDays(today, 1 + Math.floor(random() * 60));
        switch (kind) {
          case 'hotel list':
            requests.push({ kind, method: 'GET', url: `${targets.catalog}/api/hotels` });
            break;
          case 'hotel list by status':
            requests.push({ kind, method: 'GET', url: `${targets.catalog}/api/hotels?status=active` });
            break;
          case 'search':
            requests.push({ kind, method: 'GET', url: `${targets.booking}/api/bookings/availability/search?check_in=${night}&check_out=${addDays(night, 2)}&guests=2` });
            break;
          case 'hotel detail':
            requests.push({ kind, method: 'GET', url: `${targets.catalog}/api/hotels/${hotel}` });
            break;
          case 'reviews':
            requests.push({ kind, method: 'GET', url: `${targets.catalog}/api/reviews/hotel/${hotel}` });
            break;
          case 'sign-in':
            requests.push({ kind, method: 'POST', url: `${targets.auth}/api/auth/login`, headers: { 'content-type': 'application/json' }, body: demoGuestCredentials });
            break;
          default: {
            const n = bookingsMade++;
            const pair = pairs[n % pairs.length]!;
            const checkIn = addDays(today, 200 + Math.floor(n / pairs.length));
            requests.push({
              kind,
              method: 'POST',
              url: `${targets.booking}/api/bookings/create`,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({
                hotel_id: pair.hotelId,
                check_in: checkIn,
                check_out: addDays(checkIn, 1),
                rooms: [{ type: pair.type, quantity: 1 }],
                guest_info: { name: 'Bench Guest', email: 'guest@suvarnahotels.in' },
                total_amount: priceStay([{ type: pair.type, quantity: 1, pricePaise: rupeesToPaise(pair.price) }], 1).totalPaise / 100,
              }),
            });
          }
        }
      }
      return runLoad({ rate, seconds, requests });
    },
  };
}

export const formatLoad = (r: OpenLoadResult) =>
  `achieved ${r.achieved.toFixed(0).padStart(4)} req/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(7)} ms  errors ${r.errors}` +
  (r.errors ? ` (${Object.entries(r.errorKinds).map(([k, n]) => `${k}×${n}`).join(', ')})` : '');
