import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StripeErrorBody } from './stripe-errors';

const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {}

export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLargeError());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Bearer auth, or the key as the Basic-auth user name (both are how Stripe takes a key). */
export function apiKeyOf(req: IncomingMessage): string | undefined {
  const auth = headerOf(req, 'authorization');
  if (!auth) return undefined;
  const [scheme, value = ''] = auth.split(' ');
  if (scheme?.toLowerCase() === 'bearer') return value.trim() || undefined;
  if (scheme?.toLowerCase() === 'basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0] || undefined;
  return undefined;
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const maskKey = (key: string) => (key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(Math.min(24, key.length - 12))}${key.slice(-4)}` : '*'.repeat(key.length));

export function sendRaw(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendRaw(res, status, JSON.stringify(body, null, 2));
}

export function sendError(res: ServerResponse, status: number, error: StripeErrorBody): void {
  sendJson(res, status, { error });
}

/** The origin of an address, or undefined when it is not an http(s) address. */
export function httpOrigin(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address.replace('{CHECKOUT_SESSION_ID}', 'x'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `formTarget`: the origin a form post may be redirected to. Browsers apply CSP form-action to the redirects
 * that follow a form post too, so the checkout form's 303 to the site's success_url needs its origin here.
 */
export function sendHtml(res: ServerResponse, status: number, html: string, formTarget?: string): void {
  const formAction = formTarget ? `'self' ${formTarget}` : "'self'";
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(html);
}
