// k6 load script: a visitor browsing the catalogue and sending a contact message.
// Run against a started site: k6 run -e BASE_URL=http://localhost:8001 infra/k6/browse.js
import http from 'k6/http';
import { check, sleep } from 'k6';

const BASE = __ENV.BASE_URL || 'http://localhost:8001';

export const options = {
  scenarios: {
    browse: { executor: 'ramping-vus', startVUs: 0, stages: [{ duration: '30s', target: 50 }, { duration: '1m', target: 50 }, { duration: '15s', target: 0 }] },
  },
  thresholds: { http_req_failed: ['rate<0.01'], 'http_req_duration{name:hotels}': ['p(95)<300'] },
};

export default function () {
  const list = http.get(`${BASE}/api/hotels`, { tags: { name: 'hotels' } });
  check(list, { 'hotels 200': (r) => r.status === 200 });
  const hotels = list.json();
  if (Array.isArray(hotels) && hotels.length) {
    const hotel = hotels[Math.floor(Math.random() * hotels.length)];
    check(http.get(`${BASE}/api/hotels/${hotel.id}`, { tags: { name: 'hotel' } }), { 'hotel 200': (r) => r.status === 200 });
    check(http.get(`${BASE}/api/reviews/hotel/${hotel.id}`, { tags: { name: 'reviews' } }), { 'reviews 200': (r) => r.status === 200 });
  }
  if (Math.random() < 0.05) {
    const res = http.post(
      `${BASE}/api/contact`,
      JSON.stringify({ name: 'Load Test', email: 'load@example.com', phone: '+91 90000 00000', subject: 'k6', message: 'Load test message', type: 'inquiry' }),
      { headers: { 'Content-Type': 'application/json' }, tags: { name: 'contact' } },
    );
    check(res, { 'contact 201': (r) => r.status === 201 });
  }
  sleep(1);
}
