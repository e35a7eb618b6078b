import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { hotelSchema, indiaToday } from '@suvarna/contracts';
import type { Logger } from '@suvarna/platform';
import { matchRoute } from './route-table';
import { documentPolicy } from './security-headers';
import { ClientGoneError, type ProxyCall, type Upstreams } from './upstreams';

/** What the build's renderer (frontend/dist-server/first-screen.js) exports. */
interface FirstScreenModule {
  /** The markup inside #root, and elements for the head (preloads of its first pictures). */
  renderFirstScreen(path: string, data: FirstScreenData): Promise<{ markup: string; head: string[] }>;
}

/** The data a page's first screen is rendered with; the shape frontend/src/app/first-screen-data.ts reads. */
interface FirstScreenData {
  hotel?: { id: string; value: unknown };
}

/** A page whose first screen the build lets the gateway render with data (`firstScreenData` in routes.json). */
export interface DataPage {
  file: string;
  key: 'hotel';
  /** The API read the data comes from, its `:name` segments already filled in from the address. */
  from: string;
  /** The address's `:name` value the data belongs to. */
  param: string;
}

/** A rendered document in the copies a browser may ask for. */
export interface RenderedDocument {
  etag: string;
  /** The document's own content policy (its inline styles by hash). */
  contentSecurityPolicy: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The markers the build puts around a page's first screen (frontend/build/first-screens.ts). */
const START = '<!--first-screen-->';
const END = '<!--/first-screen-->';
const SITE_NAME = 'Suvarna Hotels &amp; Resorts';
/** How long a document waits for its data before going out with its loading state instead. */
const DATA_TIMEOUT_MS = 800;
/** Documents kept rendered, by page and data: a hotel page is rendered again only when its hotel changes. */
const CACHE_SIZE = 200;
/**
 * The query parameters a hotel page's first screen is drawn from: the stay chosen before (dates, guests, the
 * room and how many), read by its booking panel and room list (frontend/src/lib/stay-query.ts).
 */
const STAY_KEYS = new Set(['checkIn', 'checkOut', 'guests', 'room', 'rooms']);
/** A stay query longer than this is none a page of the site wrote: the built document (its loading state) goes out. */
const MAX_STAY_QUERY = 512;

/**
 * The part of an address's query (`?…` or empty) the first screen depends on, in its order, so the server draws
 * what the app will draw from the same address (and two addresses differing only in, say, a campaign tag share
 * one rendered document). Empty when there is none; undefined when it is too long to be drawn.
 */
export function stayQueryOf(search: string): string | undefined {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (STAY_KEYS.has(key)) kept.append(key, value);
  const query = kept.toString();
  if (query.length > MAX_STAY_QUERY) return undefined;
  return query ? `?${query}` : '';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Renders a hotel page's first screen with the hotel itself (its name, photographs, rooms) instead of a loading
 * state, so a phone paints the hotel as soon as the document and the stylesheet are in rather than after the
 * app's code and then the data. The hotel comes from the catalog through the same breakers as /api; the
 * markup from the app's own components, rendered by the build's renderer; the document also carries the data
 * (a JSON block, never run) so the app draws the same screen at once. Anything missing (no renderer, catalog
 * slow or down, a hotel that does not exist or does not match the contract) leaves the built document as it is.
 */
export function createFirstScreenRenderer(options: { distDir: string; serverEntry?: string; upstreams: Upstreams; logger: Logger }) {
  const { upstreams, logger } = options;
  const serverEntry = options.serverEntry ?? path.join(path.dirname(path.resolve(options.distDir)), 'dist-server', 'first-screen.js');
  let loaded: { mtimeMs: number; module: Promise<FirstScreenModule> } | undefined;
  const templates = new Map<string, { mtimeMs: number; html: string }>();
  const rendered = new Map<string, RenderedDocument>();

  async function renderer(): Promise<FirstScreenModule | undefined> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(serverEntry)).mtimeMs;
    } catch {
      return undefined;
    }
    // A rebuild while the gateway runs is picked up (a new URL is a new module).
    if (loaded?.mtimeMs !== mtimeMs) {
      loaded = { mtimeMs, module: import(`${pathToFileURL(serverEntry).href}?v=${mtimeMs}`) as Promise<FirstScreenModule> };
    }
    return loaded.module;
  }

  async function template(file: string): Promise<string> {
    const { mtimeMs } = await stat(file);
    const cached = templates.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.html;
    const html = await readFile(file, 'utf8');
    templates.set(file, { mtimeMs, html });
    return html;
  }

  async function dataFor(page: DataPage, requestId: string): Promise<FirstScreenData | undefined> {
    const body = await readUpstreamJson(upstreams, page.from, requestId, DATA_TIMEOUT_MS);
    if (body === undefined) return undefined;
    const hotel = hotelSchema.safeParse(body);
    return hotel.success ? { hotel: { id: page.param, value: hotel.data } } : undefined;
  }

  return {
    /**
     * The page's document rendered with its data, or undefined to serve the built one. `search` is the address's
     * query: the stay in it (dates, guests, rooms) is drawn as the app draws it, so the first screen already
     * shows the chosen dates and the app, taking the screen over, changes nothing.
     */
    async render(page: DataPage, pathname: string, requestId: string, search = ''): Promise<RenderedDocument | undefined> {
      try {
        const module = await renderer();
        const stay = stayQueryOf(search);
        if (!module || stay === undefined) return undefined;
        const data = await dataFor(page, requestId);
        if (!data?.hotel) return undefined;
        const json = JSON.stringify(data);
        const address = pathname + stay;
        // The booking panel's dates start from today in India (as the app's do): a document rendered yesterday is
        // not served today, and a stay asked for yesterday may no longer be one.
        const key = `${page.file}\0${address}\0${indiaToday()}\0${createHash('sha1').update(json).digest('base64url')}`;
        const hit = rendered.get(key);
        if (hit) {
          rendered.delete(key);
          rendered.set(key, hit);
          return hit;
        }
        const html = await template(page.file);
        const start = html.indexOf(START);
        const end = html.indexOf(END);
        if (start < 0 || end < start) return undefined;
        const { markup, head } = await module.renderFirstScreen(address, data);
        const name = (data.hotel.value as { name: string }).name;
        const document = (html.slice(0, start + START.length) + markup + html.slice(end))
          // The hotel's first photograph is asked for ahead of the fonts and the app's code.
          .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)} · ${SITE_NAME}</title>${head.map((link) => `\n    ${link}`).join('')}`)
          .replace('</body>', `<script type="application/json" id="first-screen-data">${jsonForHtml(json)}</script>\n  </body>`);
        const identity = Buffer.from(document);
        const [br, gz] = await Promise.all([
          brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
          gzipAsync(identity, { level: 6 }),
        ]);
        const result = {
          etag: `W/"fs-${createHash('sha1').update(identity).digest('base64url')}"`,
          contentSecurityPolicy: documentPolicy(document),
          identity,
          br,
          gzip: gz,
        };
        rendered.set(key, result);
        if (rendered.size > CACHE_SIZE) rendered.delete(rendered.keys().next().value as string);
        return result;
      } catch (err) {
        logger.warn({ err, page: page.file, requestId }, 'first screen could not be rendered with its data; serving the built page');
        return undefined;
      }
    },
  };
}

export type FirstScreenRenderer = ReturnType<typeof createFirstScreenRenderer>;

/** Escapes text for an element's content or an attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a `<script>` data block: nothing in it can close the block or open a comment. */
function jsonForHtml(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * GET of an /api path from the service that owns it, through its breakers, read whole: the parsed JSON of a
 * 200 answer, or undefined for anything else (another status, not JSON, no answer within `timeoutMs`).
 */
export async function readUpstreamJson(upstreams: Upstreams, apiPath: string, requestId: string, timeoutMs: number): Promise<unknown> {
  const rule = matchRoute(apiPath);
  if (!rule) return undefined;
  const chunks: Buffer[] = [];
  let status = 0;
  let sink: Writable | undefined;
  const done = new Promise<void>((resolve, reject) => {
    const call: ProxyCall = {
      requestId,
      method: 'GET',
      path: apiPath,
      headers: { accept: 'application/json', 'accept-encoding': 'identity', 'x-request-id': requestId },
      openBody: () => null,
      canResend: () => true,
      responded: () => status !== 0,
      respond(statusCode) {
        status = statusCode;
        sink = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            if (status === 200) chunks.push(chunk);
            callback();
          },
        });
        sink.on('finish', resolve);
        sink.on('error', reject);
        return sink;
      },
    };
    upstreams.get(rule.upstream).send(call).catch(reject);
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([done.then(() => 'done' as const), timeout]);
    if (outcome === 'timeout') {
      // Not the upstream's fault as far as its breaker goes: the page simply goes out without the data.
      sink?.destroy(new ClientGoneError());
      return undefined;
    }
    if (status !== 200) return undefined;
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    done.catch(() => undefined);
  }
}
