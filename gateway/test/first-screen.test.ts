import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/index';
import { send, startTestGateway, startUpstream, type TestUpstream } from './helpers';

/** A hotel page's document as the build writes it: its first screen (the loading state) between markers. */
const hotelDocument = [
  '<!doctype html><html><head><title>Suvarna Hotels &amp; Resorts</title></head><body>',
  '<div id="root" inert><!--first-screen--><p>Loading hotel details...</p><!--/first-screen--></div>',
  '</body></html>',
].join('');
const routes = {
  pages: [
    {
      path: '/hotels/:hotelId',
      file: 'pages/hotel-detail.html',
      preload: ['/api/hotels/:hotelId'],
      firstScreenData: { key: 'hotel', from: '/api/hotels/:hotelId' },
    },
  ],
};
/**
 * Stands in for the frontend's server entry: draws what it was given, so the test sees the data arrive, and
 * refuses data it cannot draw a page from (the frontend's own renderer checks it against the contract).
 */
const renderer = `export async function render(url, data) {
  if (typeof data?.name !== 'string') return undefined;
  const html = '<!doctype html><html><head><title>' + data.name + '</title></head><body><main data-url="' + url + '">' + data.name + '</main></body></html>';
  return { html, key: url + JSON.stringify(data) };
}`;

function hotel(name: string) {
  return {
    id: '7',
    _id: '7',
    name,
    location: 'Jaipur',
    state: 'Rajasthan',
    type: 'Heritage Palace Hotel',
    rating: 4.9,
    shownRating: { source: 'hotel', score: 4.9 },
    images: ['/images/hotels/jaipur-1.svg'],
    amenities: ['Pool'],
    features: ['Durbar hall dinners'],
    rooms: [{ type: 'Palace Room', price: 16000, capacity: 2, available: 20 }],
    description: 'A restored palace in the Pink City.',
    status: 'active',
    contact: { phone: '+91 141 456 7812', email: 'jaipur@suvarnahotels.in', address: 'Amer Road, Jaipur' },
  };
}

let root: string;
let upstream: TestUpstream;
let gateway: RunningGateway;
let catalogAnswer: { status: number; body: unknown } = { status: 200, body: hotel('Suvarna Rajmahal Jaipur') };
/** Answers for hotel 9 held back until the test lets them go: a catalog slower than the document's wait. */
const heldAnswers: (() => void)[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gateway-first-screen-'));
  const distDir = path.join(root, 'dist');
  await mkdir(path.join(distDir, 'pages'), { recursive: true });
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(path.join(distDir, 'pages', 'routes.json'), JSON.stringify(routes));
  await writeFile(path.join(distDir, 'pages', 'hotel-detail.html'), hotelDocument);
  await writeFile(path.join(root, 'dist-server', 'first-screen.js'), renderer);
  upstream = await startUpstream((req, res) => {
    if (req.url === '/api/hotels/9') {
      heldAnswers.push(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(hotel('Suvarna Lake Palace Udaipur')));
      });
      return;
    }
    if (req.url === '/api/hotels/7') {
      res.writeHead(catalogAnswer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(catalogAnswer.body));
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ detail: 'Hotel not found' }));
  });
  gateway = await startTestGateway(upstream.url, { FRONTEND_DIST: distDir });
});

afterAll(async () => {
  heldAnswers.forEach((answer) => answer());
  await gateway?.close();
  await upstream?.close();
  await rm(root, { recursive: true, force: true });
});

describe("a hotel page's first screen", () => {
  it('when a hotel page is opened, then its document is the frontend\'s, drawn from the catalog\'s public answer', async () => {
    catalogAnswer = { status: 200, body: hotel('Suvarna Rajmahal Jaipur') };

    const res = await send(`${gateway.url}/hotels/7?checkIn=2030-01-02`, { headers: { accept: 'text/html' } });

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(
      '<!doctype html><html><head><title>Suvarna Rajmahal Jaipur</title></head><body><main data-url="/hotels/7?checkIn=2030-01-02">Suvarna Rajmahal Jaipur</main></body></html>',
    );
    expect(upstream.seen.at(-1)?.url).toBe('/api/hotels/7');
    // The data came with the document: the browser is not asked to fetch it again.
    expect(res.headers.link).toBeUndefined();
  });

  it('when the browser accepts Brotli, then the rendered document comes compressed, and a repeat with its ETag gets 304', async () => {
    catalogAnswer = { status: 200, body: hotel('Suvarna Rajmahal Jaipur') };

    const first = await send(`${gateway.url}/hotels/7`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString('utf8')).toContain('>Suvarna Rajmahal Jaipur</main>');
    const etag = String(first.headers.etag);

    const again = await send(`${gateway.url}/hotels/7`, { headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('when the hotel changes, then the next document shows the change (with a new ETag)', async () => {
    catalogAnswer = { status: 200, body: hotel('Suvarna Rajmahal Jaipur') };
    const before = await send(`${gateway.url}/hotels/7`);
    catalogAnswer = { status: 200, body: hotel('Suvarna Rajmahal Palace Jaipur') };

    const after = await send(`${gateway.url}/hotels/7`);

    expect(after.text).toContain('>Suvarna Rajmahal Palace Jaipur</main>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it.each([
    ['the hotel does not exist', { status: 404, body: { detail: 'Hotel not found' } }],
    ['the catalog fails', { status: 500, body: { detail: 'Internal error' } }],
    ['the frontend cannot draw the page from what the catalog answered', { status: 200, body: { name: 42 } }],
  ])('when %s, then the built document goes out with its loading state and a preload of the data', async (_case, answer) => {
    catalogAnswer = answer;

    const res = await send(`${gateway.url}/hotels/7`);

    expect(res.status).toBe(200);
    expect(res.text).toBe(hotelDocument);
    expect(res.headers.link).toBe('</api/hotels/7>; rel=preload; as=fetch; crossorigin');
  });

  it('when the address names another hotel, then the data is read for that one (and its absence serves the built page)', async () => {
    const res = await send(`${gateway.url}/hotels/8`);

    expect(res.text).toBe(hotelDocument);
    expect(upstream.seen.some((req) => req.url === '/api/hotels/8')).toBe(true);
  });

  it('when the catalog takes longer than FIRST_SCREEN_DATA_WAIT_MS, then the built document goes out with its loading state', async () => {
    const impatient = await startTestGateway(upstream.url, { FRONTEND_DIST: path.join(root, 'dist'), FIRST_SCREEN_DATA_WAIT_MS: '50' });
    try {
      // The catalog answers only once the document is in: the page cannot have waited for it.
      const res = await send(`${impatient.url}/hotels/9`);

      expect(res.status).toBe(200);
      expect(res.text).toBe(hotelDocument);
      await expect.poll(() => upstream.seen.some((req) => req.url === '/api/hotels/9')).toBe(true);
    } finally {
      heldAnswers.splice(0).forEach((answer) => answer());
      await impatient.close();
    }
  });
});
