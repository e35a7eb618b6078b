import { careersMessages } from '@suvarna/contracts';
import type { GatewayConfig } from '../../config';

export const upstreamNames = ['auth', 'catalog', 'booking', 'payment', 'careers', 'notify', 'ai'] as const;
export type UpstreamName = (typeof upstreamNames)[number];

type UpstreamUrlKey = Extract<keyof GatewayConfig, 'AUTH_URL' | 'CATALOG_URL' | 'BOOKING_URL' | 'PAYMENT_URL' | 'CAREERS_URL' | 'NOTIFY_URL' | 'AI_URL'>;
type UpstreamUrlsKey = `${UpstreamUrlKey}S` & keyof GatewayConfig;

/** How each upstream is configured (one origin, or several instances' in `<NAME>_URLS`) and how it is named to a client when it is down. */
export const upstreamInfo: Record<UpstreamName, { urlKey: UpstreamUrlKey; urlsKey: UpstreamUrlsKey; displayName: string }> = {
  auth: { urlKey: 'AUTH_URL', urlsKey: 'AUTH_URLS', displayName: 'Auth service' },
  catalog: { urlKey: 'CATALOG_URL', urlsKey: 'CATALOG_URLS', displayName: 'Catalog service' },
  booking: { urlKey: 'BOOKING_URL', urlsKey: 'BOOKING_URLS', displayName: 'Booking service' },
  payment: { urlKey: 'PAYMENT_URL', urlsKey: 'PAYMENT_URLS', displayName: 'Payment service' },
  careers: { urlKey: 'CAREERS_URL', urlsKey: 'CAREERS_URLS', displayName: 'Careers service' },
  notify: { urlKey: 'NOTIFY_URL', urlsKey: 'NOTIFY_URLS', displayName: 'Notification service' },
  ai: { urlKey: 'AI_URL', urlsKey: 'AI_URLS', displayName: 'AI service' },
};

/** The origins of an upstream's instances: `<NAME>_URLS` when given, else the one `<NAME>_URL`. */
export function upstreamOrigins(config: GatewayConfig, name: UpstreamName): string[] {
  const { urlKey, urlsKey } = upstreamInfo[name];
  return config[urlsKey] ?? [config[urlKey]];
}

export interface RouteRule {
  /** The path itself or, unless exact, any path below it (`/api/hotels`, `/api/hotels/42`). */
  prefix: string;
  exact?: boolean;
  upstream: UpstreamName;
  /** Routes slow by nature (AI, uploads) wait UPSTREAM_LONG_TIMEOUT_MS for the answer; the rest UPSTREAM_TIMEOUT_MS. */
  timeout?: 'long';
  /** The resume upload takes bodies up to UPLOAD_BODY_LIMIT_BYTES; the rest BODY_LIMIT_BYTES. */
  body?: 'upload';
  /**
   * Stripe's webhook is counted apart from an address's other requests, against WEBHOOK_RATE_LIMIT_PER_MINUTE:
   * Stripe sends every payment's events from a few addresses, in bursts, and a 429 there leaves a paid stay
   * reading pending until Stripe tries again (payment checks each request's signature).
   */
  rateLimit?: 'webhook';
}

/** What a route allows: how long its upstream may take to answer, and how large a request body may be. */
export interface RouteLimits {
  timeoutMs: number;
  bodyLimitBytes: number;
  /** The 413's detail: the upload's says what the applicant can act on, the resume's size. */
  bodyTooLargeDetail: string;
}

export function routeLimits(rule: RouteRule, config: GatewayConfig): RouteLimits {
  const bodyLimitBytes = rule.body === 'upload' ? config.UPLOAD_BODY_LIMIT_BYTES : config.BODY_LIMIT_BYTES;
  return {
    timeoutMs: rule.timeout === 'long' ? config.UPSTREAM_LONG_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS,
    bodyLimitBytes,
    bodyTooLargeDetail: rule.body === 'upload' ? careersMessages.resumeSize : `The request body is too large: at most ${formatBytes(bodyLimitBytes)} on this route.`,
  };
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The longest a call to an upstream may wait for its answer, over its routes. */
export function longestTimeoutOf(upstream: UpstreamName, config: GatewayConfig): number {
  return Math.max(...routeTable.filter((r) => r.upstream === upstream).map((r) => routeLimits(r, config).timeoutMs), config.UPSTREAM_TIMEOUT_MS);
}

/**
 * Every /api path the client calls, by owning service. The prefix doubles as the route group
 * label in metrics, which keeps label cardinality fixed whatever ids appear in paths.
 */
export const routeTable: readonly RouteRule[] = [
  { prefix: '/api/auth', upstream: 'auth' },
  { prefix: '/api/hotels', upstream: 'catalog' },
  { prefix: '/api/reviews', upstream: 'catalog' },
  { prefix: '/api/partners', upstream: 'catalog' },
  { prefix: '/api/team', upstream: 'catalog' },
  // The sales assistant answers from read models within a second: the ordinary timeout, not the model's.
  { prefix: '/api/ai/sales', exact: true, upstream: 'ai' },
  { prefix: '/api/ai', upstream: 'ai', timeout: 'long' },
  { prefix: '/api/admin/hotels', upstream: 'catalog' },
  { prefix: '/api/bookings', upstream: 'booking' },
  { prefix: '/api/admin/bookings', upstream: 'booking' },
  // The gateway will compose these figures from several services; until then booking answers alone.
  { prefix: '/api/admin/dashboard/stats', exact: true, upstream: 'booking' },
  { prefix: '/api/payments/webhook', exact: true, upstream: 'payment', rateLimit: 'webhook' },
  { prefix: '/api/payments', upstream: 'payment' },
  { prefix: '/api/applications/enhanced/submit', upstream: 'careers', timeout: 'long', body: 'upload' },
  { prefix: '/api/applications', upstream: 'careers' },
  { prefix: '/api/contact', upstream: 'notify' },
];

const SLASH = 0x2f;
// "." and ".." segments, also percent-encoded: a path that climbs out of its prefix is never proxied.
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/** The rule for a path without its query, or undefined when no service owns it. */
export function matchRoute(pathname: string): RouteRule | undefined {
  if (DOT_SEGMENT.test(pathname)) return undefined;
  for (const rule of routeTable) {
    if (pathname === rule.prefix) return rule;
    if (!rule.exact && pathname.startsWith(rule.prefix) && pathname.charCodeAt(rule.prefix.length) === SLASH) return rule;
  }
  return undefined;
}
