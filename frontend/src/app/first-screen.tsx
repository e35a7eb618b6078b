import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { FirstScreenData } from './first-screen-data';

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
 * The gateway renders a hotel page with its hotel (`data`), which the document then carries for the app.
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
