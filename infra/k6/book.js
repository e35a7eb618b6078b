// k6 load script: guests booking and paying, at a constant arrival rate. Each iteration signs in, searches
// availability, creates a booking for one night, opens a Checkout Session, pays with the test card on the
// Stripe sandbox's checkout page and polls the booking until it reads paid.
//   k6 run infra/k6/book.js    (BASE_URL, default http://localhost:8001; the sandbox's address comes from the session)
// Needs the site with its Stripe sandbox (`npm start`, cluster mode or compose) and the demo guest account
// (GUEST_EMAIL / GUEST_PASSWORD). Each iteration books its own night (NIGHTS_AHEAD + iteration), so bookings do
// not compete for the same rooms; RATE_LIMIT_PER_MINUTE=0 on the gateway for a run from one address, and the
// hold caps raised on booking (HOLD_MAX_BOOKINGS, HOLD_MAX_ROOMS and their _PER_HOTEL twins, e.g. 1000): one
// account holds every iteration's unpaid booking at once, far past a family's 2. The API takes the bearer
// token: each VU signs in and signs in again before its 15-minute access token runs out.
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Trend } from 'k6/metrics';
import exec from 'k6/execution';

const BASE = __ENV.BASE_URL || 'http://localhost:8001';
const RATE = Number(__ENV.RATE || 2);
const NIGHTS_AHEAD = Number(__ENV.NIGHTS_AHEAD || 300);

/** From the booking's creation until it reads paid: the whole payment chain (session, card, webhook, event). */
const bookingToPaid = new Trend('booking_to_paid', true);

export const options = {
  scenarios: {
    book: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: Math.max(5, RATE * 5),
      maxVUs: RATE * 20,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:create}': ['p(95)<500', 'p(99)<1000'],
    'http_req_duration{name:availability}': ['p(95)<800'],
    booking_to_paid: ['p(95)<5000'], // a paid booking reads paid within 5 s for 95 % of guests
  },
};

/** @param {number} days */
function isoDate(days) {
  return new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);
}

/** Signs a VU in again this long after its last sign-in: access tokens live 15 minutes. */
const RESIGN_MS = 10 * 60000;
let token = '';
let signedInAt = 0;

function signIn() {
  const res = http.post(
    `${BASE}/api/auth/login`,
    JSON.stringify({ email: __ENV.GUEST_EMAIL || 'guest@suvarnahotels.in', password: __ENV.GUEST_PASSWORD || 'Guest@123' }),
    { headers: { 'Content-Type': 'application/json' }, tags: { name: 'login' } },
  );
  if (res.status !== 200) fail(`sign-in refused (${res.status}): ${res.body}`);
  token = String(res.json('access_token'));
  signedInAt = Date.now();
}

export default function () {
  if (!token || Date.now() - signedInAt > RESIGN_MS) signIn();
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const checkIn = isoDate(NIGHTS_AHEAD + exec.scenario.iterationInTest);
  const checkOut = isoDate(NIGHTS_AHEAD + exec.scenario.iterationInTest + 1);

  const search = http.get(`${BASE}/api/bookings/availability/search?check_in=${checkIn}&check_out=${checkOut}&guests=1`, { tags: { name: 'availability' } });
  if (!check(search, { 'availability 200': (r) => r.status === 200 })) return;
  /** @type {{ hotel_id: string, bookable: boolean, rooms: { type: string, price: number, free: number }[] }[]} */
  const hotels = /** @type {any} */ (search.json('hotels')) || [];
  const hotel = hotels.find((h) => h.bookable && h.rooms.some((r) => r.free > 0));
  const room = hotel && hotel.rooms.find((r) => r.free > 0);
  if (!check(room, { 'a room is free': (r) => r !== undefined }) || !hotel || !room) return;

  // The guest books for itself: the booking's e-mails go to the account's own address, and no typed guest
  // address is asked whether it wants them.
  const email = __ENV.GUEST_EMAIL || 'guest@suvarnahotels.in';
  const created = http.post(
    `${BASE}/api/bookings/create`,
    JSON.stringify({
      hotel_id: hotel.hotel_id,
      check_in: checkIn,
      check_out: checkOut,
      rooms: [{ type: room.type, quantity: 1 }],
      guest_info: { name: 'Load Guest', email },
      // One night, 12 % taxes, rounded to whole rupees (packages/contracts priceStay).
      total_amount: Math.round((room.price * 100 * 112) / 10000),
    }),
    { headers, tags: { name: 'create' } },
  );
  if (!check(created, { 'booking created': (r) => r.status === 201 || r.status === 200 })) return;
  const bookingId = String(created.json('booking_id'));
  const createdAt = Date.now();

  // The payment service learns of the booking from its event: 409 until then.
  let session = http.post(`${BASE}/api/payments/create-checkout-session`, JSON.stringify({ booking_id: bookingId, origin_url: BASE }), {
    headers,
    tags: { name: 'checkout-session' },
    responseCallback: http.expectedStatuses(200, 201, 409),
  });
  for (let i = 0; i < 20 && session.status === 409; i++) {
    sleep(0.25);
    session = http.post(`${BASE}/api/payments/create-checkout-session`, JSON.stringify({ booking_id: bookingId, origin_url: BASE }), {
      headers,
      tags: { name: 'checkout-session' },
      responseCallback: http.expectedStatuses(200, 201, 409),
    });
  }
  if (!check(session, { 'checkout session': (r) => r.status === 200 || r.status === 201 })) return;

  const paid = http.post(
    String(session.json('checkout_url')),
    { email, cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Load Guest' },
    { redirects: 0, tags: { name: 'pay' }, responseCallback: http.expectedStatuses(303) },
  );
  if (!check(paid, { 'card accepted': (r) => r.status === 303 })) return;

  for (let i = 0; i < 60; i++) {
    const booking = http.get(`${BASE}/api/bookings/${bookingId}`, { headers, tags: { name: 'status' } });
    if (booking.status === 200 && booking.json('payment_status') === 'completed') {
      bookingToPaid.add(Date.now() - createdAt);
      check(booking, { 'booking paid': () => true });
      return;
    }
    sleep(0.25);
  }
  check(null, { 'booking paid': () => false });
}
