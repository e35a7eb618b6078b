import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The content policy of everything the gateway answers. Nothing is allowed by default; each kind of
 * resource the site uses comes from its own origin only. Pictures: the site's own and data: URLs (a
 * hotel photo on another host is refused and the page shows the default hotel picture instead). No
 * origin of Stripe's is needed: the browser is sent to the Checkout page (a navigation, which no
 * directive governs) and no Stripe script is loaded. Styles: the site's stylesheet, plus the first
 * screen's inline <style> of each document by its hash (`documentPolicy`); never 'unsafe-inline'.
 * upgrade-insecure-requests is left out: the all-in-one site is served over plain http (also on LAN
 * addresses), where it would rewrite the page's own scripts to https and break it. Behind TLS, HSTS
 * already keeps browsers on https.
 */
const policyDirectives: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

/**
 * Browser features the site never uses, switched off for it and anything it might embed. Only features
 * Chromium knows are listed: an unknown one is a console error on every page.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: policyDirectives },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
};

/** helmet's headers and the permissions policy, for the Express part of the gateway (documents, files). */
export function securityHeadersMiddleware(): RequestHandler {
  const withHelmet = helmet(helmetOptions);
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    withHelmet(req, res, next);
  };
}

/**
 * The headers helmet sets, and the permissions policy, computed once. They do not depend on the request,
 * and proxied responses then go out in a single writeHead instead of a dozen setHeader calls each.
 */
export function computeSecurityHeaders(options: HelmetOptions = helmetOptions): Readonly<Record<string, string>> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(options)(req, res, () => undefined);
  const headers: Record<string, string> = { 'permissions-policy': permissionsPolicy };
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return Object.freeze(headers);
}

/** The CSP source of each inline <style> element of a document: its SHA-256, as browsers compute it. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
    hashes.add(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The content policy for one document: the gateway's, with that document's inline styles allowed by hash. */
export function documentPolicy(html: string): string {
  const directives = { ...policyDirectives, 'style-src': [...(policyDirectives['style-src'] ?? []), ...inlineStyleHashes(html)] };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}
