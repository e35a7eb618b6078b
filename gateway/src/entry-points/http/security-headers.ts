import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * One helmet policy for everything the gateway answers. Hotel images are URLs that may live on
 * other hosts, so images may come from any https origin; everything else stays 'self'.
 * upgrade-insecure-requests is left out: the all-in-one site is served over plain http (also on
 * LAN addresses), where it would rewrite the page's own scripts to https and break it. Behind
 * TLS, HSTS already keeps browsers on https.
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'https:'],
      'upgrade-insecure-requests': null,
    },
  },
};

/**
 * The headers helmet sets, computed once. They do not depend on the request, and proxied
 * responses then go out in a single writeHead instead of a dozen setHeader calls each.
 */
export function computeSecurityHeaders(options: HelmetOptions = helmetOptions): Readonly<Record<string, string>> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(options)(req, res, () => undefined);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return Object.freeze(headers);
}
