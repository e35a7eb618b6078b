/**
 * Cluster mode, two instances of booking and of notify, processes killed with SIGKILL while events
 * flow, and a race for the last rooms across both booking instances: nothing lost, nothing applied twice.
 * Each figure goes to the table printed at the end.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { availabilitySchema, hotelSchema, priceStay, rupeesToPaise } from '@suvarna/contracts';
import { SEND_CONCURRENCY } from '@suvarna/notify-service';
import {
  WAIT,
  bookingBody,
  dayFromToday,
  inParallel,
  mailsTo,
  payBooking,
  skipFaults,
  startFaultSite,
  untilAnswered,
  type FaultSite,
} from './cluster-fault-kit';

const CONTACTS = Number(process.env.FAULT_CONTACTS ?? 300);
const REGISTRATIONS = Number(process.env.FAULT_REGISTRATIONS ?? 50);
const BOOKINGS = Number(process.env.FAULT_BOOKINGS ?? 50);

describe.skipIf(skipFaults)('cluster mode: instances killed -9 while events flow', () => {
  let site: FaultSite;
  let guestToken: string;
  let adminToken: string;

  beforeAll(async () => {
    site = await startFaultSite({ scale: { booking: 2, notify: 2 }, title: 'Cluster fault figures: kills' });
    guestToken = await site.signIn('guest@suvarnahotels.in', 'Guest@123');
    adminToken = await site.signIn('admin@suvarnahotels.in', 'Admin@123');
  }, 600_000);

  afterAll(async () => {
    await site?.close();
  }, 90_000);

  it(`when a notify instance is killed -9 twice during ${CONTACTS} contact messages, ${REGISTRATIONS} registrations and ${BOOKINGS} paid bookings, then every e-mail arrives`, async () => {
    const run = randomUUID().slice(0, 8);
    const counts = { failed: 0 };
    const contactAddresses = Array.from({ length: CONTACTS }, (_, i) => `contact-${run}-${i}@example.com`);
    const userAddresses = Array.from({ length: REGISTRATIONS }, (_, i) => `user-${run}-${i}@example.com`);
    const guestAddresses = Array.from({ length: BOOKINGS }, (_, i) => `guest-${run}-${i}@example.com`);
    const bodies = await Promise.all(guestAddresses.map((email, i) => bookingBody(site, String(1 + (i % 10)), dayFromToday(30 + Math.floor(i / 10)), email)));

    // One stream of work: every sixth item a registration or a booking (created, then paid), the rest contact messages.
    type Work = { kind: 'contact' | 'register' | 'booking'; index: number };
    const work: Work[] = [];
    const queues = { contact: 0, register: 0, booking: 0 };
    while (queues.contact < CONTACTS || queues.register < REGISTRATIONS || queues.booking < BOOKINGS) {
      const slot = work.length % 6;
      if (slot === 2 && queues.register < REGISTRATIONS) work.push({ kind: 'register', index: queues.register++ });
      else if (slot === 5 && queues.booking < BOOKINGS) work.push({ kind: 'booking', index: queues.booking++ });
      else if (queues.contact < CONTACTS) work.push({ kind: 'contact', index: queues.contact++ });
      else if (queues.register < REGISTRATIONS) work.push({ kind: 'register', index: queues.register++ });
      else work.push({ kind: 'booking', index: queues.booking++ });
    }
    const kills: string[] = [];
    let restarting: Promise<void> = Promise.resolve();
    const killAt = new Set([Math.floor(work.length / 3), Math.floor((2 * work.length) / 3)]);

    await inParallel(
      work.length,
      6,
      async (i) => {
        const item = work[i]!;
        if (item.kind === 'contact') {
          const res = await untilAnswered(
            () =>
              site.api('/api/contact', {
                method: 'POST',
                json: { name: 'Asha Verma', email: contactAddresses[item.index], phone: '+91 98100 12345', subject: 'Stay enquiry', message: 'Do you have a sea-facing room in March?' },
              }),
            counts,
          );
          expect(res.status, await res.clone().text()).toBe(201);
        } else if (item.kind === 'register') {
          const res = await untilAnswered(
            () => site.api('/api/auth/register', { method: 'POST', json: { full_name: 'Ishaan Kapoor', email: userAddresses[item.index], password: 'Lotus#Garden42' } }),
            counts,
          );
          expect(res.status, await res.clone().text()).toBe(201);
        } else {
          const res = await untilAnswered(
            () => site.api('/api/bookings/create', { method: 'POST', token: guestToken, headers: { 'idempotency-key': `mail-${run}-${item.index}` }, json: bodies[item.index] }),
            counts,
          );
          expect(res.status, await res.clone().text()).toBe(201);
          const { booking_id: id } = (await res.json()) as { booking_id: string };
          await payBooking(site, guestToken, id, guestAddresses[item.index]!, counts);
        }
      },
      async (done) => {
        if (!killAt.has(done)) return;
        // The first kill takes notify-1, which comes back; the second takes notify-2 once notify-1 is up again.
        const which = kills.length === 0 ? 1 : 2;
        await restarting;
        await site.instance('notify', which).kill('SIGKILL');
        kills.push(`notify-${which} after ${done} of ${work.length}`);
        const restart = site.instance('notify', which).restart();
        // Awaited before the next kill and at the end; handled now so that a failure meanwhile is not unhandled.
        restart.catch(() => undefined);
        restarting = restart;
      },
    );
    await restarting;
    expect(kills).toHaveLength(2);

    const expected = [...contactAddresses, ...userAddresses, ...guestAddresses];
    const startedWaiting = Date.now();
    const all = await vi.waitFor(
      async () => {
        const caught = await site.mails();
        const missing = expected.filter((a) => mailsTo(caught, a) < 1);
        expect(missing.slice(0, 5), `${missing.length} addresses have no e-mail yet`).toEqual([]);
        return caught;
      },
      { timeout: 150_000, interval: 1_000 },
    );
    const duplicates = expected.reduce((n, a) => n + mailsTo(all, a) - 1, 0);
    site.figure(
      `kill -9 notify twice during ${CONTACTS} contacts, ${REGISTRATIONS} sign-ups, ${BOOKINGS} paid bookings`,
      `${expected.length}/${expected.length} e-mails (last ${((Date.now() - startedWaiting) / 1000).toFixed(0)} s after the load), ${duplicates} duplicates, ${counts.failed} answers 5xx (retried); killed ${kills.join(', ')}`,
    );
    // A duplicate can only come from a kill between an SMTP hand-off and its record: each kill catches at most the
    // e-mails notify had in hand at once.
    expect(duplicates).toBeLessThanOrEqual(kills.length * SEND_CONCURRENCY);
  }, 600_000);

  it('when a booking instance is killed -9 while payment.paid and catalog.hotel-changed events flow, then every booking ends paid exactly once and its copy of the hotels is the last one', async () => {
    const run = randomUUID().slice(0, 8);
    const n = 30;
    const counts = { failed: 0 };
    const guestAddresses = Array.from({ length: n }, (_, i) => `paid-${run}-${i}@example.com`);
    const bodies = await Promise.all(guestAddresses.map((email, i) => bookingBody(site, String(11 + (i % 5)), dayFromToday(90 + Math.floor(i / 5)), email)));
    const ids: string[] = [];
    for (const [i, body] of bodies.entries()) {
      const res = await untilAnswered(() => site.api('/api/bookings/create', { method: 'POST', token: guestToken, headers: { 'idempotency-key': `paid-${run}-${i}` }, json: body }), counts);
      expect(res.status, await res.clone().text()).toBe(201);
      ids.push(((await res.json()) as { booking_id: string }).booking_id);
    }

    // Hotel changes on hotels the bookings are in and others, each edited several times: the last edit must win.
    const edited = ['11', '12', '13', '3', '4'];
    const originals = await Promise.all(
      edited.map((id) =>
        vi.waitFor(async () => {
          const res = await site.api(`/api/hotels/${id}`);
          expect(res.status, await res.clone().text()).toBe(200);
          return hotelSchema.parse(await res.json());
        }, WAIT),
      ),
    );
    const editRounds = 4;
    const edits = (async () => {
      for (let round = 1; round <= editRounds; round++) {
        for (const original of originals) {
          const res = await untilAnswered(
            () => site.api(`/api/admin/hotels/${original.id}`, { method: 'PUT', token: adminToken, json: { ...original, name: `${original.name} (${run} r${round})` } }),
            counts,
          );
          expect(res.status, await res.clone().text()).toBe(200);
        }
      }
    })();
    let killed = false;
    const payments = inParallel(
      n,
      4,
      (i) => payBooking(site, guestToken, ids[i]!, guestAddresses[i]!, counts),
      async (done) => {
        if (done === Math.floor(n / 3)) {
          killed = true;
          await site.instance('booking', 1).kill('SIGKILL');
        }
      },
    );
    await Promise.all([edits, payments]);
    expect(killed).toBe(true);
    await site.instance('booking', 1).restart();

    await vi.waitFor(
      async () => {
        const { rows } = await site.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM booking.bookings WHERE id = ANY($1::uuid[]) AND payment_status = 'completed'", [ids]);
        expect(rows[0]!.n).toBe(n);
      },
      { ...WAIT, timeout: 120_000 },
    );
    // Exactly once: one "Payment received" in each booking's history, and each booking still pending (not
    // cancelled, its rooms held once).
    const { rows } = await site.sql.query<{ id: string; status: string; received: number; released: boolean }>(
      `SELECT id::text, status, rooms_released AS released,
              (SELECT count(*)::int FROM jsonb_array_elements(status_history) h WHERE h->>'reason' = 'Payment received') AS received
         FROM booking.bookings WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    expect(rows.filter((r) => r.received !== 1 || r.status !== 'pending' || r.released).map((r) => r.id)).toEqual([]);
    const { rows: sold } = await site.sql.query<{ n: number }>(
      `SELECT coalesce(sum(sold), 0)::int AS n FROM booking.room_nights WHERE night >= $1::date AND hotel_id = ANY($2)`,
      [dayFromToday(90), ['11', '12', '13', '14', '15']],
    );
    expect(sold[0]!.n).toBe(n);
    // Booking's copy of every edited hotel carries the last edit.
    await vi.waitFor(async () => {
      const copy = await site.sql.query<{ id: string; name: string }>('SELECT id, name FROM booking.hotels WHERE id = ANY($1)', [edited]);
      expect(Object.fromEntries(copy.rows.map((r) => [r.id, r.name]))).toEqual(Object.fromEntries(originals.map((o) => [o.id, `${o.name} (${run} r${editRounds})`])));
    }, WAIT);
    site.figure(
      `kill -9 booking-1 during ${n} payments and ${edited.length * editRounds} hotel edits`,
      `${n}/${n} paid once (1 "Payment received" each, ${n} rooms held), last hotel edits applied; ${counts.failed} answers 5xx (retried)`,
    );
  }, 300_000);

  it('when 200 requests race across both booking instances for the last 5 rooms, then exactly 5 bookings are made', async () => {
    const checkIn = dayFromToday(120);
    const checkOut = dayFromToday(121);
    const availability = async () => {
      const res = await site.api(`/api/bookings/availability?hotel_id=2&check_in=${checkIn}&check_out=${checkOut}`);
      expect(res.status).toBe(200);
      return availabilitySchema.parse(await res.json());
    };
    const first = await vi.waitFor(availability, WAIT);
    const room = [...first.rooms].sort((a, b) => a.free - b.free)[0]!;
    const total = priceStay([{ type: room.type, quantity: 1, pricePaise: rupeesToPaise(room.price) }], 1).totalPaise / 100;
    const book = (key: string) =>
      site.api('/api/bookings/create', {
        method: 'POST',
        token: guestToken,
        headers: { 'idempotency-key': key },
        json: {
          hotel_id: '2',
          check_in: checkIn,
          check_out: checkOut,
          rooms: [{ type: room.type, quantity: 1 }],
          guest_info: { name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98100 12345', address: '' },
          special_requests: '',
          total_amount: total,
        },
      });
    const run = randomUUID().slice(0, 8);
    for (let i = 0; i < room.free - 5; i++) expect((await book(`fill-${run}-${i}`)).status).toBe(201);
    expect((await availability()).rooms.find((r) => r.type === room.type)!.free).toBe(5);

    // A client whose request timed out or met a 5xx sends it again with the same idempotency key, as the site's
    // own client does: the key makes a repeat return the first outcome instead of booking twice.
    let repeats = 0;
    const bookAnswered = async (key: string) => {
      for (let attempt = 0; ; attempt++) {
        const res = await book(key);
        if (res.status < 500 || attempt === 9) return res.status;
        repeats++;
        // A 503 shed under load says when to come back; a timeout says nothing, so the client waits a little.
        const retryAfter = Number(res.headers.get('retry-after'));
        await new Promise((r) => setTimeout(r, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 250 * (attempt + 1)));
      }
    };
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => bookAnswered(`race-${run}-${i}`)));
    const made = statuses.filter((s) => s === 201).length;
    site.figure(
      '200 concurrent bookings for the last 5 rooms, 2 instances',
      `${made} made, ${statuses.filter((s) => s === 409).length} refused (409)${repeats ? `; ${repeats} sent again after a 5xx (same key)` : ''}`,
    );
    expect(made).toBe(5);
    expect(statuses.filter((s) => s !== 201 && s !== 409), 'answers other than 201 and 409 after ten tries').toEqual([]);
    expect((await availability()).rooms.find((r) => r.type === room.type)!.free).toBe(0);
    const { rows } = await site.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM booking.bookings WHERE idempotency_key LIKE $1', [`race-${run}-%`]);
    expect(rows[0]!.n).toBe(5);
  }, 120_000);
});
