import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, indiaToday } from '@suvarna/contracts';
import type { RunningSite } from '../dev/site';
import { startTestSite, type TestSite } from '../testing';
import { callSite, type SiteAnswer, type SiteCallOptions } from './site-call';

/*
 * The newer booking and payment endpoints as an attacker meets them, through the gateway of the whole site (as
 * security.test.ts does): no token, someone else's booking, ids that are no ids, NUL bytes, 100 KB strings, JSON
 * of the wrong types, arrays where text belongs, and the same request again. Every refusal is a 4xx with a
 * `detail`, never a 500, and never shows the other guest's booking.
 */

let testSite: TestSite;
let site: RunningSite;
/** The owner of the booking under attack, and the attacker: two registered guests. */
let owner: { token: string; bookingId: string; confirmationCode: string };
let mallory: { token: string; bookingId: string };

/** A request to the site with a raw path (the probes' bytes go as they are) and a raw or JSON body. */
const call = (method: string, path: string, options: SiteCallOptions = {}) => callSite(site.url, method, path, options);

async function register(name: string): Promise<string> {
  const email = `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const res = await call('POST', '/api/auth/register', { body: { full_name: name, email, password: 'Monsoon-Verandah-42', phone: '+91 98200 12345' } });
  expect(res.status, res.text).toBe(201);
  return res.json.access_token as string;
}

/** One Mud-Brick Room night at the Kaza lodge (₹10,000 + 12 %), `days` ahead: an unpaid hold of the token's guest. */
async function book(token: string, days: number): Promise<{ booking_id: string; confirmation_code: string }> {
  const checkIn = addDays(indiaToday(), days);
  const res = await call('POST', '/api/bookings/create', {
    token,
    body: {
      hotel_id: '9',
      check_in: checkIn,
      check_out: addDays(checkIn, 1),
      rooms: [{ type: 'Mud-Brick Room', quantity: 1 }],
      guest_info: { name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98765 43210', address: '' },
      special_requests: '',
      total_amount: 11_200,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { booking_id: string; confirmation_code: string };
}

beforeAll(async () => {
  testSite = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'), { RATE_LIMIT_PER_MINUTE: '0', REGISTER_MAX_PER_IP: '100000' });
  site = testSite.site;
  const [ownerToken, malloryToken] = [await register('Asha'), await register('Mallory')];
  const [owned, own] = [await book(ownerToken, 40), await book(malloryToken, 41)];
  owner = { token: ownerToken, bookingId: owned.booking_id, confirmationCode: owned.confirmation_code };
  mallory = { token: malloryToken, bookingId: own.booking_id };
});

afterAll(async () => {
  await testSite?.close();
});

/** A refusal as the spec wants it: a 4xx whose body is JSON with a `detail`, and nothing of the owner's booking. */
function expectRefused(answer: SiteAnswer, what: string): void {
  expect(answer.status, `${what}: ${answer.status} ${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, `${what}: ${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(typeof answer.json.detail, `${what}: ${answer.text.slice(0, 300)}`).toBe('string');
  expect(answer.text, what).not.toContain(owner.confirmationCode);
}

const NUL = '%00';
const big = 'x'.repeat(100 * 1024);
/** Ids that are not a booking's: not a UUID, a NUL byte in one, an unknown one. */
const badIds = () => ({ 'not a UUID': 'not-a-booking', 'NUL byte': `${owner.bookingId.slice(0, 8)}${NUL}`, 'unknown UUID': randomUUID() });
/** A 100 KB id: in a path it is past what any server reads as a request line (16 KB), and still a 4xx. */
const longPath = (prefix: string) => `${prefix}/${big}`;

describe('POST /api/bookings/{id}/release', () => {
  const path = (id: string) => `/api/bookings/${id}/release`;

  it('when the caller has no token, or names another guest’s booking, then it is refused and the booking stays as it was, however often it is sent', async () => {
    expectRefused(await call('POST', path(owner.bookingId)), 'no token');
    for (let i = 0; i < 2; i++) expectRefused(await call('POST', path(owner.bookingId), { token: mallory.token }), `another guest’s booking (${i + 1})`);
    const read = await call('GET', `/api/bookings/${owner.bookingId}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.text).not.toMatch(/cancelled/i);
  });

  it('when the id is not a booking’s (not a UUID, a NUL byte, unknown, 100 KB), then a 4xx with a detail', async () => {
    for (const [what, id] of Object.entries(badIds())) expectRefused(await call('POST', path(id), { token: mallory.token }), what);
    const long = await call('POST', longPath('/api/bookings').concat('/release'), { token: mallory.token });
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
  });

  it('when a body of the wrong shape comes with it, then it is refused for another’s booking and never a 500', async () => {
    for (const raw of ['[]', '"x"', '{"booking_id": ["a", "b"]}', `{"x": "${big}"}`, '{"x": "a\\u0000b"}', '{not json']) {
      expectRefused(await call('POST', path(owner.bookingId), { token: mallory.token, raw }), `body ${raw.slice(0, 20)}`);
    }
  });

  it('when its owner releases the hold twice, then the second answer is no 500 either', async () => {
    const first = await call('POST', path(mallory.bookingId), { token: mallory.token });
    expect(first.status, first.text).toBe(200);
    const again = await call('POST', path(mallory.bookingId), { token: mallory.token });
    expect(again.status, again.text).toBeLessThan(500);
    if (again.status >= 400) expectRefused(again, 'a second release');
  });
});

describe('POST /api/bookings/{id}/change-dates', () => {
  const path = (id: string) => `/api/bookings/${id}/change-dates`;
  const later = () => ({ check_in: addDays(indiaToday(), 50), check_out: addDays(indiaToday(), 51) });

  it('when the caller has no token, or names another guest’s booking, then it is refused, however often it is sent', async () => {
    expectRefused(await call('POST', path(owner.bookingId), { body: later() }), 'no token');
    for (let i = 0; i < 2; i++) expectRefused(await call('POST', path(owner.bookingId), { token: mallory.token, body: later() }), `another guest’s booking (${i + 1})`);
    const read = await call('GET', `/api/bookings/${owner.bookingId}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.text).toContain(addDays(indiaToday(), 40));
    expect(read.text).not.toContain(later().check_in);
  });

  it('when the id is not a booking’s (not a UUID, a NUL byte, unknown, 100 KB), then a 4xx with a detail', async () => {
    for (const [what, id] of Object.entries(badIds())) expectRefused(await call('POST', path(id), { token: mallory.token, body: later() }), what);
    const long = await call('POST', longPath('/api/bookings').concat('/change-dates'), { token: mallory.token, body: later() });
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
  });

  it('when the body has wrong JSON types, arrays for dates, NUL bytes or 100 KB strings, then a 4xx with a detail, even on the owner’s own booking', async () => {
    const bodies: [string, unknown][] = [
      ['numbers for dates', { check_in: 20260101, check_out: 20260102 }],
      ['arrays for dates', { check_in: [later().check_in], check_out: [later().check_out] }],
      ['objects for dates', { check_in: { $gt: '' }, check_out: {} }],
      ['null dates', { check_in: null, check_out: null }],
      ['NUL bytes', { check_in: `${later().check_in}\u0000`, check_out: later().check_out }],
      ['100 KB strings', { check_in: big, check_out: big }],
      ['an array body', [later()]],
      ['a string body', 'check_in'],
      ['no body', undefined],
    ];
    for (const [what, body] of bodies) {
      for (const token of [owner.token, mallory.token]) expectRefused(await call('POST', path(owner.bookingId), { token, body }), what);
    }
    expectRefused(await call('POST', path(owner.bookingId), { token: owner.token, raw: '{"check_in": "2026-' }), 'unparsable JSON');
  });
});

describe('GET /api/bookings/availability/calendar', () => {
  const path = (query: string) => `/api/bookings/availability/calendar?${query}`;
  const from = () => addDays(indiaToday(), 1);
  const to = () => addDays(indiaToday(), 30);

  it('when the query is of the wrong kind (arrays, NUL bytes, 100 KB, no dates, dates that are not dates), then a 4xx with a detail, with or without a token, again and again', async () => {
    const queries: [string, string][] = [
      ['hotel_id twice (an array)', `hotel_id=1&hotel_id=2&from=${from()}&to=${to()}`],
      ['from twice (an array)', `hotel_id=1&from=${from()}&from=${from()}&to=${to()}`],
      ['from[x] for from (an object; no plain from)', `hotel_id=1&from[x]=${from()}&to=${to()}`],
      ['a NUL byte in hotel_id', `hotel_id=1${NUL}&from=${from()}&to=${to()}`],
      ['a NUL byte in from', `hotel_id=1&from=${from()}${NUL}&to=${to()}`],
      ['no dates', 'hotel_id=1'],
      ['from not a date', `hotel_id=1&from=yesterday&to=${to()}`],
      ['to before from', `hotel_id=1&from=${to()}&to=${from()}`],
      ['a 10 KB hotel_id', `hotel_id=${'x'.repeat(10 * 1024)}&from=${from()}&to=${to()}`],
    ];
    for (const [what, query] of queries) {
      for (const token of [undefined, mallory.token, mallory.token]) expectRefused(await call('GET', path(query), { token }), what);
    }
    const long = await call('GET', path(`hotel_id=${big}&from=${from()}&to=${to()}`));
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
  });

  it('when it is asked properly, then it answers the nights and shows nobody’s booking', async () => {
    const res = await call('GET', path(`hotel_id=9&from=${from()}&to=${to()}`));
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(owner.bookingId);
    expect(res.text).not.toContain(owner.confirmationCode);
  });
});

describe.each([
  ['GET /api/bookings/guests-hosted', '/api/bookings/guests-hosted', ['guests']],
  ['GET /api/reviews/summary', '/api/reviews/summary', ['total_reviews', 'rated_4_or_5']],
])('%s', (_name, path, keys) => {
  it('when anyone asks, with or without a token or a query (which it ignores), then it answers its counts and nothing about anyone; another method is refused with a detail', async () => {
    for (const options of [{}, { token: mallory.token }]) {
      for (const query of ['', '?user_id=1', `?x=${'y'.repeat(10 * 1024)}`, '?guests[]=1', `?x=${NUL}`]) {
        const res = await call('GET', `${path}${query}`, options);
        expect(res.status, `${query.slice(0, 20)}: ${res.text}`).toBe(200);
        expect(Object.keys(res.json)).toEqual(keys);
        for (const key of keys) expect(Number.isInteger(res.json[key])).toBe(true);
        expect(res.text).not.toContain(owner.bookingId);
      }
    }
    for (const method of ['POST', 'PUT', 'DELETE']) expectRefused(await call(method, path, { token: mallory.token, body: { guests: 1_000_000 } }), method);
  });
});

describe('GET /api/bookings/guests-hosted', () => {
  it('when a query name carries a NUL byte, then a 4xx with a detail', async () => {
    expectRefused(await call('GET', `/api/bookings/guests-hosted?x${NUL}=1`), 'a NUL byte in a query name');
  });
});

describe.each([
  ['GET /api/payments/invoice/{booking_id}', (id: string) => `/api/payments/invoice/${id}`, true],
  ['GET /api/payments/invoices/{booking_id}', (id: string) => `/api/payments/invoices/${id}`, false],
])('%s', (_name, path, readsNumber) => {
  it('when the caller has no token, or names another guest’s booking, then it is refused without the booking, however often it is sent', async () => {
    expectRefused(await call('GET', path(owner.bookingId)), 'no token');
    for (let i = 0; i < 2; i++) expectRefused(await call('GET', path(owner.bookingId), { token: mallory.token }), `another guest’s booking (${i + 1})`);
  });

  it('when the id is not a booking’s (not a UUID, a NUL byte, unknown, 100 KB), then a 4xx with a detail', async () => {
    for (const [what, id] of Object.entries(badIds())) expectRefused(await call('GET', path(id), { token: mallory.token }), what);
    expectRefused(await call('GET', path('x'.repeat(10 * 1024)), { token: mallory.token }), 'a 10 KB id');
    const long = await call('GET', path(big), { token: mallory.token });
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
  });

  it.runIf(readsNumber)('when the document number is an array, has a NUL byte or is long, then a 4xx with a detail', async () => {
    for (const [what, query] of [
      ['number twice (an array)', 'number=SH07/2627/000001&number=SH07/2627/000002'],
      ['number[] (an object)', 'number[x]=1'],
      ['a NUL byte', `number=SH07${NUL}`],
      ['a 10 KB number', `number=${'9'.repeat(10 * 1024)}`],
    ] as const) {
      expectRefused(await call('GET', `${path(owner.bookingId)}?${query}`, { token: owner.token }), what);
      expectRefused(await call('GET', `${path(owner.bookingId)}?${query}`, { token: mallory.token }), `${what}, another guest’s booking`);
    }
  });
});
