import type { Hotel } from '@suvarna/contracts';

/**
 * Data a page's document may carry for its first screen, so that the first screen can show the page itself
 * (the hotel's name and photograph) rather than a loading state, and the app can draw the same screen at once.
 * The gateway fills it in (see gateway/src/entry-points/http/first-screen-render.ts); the build renders the
 * markup from it with the app's own components (src/app/first-screen.tsx).
 */
export interface FirstScreenData {
  /** A hotel page: the hotel as GET /api/hotels/{id} answered it, under the id from the address. */
  hotel?: { id: string; value: Hotel };
}

/** The id of the `<script type="application/json">` block that carries the data (a data block: never run). */
export const firstScreenDataId = 'first-screen-data';

/** The document's first-screen data, or undefined when it has none or it cannot be read. */
export function readFirstScreenData(doc: Document): FirstScreenData | undefined {
  const text = doc.getElementById(firstScreenDataId)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as FirstScreenData) : undefined;
  } catch {
    return undefined;
  }
}
