import pages from 'virtual:first-screen-pages';
import type { RenderedPage } from './first-screen';

export type { RenderedPage } from './first-screen';

// The API client reads the page's origin when its module loads; on a server there is none.
(globalThis as { window?: unknown }).window ??= { location: { origin: 'http://localhost' } };
const renderer = import('./first-screen').then(({ createPageRenderer }) => createPageRenderer(pages));

/**
 * The frontend's server entry, built into dist-server/first-screen.js with the app (build/first-screens.ts), its
 * libraries and the pages' documents bundled in: the whole document of the page at `url`, its first screen drawn
 * by the app's own components from `data`, the body of the page's API read (none: its loading state). The build
 * fills each page's document with it; the gateway serves a hotel page with it, drawn from the hotel.
 */
export async function render(url: string, data?: unknown): Promise<RenderedPage | undefined> {
  return (await renderer)(url, data);
}
