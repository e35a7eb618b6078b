import { addDays, availabilitySearchSchema, indiaToday, priceStay, rupeesToPaise } from '@suvarna/contracts';
import type { StripeSandbox } from '../stripe-sandbox/src';
import { json, signInDemoGuest, until } from './load-process';

export interface PaymentBenchResult {
  runs: number;
  /** Stripe's webhook leaves the sandbox → the booking reads payment_status completed through the gateway. */
  webhookToPaid: Figures;
  /** POST /api/bookings/create → the confirmation e-mail is in the inbox (session, card and webhook included). */
  bookingToEmail: Figures;
}

interface Figures {
  p50: number;
  p95: number;
  max: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted.at(-1) ?? 0) };
}


/**
 * The payment chain, one booking at a time in the one-process site: book, open the Checkout Session, pay
 * with 4242 on the sandbox's page, then time (1) the webhook leaving the sandbox until the booking reads
 * paid and (2) the booking's creation until its confirmation e-mail is in the inbox.
 * Needs the demo guest (SEED_DEMO_USERS=true) and a mail catcher.
 */
export async function benchPayments(siteUrl: string, sandbox: StripeSandbox, inboxUrl: string, runs: number): Promise<PaymentBenchResult> {
  const token = await signInDemoGuest(siteUrl);
  const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const today = indiaToday();
  // Nights far ahead, one per run: these bookings never compete with each other or with the booking bench.
  const firstNight = addDays(today, 200);
  const search = availabilitySearchSchema.parse(await json(await fetch(`${siteUrl}/api/bookings/availability/search?check_in=${firstNight}&check_out=${addDays(firstNight, 1)}&guests=1`)));
  const hotel = search.hotels.find((h) => h.bookable && h.rooms.some((r) => r.free > 0));
  const room = hotel?.rooms.find((r) => r.free > 0);
  if (!hotel || !room) throw new Error('payment bench: no bookable room');

  const webhookToPaid: number[] = [];
  const bookingToEmail: number[] = [];
  for (let i = 0; i < runs; i++) {
    const checkIn = addDays(firstNight, i);
    // The demo guest books for itself: the booking's e-mails go to its own address.
    const email = 'guest@suvarnahotels.in';
    const started = performance.now();
    const { booking_id: bookingId, confirmation_code: code } = await json<{ booking_id: string; confirmation_code: string }>(
      await fetch(`${siteUrl}/api/bookings/create`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          hotel_id: hotel.hotel_id,
          check_in: checkIn,
          check_out: addDays(checkIn, 1),
          rooms: [{ type: room.type, quantity: 1 }],
          guest_info: { name: 'Bench Guest', email },
          total_amount: priceStay([{ type: room.type, quantity: 1, pricePaise: rupeesToPaise(room.price) }], 1).totalPaise / 100,
        }),
      }),
    );
    const session = await until(
      async () => {
        const res = await fetch(`${siteUrl}/api/payments/create-checkout-session`, { method: 'POST', headers: auth, body: JSON.stringify({ booking_id: bookingId, origin_url: siteUrl }) });
        if (res.status === 409) return undefined;
        return json<{ session_id: string; checkout_url: string }>(res);
      },
      10_000,
      20,
    );
    const paid = await fetch(session.checkout_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Bench Guest' }).toString(),
    });
    if (paid.status !== 303) throw new Error(`payment bench: the card was refused (${paid.status})`);
    const paidAt = await until(
      async () => {
        const b = await json<{ payment_status: string }>(await fetch(`${siteUrl}/api/bookings/${bookingId}`, { headers: auth }));
        return b.payment_status === 'completed' ? Date.now() : undefined;
      },
      10_000,
      10,
    );
    const delivery = await until(
      async () => sandbox.deliveries().find((d) => d.type === 'checkout.session.completed' && d.status === 200 && sandbox.events().some((e) => e.id === d.eventId && (e.data.object as { id: string }).id === session.session_id)),
      10_000,
      5,
    );
    webhookToPaid.push(paidAt - delivery.sentAt);
    if (process.env.BENCH_TRACE) console.log(JSON.stringify({ sent: delivery.sentAt, answered: delivery.at, paidRead: paidAt, session: session.session_id, bookingId }));
    await until(
      async () => {
        const mails = await json<{ subject: string; to: { address: string }[] }[]>(await fetch(`${inboxUrl}/email`));
        return mails.some((m) => m.to.some((t) => t.address === email) && m.subject.includes(code)) ? true : undefined;
      },
      20_000,
      20,
    );
    bookingToEmail.push(performance.now() - started);
  }
  return { runs, webhookToPaid: figures(webhookToPaid), bookingToEmail: figures(bookingToEmail) };
}
