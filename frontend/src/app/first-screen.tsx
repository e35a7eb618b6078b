import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { indiaToday, matchRoute } from '@suvarna/contracts';
import type { FirstScreenData } from './first-screen-data';
import { composeDocument, pageData, stayQueryOf, type PageDocument } from './first-screen-document';

export interface FirstScreen {
  /** What goes inside #root. */
  markup: string;
  /** Elements for the document's head: preloads of the first screen's pictures. */
  head: string[];
}

/**
 * The markup of a page as it first appears. The build renders each page before its data (header, the page's
 * opening band, its loading state) and puts it in the page's document, so a phone paints the first screen as
 * soon as the document arrives; the app then hydrates that markup (keeping its elements) and carries on.
 * A hotel page is also rendered with its hotel (`data`) when served (see `createPageRenderer`).
 */
export async function renderFirstScreen(path: string, data: FirstScreenData = {}): Promise<FirstScreen> {
  // The API client reads the page's origin when it loads; at build time there is none.
  const global = globalThis as { window?: unknown };
  global.window ??= { location: { origin: 'http://localhost' } };
  const [{ appRoutes }, { makeStore }, { AppProviders }, { hotelsApiSeed }] = await Promise.all([
    import('./router'),
    import('./store'),
    import('./providers'),
    import('../features/hotels/api/hotels-api'),
  ]);
  const store = makeStore();
  if (data.hotel) store.dispatch(hotelsApiSeed(data.hotel.id, data.hotel.value));
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // No inline scripts: the site's policy forbids them, and the app brings its own. The `<link rel="preload">`
  // React adds for a high-priority picture goes to the document's head: there it is asked for ahead of the
  // app's code (a phone has six connections to share), and the app hydrates this markup node for node (a stray
  // link would not match).
  const head: string[] = [];
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="preload"[^>]*>/g, (link) => {
      head.push(link);
      return '';
    });
  return { markup, head };
}

/** A page's document as rendered: `key` is the same for two renderings that give the same `html`. */
export interface RenderedPage {
  html: string;
  key: string;
}

/** Documents kept rendered: a hotel page is rendered again only when its hotel, the stay asked for or the day changes. */
const CACHE_SIZE = 200;

/**
 * The server's renderer of the build's page documents: `render(url, data)` gives the document of the page at
 * `url` with its first screen drawn from `data` (the body of the page's API read, as the browser would get it),
 * or with its loading state when there is no data. Undefined when the address is no page of the build, its stay
 * query is too long, or the data does not match the contract: the server then sends the built document.
 */
export function createPageRenderer(pages: readonly PageDocument[]) {
  const rendered = new Map<string, RenderedPage>();
  return async function render(url: string, data?: unknown): Promise<RenderedPage | undefined> {
    const address = new URL(url, 'http://localhost');
    const pathname = address.pathname.length > 1 && address.pathname.endsWith('/') ? address.pathname.slice(0, -1) : address.pathname;
    const match = matchRoute(pages, pathname);
    const stay = stayQueryOf(address.search);
    if (!match || stay === undefined) return undefined;
    const screenData = data === undefined ? undefined : pageData(match.page, match.params, data);
    if (data !== undefined && !screenData) return undefined;
    // The booking panel's dates start from today in India (as the app's do): a document rendered yesterday is
    // not served today, and a stay asked for yesterday may no longer be one.
    const key = `${match.page.path}\0${pathname}${stay}\0${indiaToday()}\0${screenData ? JSON.stringify(screenData) : ''}`;
    const hit = rendered.get(key);
    if (hit) {
      rendered.delete(key);
      rendered.set(key, hit);
      return hit;
    }
    const screen = await renderFirstScreen(pathname + stay, screenData);
    const page = { html: composeDocument(match.page.html, screen, screenData), key };
    rendered.set(key, page);
    if (rendered.size > CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
    return page;
  };
}
