const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const EXPOSED_HEADERS = 'x-request-id, retry-after';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export interface Cors {
  /** Headers for an actual /api response: allow the origin when it is listed, nothing otherwise. */
  responseHeaders(origin: string | undefined): Readonly<Record<string, string>>;
  /** Headers for a preflight answer; without CORS headers when the origin is not listed, so the browser refuses. */
  preflightHeaders(origin: string, requestedHeaders: string | undefined): Record<string, string>;
}

const NONE: Readonly<Record<string, string>> = Object.freeze({});

/** An exact-match origin allowlist. Responses vary by Origin, so caches keep them apart. */
export function createCors(allowedOrigins: readonly string[]): Cors {
  const perOrigin = new Map(
    allowedOrigins.map((origin) => [
      origin,
      Object.freeze({ 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS }),
    ]),
  );
  return {
    responseHeaders: (origin) => (origin === undefined ? NONE : (perOrigin.get(origin) ?? NONE)),
    preflightHeaders(origin, requestedHeaders) {
      const headers: Record<string, string> = {
        vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      };
      if (!perOrigin.has(origin)) return headers;
      headers['access-control-allow-origin'] = origin;
      headers['access-control-allow-methods'] = ALLOWED_METHODS;
      // The origin is trusted, so whatever headers its page needs to send are allowed.
      if (requestedHeaders) headers['access-control-allow-headers'] = requestedHeaders;
      headers['access-control-max-age'] = PREFLIGHT_MAX_AGE_SECONDS;
      return headers;
    },
  };
}
