// k6 load script: visitors browsing the catalogue, at a constant arrival rate.
// The mix per iteration: 60 % the hotel list, 39 % one hotel's page (the hotel and its reviews), 1 % an
// availability search for a stay a month ahead (the heaviest read).
//   k6 run infra/k6/browse.js                                  (BASE_URL, default http://localhost:8001)
//   k6 run -e RATE=200 -e DURATION=2m infra/k6/browse.js
// The gateway limits requests per client address (RATE_LIMIT_PER_MINUTE, default 600): start the site with
// RATE_LIMIT_PER_MINUTE=0 for a load test from one machine, or every request past the limit is a 429.
import http from 'k6/http';
import { check } from 'k6';

const BASE = __ENV.BASE_URL || 'http://localhost:8001';
const RATE = Number(__ENV.RATE || 50);

export const options = {
  scenarios: {
    browse: {
      executor: 'constant-arrival-rate',
      rate: RATE,
      timeUnit: '1s',
      duration: __ENV.DURATION || '1m',
      preAllocatedVUs: Math.max(10, RATE),
      maxVUs: RATE * 4,
    },
  },
  // A threshold that is crossed fails the run (k6 exits 99).
  thresholds: {
    http_req_failed: ['rate<0.01'], // under 1 % of requests fail
    checks: ['rate>0.99'],
    'http_req_duration{name:hotels}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{name:hotel}': ['p(95)<300', 'p(99)<800'],
    'http_req_duration{name:availability}': ['p(95)<800'],
    dropped_iterations: ['count<10'], // the generator kept up with the arrival rate
  },
};

/** @param {number} days */
function isoDate(days) {
  return new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);
}

/** @returns {string[]} */
function hotelIds() {
  const list = http.get(`${BASE}/api/hotels`, { tags: { name: 'hotels' } });
  check(list, { 'hotels 200': (r) => r.status === 200 });
  const body = list.status === 200 ? list.json() : [];
  return Array.isArray(body) ? body.map((h) => String(/** @type {{ id: string }} */ (h).id)) : [];
}

export function setup() {
  const ids = hotelIds();
  if (!ids.length) throw new Error(`no hotels at ${BASE}/api/hotels`);
  return { ids };
}

/** @param {{ ids: string[] }} data */
export default function (data) {
  const roll = Math.random();
  if (roll < 0.6) {
    hotelIds();
  } else if (roll < 0.99) {
    const id = data.ids[Math.floor(Math.random() * data.ids.length)];
    check(http.get(`${BASE}/api/hotels/${id}`, { tags: { name: 'hotel' } }), { 'hotel 200': (r) => r.status === 200 });
    check(http.get(`${BASE}/api/reviews/hotel/${id}`, { tags: { name: 'reviews' } }), { 'reviews 200': (r) => r.status === 200 });
  } else {
    const res = http.get(`${BASE}/api/bookings/availability/search?check_in=${isoDate(30)}&check_out=${isoDate(32)}&guests=2`, {
      tags: { name: 'availability' },
    });
    check(res, { 'availability 200': (r) => r.status === 200 });
  }
}
