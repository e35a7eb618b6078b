import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { authHistoryPort } from '@suvarna/auth-service';
import { bookingHistoryPort } from '@suvarna/booking-service';
import { careersHistoryPort } from '@suvarna/careers-service';
import { catalogHistoryPort } from '@suvarna/catalog-service';
import { paymentHistoryPort } from '@suvarna/payment-service';
import type { BookingConfig } from '@suvarna/booking-service';
import type { CareersConfig } from '@suvarna/careers-service';
import type { CatalogConfig } from '@suvarna/catalog-service';
import type { PaymentConfig } from '@suvarna/payment-service';
import { AppError, atBusinessTime, type AuthUser, type BaseConfig, type RunningService, type ServiceDeps } from '@suvarna/platform';
import { PAID_AT_HEADER } from '../stripe-sandbox/src';
import type { Plan, Step } from './plan';

/*
 * Writes a plan of history through each service's own use cases (their demo-history entry points), each
 * step as of its moment (platform's atBusinessTime), in the order of those moments: bookings are made,
 * paid on the Stripe sandbox's checkout page with the test card, confirmed and completed by the hotel,
 * cancelled and refunded; guests review their stays; HR moves applications through the pipeline. The
 * events each step publishes carry its moment to their consumers, so every read model dates it alike.
 */

export interface HistoryTarget {
  services: readonly RunningService[];
  /** The site's own address: where checkouts return (an origin the payment service accepts). */
  siteUrl: string;
}

export interface HistoryCounts {
  bookings: number;
  paid: number;
  cancelled: number;
  completed: number;
  reviews: number;
  applications: number;
  moves: number;
  /** Steps a service refused (a room sold out meanwhile, say), skipped with the steps that followed from them. */
  refused: number;
  /** The refusals by the service's code (rooms_unavailable, ...). */
  refusedBy: Record<string, number>;
}

const service = <C extends BaseConfig>(services: readonly RunningService[], name: string) => {
  const found = services.find((s) => s.name === name);
  if (!found) throw new Error(`The demo history needs the ${name} service`);
  return found.deps as unknown as ServiceDeps<C>;
};

/** Polls `check` until it holds, for state a step's events bring to another service a moment later. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 5; !(await check()); wait = Math.min(200, wait * 2)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(wait);
  }
}

/** A resume the careers service accepts by its content: a one-page PDF. */
const RESUME = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Writes the plan; stops between two steps when `signal` aborts (Ctrl-C), returning what was written. */
export async function writeHistory(
  plan: Plan,
  target: HistoryTarget,
  options: { signal?: AbortSignal; onProgress?: (done: number, total: number) => void } = {},
): Promise<HistoryCounts> {
  const onProgress = options.onProgress ?? (() => undefined);
  const auth = authHistoryPort(service(target.services, 'auth'));
  const booking = bookingHistoryPort(service<BookingConfig>(target.services, 'booking'));
  const payment = paymentHistoryPort(service<PaymentConfig>(target.services, 'payment'));
  const catalog = catalogHistoryPort(service<CatalogConfig>(target.services, 'catalog'));
  const careers = careersHistoryPort(service<CareersConfig>(target.services, 'careers'));

  const staff = async (email: string): Promise<AuthUser> => {
    const found = await auth.account(email);
    if (!found) throw new Error(`The demo history needs the demo account ${email} (SEED_DEMO_USERS)`);
    return { ...found, sessionId: 'demo-history' };
  };
  await until(() => booking.ready(), 'booking to copy the catalog’s hotels', 60_000);
  const admin = await staff('admin@suvarnahotels.in');
  const hr = await staff('hr@suvarnahotels.in');
  // Demo guests cannot sign in: their passwords are drawn and forgotten.
  const guests: AuthUser[] = [];
  for (const g of plan.guests) {
    const user = await auth.createGuest({ email: g.email, fullName: g.fullName, password: `${randomBytes(18).toString('base64url')}#A1` });
    guests.push({ id: user.id, email: user.email, fullName: user.fullName, role: 'guest', sessionId: 'demo-history' });
  }

  const counts: HistoryCounts = { bookings: 0, paid: 0, cancelled: 0, completed: 0, reviews: 0, applications: 0, moves: 0, refused: 0, refusedBy: {} };
  const bookingIds = new Map<number, string>();
  const applicationIds = new Map<number, string>();

  async function run(step: Step): Promise<void> {
    if (step.kind === 'apply') {
      const { id } = await careers.apply(plan.applications[step.application]!.fields, { bytes: RESUME, filename: 'resume.pdf' });
      applicationIds.set(step.application, id);
      counts.applications++;
      return;
    }
    if (step.kind === 'move' || step.kind === 'interview') {
      const id = applicationIds.get(step.application);
      if (!id) return;
      if (step.kind === 'move') await careers.move(hr, { application_id: id, status: step.status, update_reason: step.reason, ...(step.rejection ? { rejection_reason: step.rejection } : {}) });
      else {
        const inPerson = step.interviewType === 'in_person';
        await careers.interview(hr, {
          application_id: id,
          scheduled_date: step.scheduledDate.toISOString(),
          interview_type: step.interviewType,
          location: inPerson ? 'Suvarna House, 14 Janpath, New Delhi' : '',
          meeting_link: inPerson ? '' : 'https://meet.suvarnahotels.in/interview',
        });
      }
      counts.moves++;
      return;
    }
    const planned = plan.bookings[step.booking]!;
    const guest = guests[planned.guest]!;
    if (step.kind === 'book') {
      const made = await booking.book(guest, {
        hotel_id: planned.hotelId,
        check_in: planned.checkIn,
        check_out: planned.checkOut,
        rooms: planned.rooms.map(({ type, quantity }) => ({ type, quantity })),
        guest_info: { name: guest.fullName, email: guest.email, phone: plan.guests[planned.guest]!.phone, address: '' },
        special_requests: 'Demo history: a booking written by `npm start` on its first start.',
        total_amount: planned.totalRupees,
        guests: planned.guests,
        company: null,
      });
      bookingIds.set(step.booking, made.id);
      counts.bookings++;
      return;
    }
    const id = bookingIds.get(step.booking);
    if (!id) return;
    switch (step.kind) {
      case 'pay': {
        await until(() => payment.knowsBooking(id), `payment to learn booking ${id}`);
        const { checkout_url } = await payment.checkout(guest, id, target.siteUrl);
        // The guest pays on the sandbox's own page with the test card, dated as of this step.
        const paid = await fetch(checkout_url, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', [PAID_AT_HEADER]: String(Math.floor(step.at.getTime() / 1000)) },
          body: new URLSearchParams({ email: guest.email, cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: guest.fullName }).toString(),
        });
        if (paid.status !== 303) throw new Error(`the sandbox refused the payment of booking ${id} (${paid.status})`);
        counts.paid++;
        return;
      }
      case 'cancel':
        await booking.cancel(guest, id);
        counts.cancelled++;
        return;
      case 'confirm':
        // The hotel confirms a paid booking: its payment.paid comes back from the sandbox's webhook.
        await until(async () => (await booking.read(guest, id)).payment_status === 'completed', `booking ${id} to be paid`);
        await booking.changeStatus(admin, id, 'confirmed');
        return;
      case 'complete':
        await booking.changeStatus(admin, id, 'completed');
        counts.completed++;
        return;
      case 'review': {
        const review = planned.review!;
        await catalog.review({ id: guest.id, fullName: guest.fullName }, { hotel_id: planned.hotelId, rating: review.rating, comment: review.comment, stay_date: planned.checkIn });
        counts.reviews++;
        return;
      }
    }
  }

  const failed = new Set<string>();
  for (const [i, step] of plan.steps.entries()) {
    if (options.signal?.aborted) break;
    const subject = 'booking' in step ? `b${step.booking}` : `a${step.application}`;
    if (failed.has(subject)) continue;
    try {
      await atBusinessTime(step.at, () => run(step));
    } catch (err) {
      // A service's refusal (a room sold out, a move no longer allowed) skips what followed from it; anything else stops the run.
      if (!(err instanceof AppError)) throw err;
      failed.add(subject);
      counts.refused++;
      counts.refusedBy[`${step.kind}: ${err.code}`] = (counts.refusedBy[`${step.kind}: ${err.code}`] ?? 0) + 1;
    }
    if (i % 50 === 0) onProgress(i, plan.steps.length);
  }
  onProgress(plan.steps.length, plan.steps.length);
  return counts;
}
