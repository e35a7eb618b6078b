/**
 * The site's page addresses as the build lists them (frontend/build: `/hotels/:hotelId`), matched the same way by
 * the frontend's server renderer and by the gateway that serves the built documents.
 */

/** A page of the build, known by its client route with `:name` segments, e.g. /hotels/:hotelId. */
export interface RoutePattern {
  path: string;
}

/** The page an address belongs to, with the values of its `:name` segments (decoded). */
export interface RouteMatch<P extends RoutePattern> {
  page: P;
  params: Map<string, string>;
}

/** The first page whose route the address matches (a trailing slash aside); a `:name` segment is never empty. */
export function matchRoute<P extends RoutePattern>(pages: readonly P[], pathname: string): RouteMatch<P> | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed.split('/');
  for (const page of pages) {
    const pattern = page.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params = new Map<string, string>();
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      params.set(part, safeDecode(segment));
      return true;
    });
    if (matches) return { page, params };
  }
  return undefined;
}

/**
 * A template with `:name` segments (e.g. /api/hotels/:hotelId) filled with a match's values. Each value is
 * re-encoded: nothing from the address can break out of the path, nor of a header the path goes into.
 */
export function fillRoute(template: string, params: ReadonlyMap<string, string>): string {
  return template
    .split('/')
    .map((part) => (part.startsWith(':') ? encodeURIComponent(params.get(part) ?? '') : part))
    .join('/');
}

/** decodeURIComponent, or the text as it is when it is no valid encoding (a lone `%`). */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
