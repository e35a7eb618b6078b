/**
 * The checkout benchmark's load, run in a process of its own (so that it never shares an event loop with
 * the servers): guests' journeys started at a fixed rate, whatever the earlier ones take (journey i starts
 * at start + i / rate). Each journey, through the gateway: book (POST /api/bookings/create); Proceed to
 * payment (POST /api/payments/create-checkout-session) until the checkout URL is in hand; pay with 4242 on
 * the Stripe sandbox's page; back on /booking-success, read GET /api/payments/checkout-status/{session} as
 * the page does (at once, then after its first wait) until it says paid.
 * Reads its plan as JSON on stdin; prints one JSON line: each journey's two figures, or why it failed.
 */

interface Plan {
  siteUrl: string;
  /** The guests' access tokens: journey n books and pays as guest n % tokens.length. */
  tokens: string[];
  rate: number;
  /** One booking body per journey, each on a (hotel, room type, night) of its own. */
  bodies: string[];
  /** The result page's wait before its second read (frontend/src/features/payment/poll-schedule.ts: 1 s). */
  pageWaitMs: number;
}

export interface CheckoutJourney {
  /** booking created (its 201 answered) → checkout URL in hand. */
  proceedMs?: number;
  /** the sandbox's page answered the card with its 303 back to the site → checkout-status reads paid. */
  returnMs?: number;
  /** Reads of checkout-status the result page needed. */
  reads?: number;
  /** The journey's start (the create sent) → checkout-status reads paid: k6 book.js's booking_to_paid, page waits included. */
  totalMs?: number;
  /** When the journey read paid, from the run's start. */
  paidAtMs?: number;
  error?: string;
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const plan = JSON.parse(input) as Plan;
const authOf = (n: number) => ({ 'content-type': 'application/json', authorization: `Bearer ${plan.tokens[n % plan.tokens.length]}` });

async function ok<T>(res: Response, step: string): Promise<T> {
  if (!res.ok) throw new Error(`${step} ${res.status}`);
  return (await res.json()) as T;
}

async function journey(body: string, n: number): Promise<CheckoutJourney> {
  const auth = authOf(n);
  const begun = performance.now();
  try {
    const { booking_id: bookingId } = await ok<{ booking_id: string }>(
      await fetch(`${plan.siteUrl}/api/bookings/create`, { method: 'POST', headers: { ...auth, 'idempotency-key': `checkout-bench-${process.pid}-${n}` }, body }),
      'create',
    );
    const created = performance.now();
    const session = await ok<{ checkout_url: string; session_id: string }>(
      await fetch(`${plan.siteUrl}/api/payments/create-checkout-session`, { method: 'POST', headers: auth, body: JSON.stringify({ booking_id: bookingId, origin_url: plan.siteUrl }) }),
      'checkout',
    );
    const proceedMs = performance.now() - created;
    const paid = await fetch(session.checkout_url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'bench@example.com', cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Bench Guest' }).toString(),
    });
    await paid.body?.cancel();
    if (paid.status !== 303) throw new Error(`pay ${paid.status}`);
    const back = performance.now();
    for (let reads = 1; ; reads++) {
      const status = await ok<{ payment_status: string }>(await fetch(`${plan.siteUrl}/api/payments/checkout-status/${session.session_id}`, { headers: auth }), 'status');
      if (status.payment_status === 'paid') {
        const now = performance.now();
        return { proceedMs, returnMs: now - back, reads, totalMs: now - begun, paidAtMs: now - start };
      }
      if (reads >= 10) throw new Error('never read paid');
      await new Promise((r) => setTimeout(r, plan.pageWaitMs));
    }
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

const start = performance.now();
const journeys = await Promise.all(
  plan.bodies.map(async (body, i) => {
    const wait = start + (i * 1000) / plan.rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    return journey(body, i);
  }),
);
console.log(JSON.stringify({ journeys, seconds: (performance.now() - start) / 1000 }));
