import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, indiaToday } from '@suvarna/contracts';
import { buildFrontend, frontendNeedsBuild } from '@suvarna/infra/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/index';
import { send, startTestGateway, startUpstream, type TestUpstream } from './helpers';

/*
 * A hotel page opened with a stay in its address (from the search, an AI answer, a return from sign-in) is drawn
 * on the server by the app's own renderer (frontend/dist-server) with that stay: the first screen already shows
 * the chosen dates, guests and rooms, read by the same rules as the app reads them in the browser.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const hotel = {
  id: '7',
  _id: '7',
  name: 'Suvarna Rajmahal Jaipur',
  location: 'Jaipur',
  state: 'Rajasthan',
  type: 'Heritage Palace Hotel',
  rating: 4.9,
  shownRating: { source: 'hotel', score: 4.9 },
  images: ['/images/hotels/jaipur-1.svg'],
  amenities: ['Pool'],
  features: ['Durbar hall dinners'],
  rooms: [
    { type: 'Palace Room', price: 16000, capacity: 2, available: 20 },
    { type: 'Maharaja Suite', price: 125000, capacity: 4, available: 2 },
  ],
  description: 'A restored palace in the Pink City.',
  status: 'active',
  contact: { phone: '+91 141 456 7812', email: 'jaipur@suvarnahotels.in', address: 'Amer Road, Jaipur' },
};

let upstream: TestUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  if (await frontendNeedsBuild(root)) await buildFrontend(root);
  upstream = await startUpstream((req, res) => {
    const found = req.url === '/api/hotels/7';
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ? hotel : { detail: 'Hotel not found' }));
  });
  gateway = await startTestGateway(upstream.url, { FRONTEND_DIST: path.join(root, 'frontend/dist') });
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

/** The first screen of a document: what the build's markers enclose. */
function firstScreen(html: string): string {
  const start = html.indexOf('<!--first-screen-->');
  const end = html.indexOf('<!--/first-screen-->');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, end);
}

/** The value a control named `name` is drawn with: an input's value, or a select's selected option. */
function valueOf(screen: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(screen)?.[0];
  if (input) return /value="([^"]*)"/.exec(input)?.[1];
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(screen)?.[1];
  return select ? /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(select)?.[1] : undefined;
}

describe("a hotel page's first screen with a stay in its address", () => {
  it('when the address carries dates, guests and rooms, then the document already shows them in the booking box', async () => {
    const checkIn = addDays(indiaToday(), 20);
    const checkOut = addDays(indiaToday(), 22);

    const res = await send(`${gateway.url}/hotels/7?checkIn=${checkIn}&checkOut=${checkOut}&guests=3&rooms=2&utm_source=mail`, {
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });

    expect(res.status).toBe(200);
    const screen = firstScreen(res.text);
    expect(screen).toContain('Suvarna Rajmahal Jaipur');
    expect(valueOf(screen, 'checkIn')).toBe(checkIn);
    expect(valueOf(screen, 'checkOut')).toBe(checkOut);
    expect(valueOf(screen, 'guests')).toBe('3');
    expect(valueOf(screen, 'rooms')).toBe('2');
    // The stay is priced for those nights: 2 × Palace Room × 2 nights.
    expect(screen).toContain('2 nights');
  });

  it.each([
    ['a date that is no calendar date', (today: string) => `checkIn=2026-02-30&checkOut=${addDays(today, 3)}`],
    ['a check-in in the past', (today: string) => `checkIn=${addDays(today, -1)}&checkOut=${addDays(today, 3)}`],
    ['a check-out before the check-in', (today: string) => `checkIn=${addDays(today, 5)}&checkOut=${addDays(today, 4)}`],
    ['one date alone', (today: string) => `checkIn=${addDays(today, 5)}`],
  ])('when the address carries %s, then the document shows the defaults the app falls back to (tomorrow and the day after)', async (_case, query) => {
    const today = indiaToday();

    const res = await send(`${gateway.url}/hotels/7?${query(today)}&guests=4`, { headers: { 'accept-encoding': 'identity' } });

    const screen = firstScreen(res.text);
    expect(valueOf(screen, 'checkIn')).toBe(addDays(today, 1));
    expect(valueOf(screen, 'checkOut')).toBe(addDays(today, 2));
    expect(valueOf(screen, 'guests')).toBe('4');
    // Check-in starts from India's today, as in the browser whatever its time zone.
    expect(/<input[^>]*name="checkIn"[^>]*>/.exec(screen)?.[0]).toContain(`min="${today}"`);
  });

  it('when two addresses differ only in what the page does not read, then they get the same document (one rendering)', async () => {
    const checkIn = addDays(indiaToday(), 10);
    const checkOut = addDays(indiaToday(), 11);

    const a = await send(`${gateway.url}/hotels/7?checkIn=${checkIn}&checkOut=${checkOut}&utm_source=a`, { headers: { 'accept-encoding': 'identity' } });
    const b = await send(`${gateway.url}/hotels/7?utm_campaign=b&checkIn=${checkIn}&checkOut=${checkOut}`, { headers: { 'accept-encoding': 'identity' } });
    const plain = await send(`${gateway.url}/hotels/7`, { headers: { 'accept-encoding': 'identity' } });

    expect(a.headers.etag).toBe(b.headers.etag);
    expect(plain.headers.etag).not.toBe(a.headers.etag);
    expect(valueOf(firstScreen(plain.text), 'checkIn')).toBe(addDays(indiaToday(), 1));
  });
});
