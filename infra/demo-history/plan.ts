import { addDays, careersCities, DEMO_EMAIL_DOMAIN, indiaToday, priceStay, type ApplicationStatus } from '@suvarna/contracts';
import { properties } from '@suvarna/sample-data';

/*
 * What the demo history holds, drawn from a fixed seed: a year of bookings at the open hotels (seasons, the
 * chain's growth, weekend and weekday stays, families and groups), their payments, cancellations, the
 * hotel's confirmations and completed stays, guests' reviews, and job applications moving through HR's
 * pipeline. Only the plan is drawn here; write-history.ts writes it through the services' own use cases,
 * step by step in the order of their moments.
 */

export interface PlanOptions {
  seed: number;
  /** The moment the history ends (the start of the demo). */
  now: Date;
  /** Days of history before `now`. */
  days: number;
  /** Bookings per day at the end of the history, before seasons (the year starts at about half of it). */
  bookingsPerDay: number;
  /** Applications per week. */
  applicationsPerWeek: number;
}

export const defaultPlanOptions = (now: Date): PlanOptions => ({ seed: 2025, now, days: 365, bookingsPerDay: 2.8, applicationsPerWeek: 1.6 });

export interface PlannedGuest {
  email: string;
  fullName: string;
  phone: string;
}

export interface PlannedBooking {
  guest: number;
  hotelId: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: { type: string; quantity: number; pricePaise: number }[];
  /** Rupees, as the booking page prices the stay. */
  totalRupees: number;
  review?: { rating: number; comment: string };
}

export interface PlannedApplication {
  fields: Record<string, string>;
}

export type Step =
  | { at: Date; kind: 'book' | 'pay' | 'cancel' | 'confirm' | 'complete' | 'review'; booking: number }
  | { at: Date; kind: 'apply'; application: number }
  | { at: Date; kind: 'move'; application: number; status: ApplicationStatus; reason: string; rejection?: string }
  | { at: Date; kind: 'interview'; application: number; scheduledDate: Date; interviewType: 'video' | 'phone' | 'in_person' | 'technical' };

export interface Plan {
  guests: PlannedGuest[];
  bookings: PlannedBooking[];
  applications: PlannedApplication[];
  /** Every step, in the order of its moment; none after `now`. */
  steps: Step[];
}

/** mulberry32: a small, fast, seedable generator, so that every first start writes the same history. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
    weighted: <T>(xs: readonly T[], weight: (x: T) => number) => {
      const total = xs.reduce((s, x) => s + weight(x), 0);
      let r = next() * total;
      for (const x of xs) if ((r -= weight(x)) <= 0) return x;
      return xs.at(-1)!;
    },
    /** One of the values, each as likely as its weight: [[value, weight], ...]. */
    among: <T>(pairs: readonly (readonly [T, number])[]) => {
      let r = next() * pairs.reduce((s, [, w]) => s + w, 0);
      for (const [x, w] of pairs) if ((r -= w) <= 0) return x;
      return pairs.at(-1)![0];
    },
    /** Knuth's Poisson draw. */
    poisson: (mean: number) => {
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
  };
}

const FIRST = ['Aarav', 'Ishita', 'Rohan', 'Meera', 'Kabir', 'Ananya', 'Vihaan', 'Diya', 'Arjun', 'Saanvi', 'Karthik', 'Lakshmi', 'Nikhil', 'Pooja', 'Siddharth', 'Kavya', 'Aditya', 'Nandini', 'Rahul', 'Tara', 'Vikram', 'Aisha', 'Farhan', 'Gurpreet', 'Harish', 'Deepa', 'Manoj', 'Sneha', 'Yash', 'Riya'];
const LAST = ['Sharma', 'Iyer', 'Nair', 'Reddy', 'Kapoor', 'Banerjee', 'Menon', 'Patel', 'Singh', 'Rao', 'Gupta', 'Khan', 'Das', 'Pillai', 'Joshi', 'Chatterjee', 'Mehta', 'Krishnan', 'Bose', 'Verma'];

/** How busy a month (1–12) is at a hotel, by where it is and what it is. */
function season(hotel: (typeof properties)[number], month: number): number {
  const between = (a: number, b: number) => (a <= b ? month >= a && month <= b : month >= a || month <= b);
  if (hotel.location === 'Kaza') return between(6, 10) ? 1.3 : 0.05;
  if (hotel.state === 'Goa') return between(11, 2) ? 1.7 : between(6, 9) ? 0.4 : 1;
  if (hotel.state === 'Kerala') return between(11, 2) ? 1.5 : between(6, 8) ? 0.8 : 1;
  if (hotel.state === 'Uttarakhand' || hotel.state === 'Himachal Pradesh') return between(4, 6) ? 1.6 : between(7, 8) ? 0.5 : between(12, 1) ? 1.2 : 1;
  if (hotel.state === 'Tamil Nadu') return between(4, 6) ? 1.4 : between(10, 1) ? 1.1 : 0.8;
  if (/business/i.test(hotel.type)) return between(5, 6) ? 0.8 : 1.1;
  if (hotel.state === 'Rajasthan' || hotel.state === 'Uttar Pradesh' || hotel.state === 'Delhi' || hotel.state === 'Assam') return between(10, 3) ? 1.4 : between(4, 6) ? 0.6 : 0.8;
  return 1;
}

/** The most one checkout may take, with a margin under Stripe's ₹9,99,999.99. */
const MAX_PAYMENT_RUPEES = 950_000;

const REVIEWS: Record<number, readonly string[]> = {
  5: [
    'Everything was thoughtful, from the welcome to the last breakfast. We will be back.',
    'The staff remembered how we liked our tea by the second morning. A wonderful stay.',
    'Spotless rooms, beautiful views and the AI concierge actually helped plan our days.',
    'One of the best hotel stays we have had in India. Calm, warm and well run.',
  ],
  4: [
    'Lovely hotel and kind staff; check-in took a little long on a busy evening.',
    'Great location and comfortable room. The restaurant was good, not exceptional.',
    'Very pleasant stay. The room was smaller than the photos suggested, but well kept.',
  ],
  3: ['A good base for the city, though the room could use some attention.', 'Fine for a night or two; service was friendly but slow at dinner.'],
  2: ['Our room was not ready on arrival and the air conditioning was noisy.'],
};

const ROLES: readonly [department: string, title: string][] = [
  ['Front Office', 'Guest Relations Associate'],
  ['Front Office', 'Front Office Manager'],
  ['F&B Service', 'Restaurant Steward'],
  ['F&B Production', 'Commis Chef'],
  ['F&B Production', 'Sous Chef'],
  ['Housekeeping', 'Room Attendant'],
  ['Engineering', 'Software Engineer'],
  ['AI Engineering', 'Machine Learning Engineer'],
  ['Marketing', 'Digital Marketing Executive'],
  ['Operations', 'Operations Executive'],
  ['Finance', 'Accounts Executive'],
  ['HR', 'Talent Acquisition Associate'],
  ['Security', 'Security Officer'],
  ['IT Services', 'IT Support Engineer'],
];

/** An India date and clock time as a moment: 2026-03-14 and 9.5 → 2026-03-14T04:00Z. */
const moment = (date: string, hourIst: number) => new Date(Date.parse(`${date}T00:00:00+05:30`) + hourIst * 3_600_000);
const later = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);
const dow = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Draws the whole history for the options. The same options always give the same plan. */
export function planHistory(options: PlanOptions): Plan {
  const r = generator(options.seed);
  const { now } = options;
  const today = indiaToday(now);
  const start = addDays(today, -options.days);
  const open = properties.filter((h) => h.status === 'active');
  const steps: Step[] = [];
  const step = (s: Step) => {
    if (s.at.getTime() < now.getTime()) steps.push(s);
  };

  const guests: PlannedGuest[] = Array.from({ length: 48 }, (_, i) => {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[(i * 7) % LAST.length]!;
    return { fullName: `${first} ${last}`, email: `${first}.${last}.${i + 1}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(), phone: `+91 98${String(10_000_000 + i * 7_919).slice(0, 8)}` };
  });
  const reviewed = new Set<string>();

  const bookings: PlannedBooking[] = [];
  for (let day = start; day < today; day = addDays(day, 1)) {
    const progress = (Date.parse(day) - Date.parse(start)) / (options.days * 86_400_000);
    const growth = 0.5 + 0.6 * progress;
    const made = r.poisson(options.bookingsPerDay * growth * (dow(day) === 0 || dow(day) === 6 ? 1.25 : 0.9));
    for (let k = 0; k < made; k++) {
      const createdAt = moment(day, r.int(8, 22) + r.next());
      const lead = Math.min(90, 1 + Math.floor(-Math.log(1 - r.next()) * 16));
      let checkIn = addDays(day, lead);
      const month = Number(checkIn.slice(5, 7));
      const hotel = r.weighted(open, (h) => h.rooms.reduce((s, room) => s + room.available, 0) * season(h, month));
      const business = /business/i.test(hotel.type);
      // Leisure stays lean to Friday and Saturday nights, business stays to the week.
      if (!business && r.next() < 0.45) checkIn = addDays(checkIn, (5 - dow(checkIn) + 7) % 7);
      if (business && (dow(checkIn) === 5 || dow(checkIn) === 6) && r.next() < 0.7) checkIn = addDays(checkIn, 8 - dow(checkIn));
      // Groups: conferences at the business hotels, weddings and tours elsewhere; a block of rooms for two or three nights.
      const group = r.next() < 0.14;
      const nights = group ? r.int(2, 3) : business ? r.int(1, 3) : r.among([[1, 22], [2, 34], [3, 20], [4, 12], [5, 8], [7, 4]]);
      const party = group ? r.int(12, 48) : r.among([[1, 12], [2, 48], [3, 14], [4, 20], [5, 6]]);
      const tier = r.next();
      const sorted = [...hotel.rooms].sort((a, b) => a.price - b.price);
      const room = sorted[tier < 0.62 || group ? 0 : tier < 0.92 ? Math.min(1, sorted.length - 1) : sorted.length - 1]!;
      // A block stays within what one card payment may be (Stripe takes at most ₹9,99,999.99 a session).
      const affordable = Math.floor(MAX_PAYMENT_RUPEES / (room.price * nights * 1.12));
      const quantity = Math.max(1, Math.min(room.available, affordable, Math.ceil(party / room.capacity)));
      const rooms = [{ type: room.type, quantity, pricePaise: room.price * 100 }];
      const checkOut = addDays(checkIn, nights);
      const index = bookings.length;
      const guest = r.int(0, guests.length - 1);
      const booking: PlannedBooking = { guest, hotelId: hotel.id, checkIn, checkOut, guests: Math.min(party, quantity * room.capacity), rooms, totalRupees: priceStay(rooms, nights).totalPaise / 100 };
      bookings.push(booking);

      step({ at: createdAt, kind: 'book', booking: index });
      const checkInAt = moment(checkIn, 0);
      // Free cancellation ends 48 hours before check-in day (contracts' cancellationPolicy).
      if (r.next() < 0.06 && later(createdAt, 0.2) < later(checkInAt, -48)) {
        // Changed their mind before paying.
        step({ at: later(createdAt, 0.2), kind: 'cancel', booking: index });
        continue;
      }
      step({ at: later(createdAt, 0.05 + r.next() * 0.15), kind: 'pay', booking: index });
      const cancelBy = later(checkInAt, -72);
      if (r.next() < 0.08 && cancelBy > later(createdAt, 24)) {
        step({ at: new Date(createdAt.getTime() + r.next() * (cancelBy.getTime() - createdAt.getTime())), kind: 'cancel', booking: index });
        continue;
      }
      const confirmAt = later(createdAt, 1 + r.next() * 18);
      step({ at: confirmAt, kind: 'confirm', booking: index });
      const completeAt = later(moment(checkOut, 12), r.next() * 8);
      step({ at: completeAt, kind: 'complete', booking: index });
      const key = `${guest}:${hotel.id}`;
      if (!reviewed.has(key) && r.next() < 0.3) {
        reviewed.add(key);
        const rating = r.among([[5, hotel.rating >= 4.8 ? 66 : 54], [4, 30], [3, 6], [2, 2]]);
        booking.review = { rating, comment: r.pick(REVIEWS[rating]!) };
        step({ at: later(completeAt, 20 + r.next() * 120), kind: 'review', booking: index });
      }
    }
  }

  const applications: PlannedApplication[] = [];
  for (let day = start; day < today; day = addDays(day, 1)) {
    for (let k = r.poisson(options.applicationsPerWeek / 7); k > 0; k--) {
      const [department, title] = r.pick(ROLES);
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      const index = applications.length;
      applications.push({
        fields: {
          position_title: title,
          department,
          city: r.pick(careersCities),
          full_name: `${first} ${last}`,
          email: `${first}.${last}.applicant${index + 1}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
          phone: `+91 97${String(20_000_000 + index * 104_729).slice(0, 8)}`,
          experience_years: String(r.int(0, 14)),
          cover_letter: `I would like to join Suvarna as ${/^[AEIOU]/.test(title) ? 'an' : 'a'} ${title}. I bring ${r.int(1, 9)} years of hospitality and service experience and care about guests feeling at home.`,
          consent: 'true',
        },
      });
      let at = moment(day, r.int(9, 21) + r.next());
      step({ at, kind: 'apply', application: index });
      at = later(at, 24 * (1 + r.next() * 4));
      step({ at, kind: 'move', application: index, status: 'under_review', reason: 'Resume reviewed by HR' });
      if (r.next() < 0.35) {
        step({ at: later(at, 24 * (1 + r.next() * 5)), kind: 'move', application: index, status: 'rejected', reason: 'Profile reviewed', rejection: 'We have moved ahead with candidates whose experience is closer to the role.' });
        continue;
      }
      at = later(at, 24 * (1 + r.next() * 6));
      step({ at, kind: 'interview', application: index, scheduledDate: later(at, 24 * r.int(3, 9)), interviewType: r.pick(['video', 'phone', 'in_person'] as const) });
      const stages: ApplicationStatus[] = ['technical_round', 'final_interview', 'approved_for_next_round', 'hired'];
      for (const status of stages) {
        at = later(at, 24 * (4 + r.next() * 8));
        if (r.next() < 0.22) {
          step({ at, kind: 'move', application: index, status: 'rejected', reason: 'Interview feedback', rejection: 'Thank you for your time with us; we will not take your application further for this role.' });
          break;
        }
        step({ at, kind: 'move', application: index, status, reason: status === 'hired' ? 'Offer accepted' : 'Cleared the previous round' });
      }
    }
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { guests, bookings, applications, steps };
}
