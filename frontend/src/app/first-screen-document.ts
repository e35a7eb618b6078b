import { hotelSchema, type RoutePattern } from '@suvarna/contracts';
import { stayKeys } from '../lib/stay-query';
import { firstScreenDataId, type FirstScreenData } from './first-screen-data';
import type { FirstScreen } from './first-screen';

/** A page the build made a document for, as the server renderer is given it (see build/first-screens.ts). */
export interface PageDocument extends RoutePattern {
  /** The data its first screen may be drawn with: the key it goes under and the API read it comes from. */
  firstScreenData?: { key: 'hotel'; from: string };
  /** The built document, its root still empty. */
  html: string;
}

/** The markers around a page's first screen inside #root. */
const firstScreenStart = '<!--first-screen-->';
const firstScreenEnd = '<!--/first-screen-->';
const SITE_NAME = 'Suvarna Hotels &amp; Resorts';
/** A stay query longer than this is none a page of the site wrote: the built document (its loading state) goes out. */
const MAX_STAY_QUERY = 512;
/** What the first screen's data is checked with before a page is drawn from it: the same contract the app reads. */
const dataSchemas = { hotel: hotelSchema };

/**
 * The part of an address's query (`?…` or empty) the first screen depends on, in its order, so the server draws
 * what the app will draw from the same address (and two addresses differing only in, say, a campaign tag share
 * one rendered document). Undefined when it is too long to be drawn.
 */
export function stayQueryOf(search: string): string | undefined {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept = new URLSearchParams();
  const keys = new Set<string>(Object.values(stayKeys));
  for (const [key, value] of params) if (keys.has(key)) kept.append(key, value);
  const query = kept.toString();
  if (query.length > MAX_STAY_QUERY) return undefined;
  return query ? `?${query}` : '';
}

/**
 * The page's first-screen data from the body of its API read, under the id the address names; undefined when
 * the page takes no data or the body does not match the contract (the built document then goes out as it is).
 */
export function pageData(page: PageDocument, params: Map<string, string>, body: unknown): FirstScreenData | undefined {
  const source = page.firstScreenData;
  if (!source) return undefined;
  const param = source.from.split('/').find((part) => part.startsWith(':'));
  const id = param ? params.get(param) : undefined;
  const parsed = dataSchemas[source.key].safeParse(body);
  if (id === undefined || !parsed.success) return undefined;
  return { [source.key]: { id, value: parsed.data } };
}

/**
 * The page's document with its first screen inside #root (inert until the app takes over: a tap on a button that
 * is only a picture of itself would be lost), the screen's pictures preloaded in the head, and, when drawn from
 * data, the page's own title and the data itself in a JSON block (never run) so the app draws the same screen.
 */
export function composeDocument(template: string, screen: FirstScreen, data?: FirstScreenData): string {
  let document = withHeadLinks(template, screen.head).replace(
    '<div id="root"></div>',
    () => `<div id="root" inert>${firstScreenStart}${screen.markup}${firstScreenEnd}</div>`,
  );
  if (data?.hotel) {
    const title = `<title>${escapeHtml(data.hotel.value.name)} · ${SITE_NAME}</title>`;
    document = document.replace(/<title>[^<]*<\/title>/, () => title);
  }
  if (data) {
    const block = `<script type="application/json" id="${firstScreenDataId}">${jsonForHtml(JSON.stringify(data))}</script>`;
    document = document.replace('</body>', () => `${block}\n  </body>`);
  }
  return document;
}

/**
 * Puts preload links at the top of the head, right after the title, so the browser asks for those pictures
 * before the fonts and the app's code; a picture the head already preloads is not asked for twice.
 */
function withHeadLinks(document: string, links: string[]): string {
  const headEnd = document.indexOf('</head>');
  const head = headEnd < 0 ? document : document.slice(0, headEnd);
  const fresh = links.filter((link) => {
    const href = /href="([^"]+)"/.exec(link)?.[1];
    return !href || !head.includes(`href="${href}"`);
  });
  if (!fresh.length) return document;
  return document.replace('</title>', () => `</title>\n    ${fresh.join('\n    ')}`);
}

/** Escapes text for an element's content or an attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a `<script>` data block: nothing in it can close the block or open a comment. */
function jsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
