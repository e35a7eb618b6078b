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
  { prefix: '/api/ai', upstream: 'ai' },
  { prefix: '/api/admin/hotels', upstream: 'catalog' },
  { prefix: '/api/bookings', upstream: 'booking' },
  { prefix: '/api/admin/bookings', upstream: 'booking' },
  // The gateway will compose these figures from several services; until then booking answers alone.
  { prefix: '/api/admin/dashboard/stats', exact: true, upstream: 'booking' },
  { prefix: '/api/payments', upstream: 'payment' },
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
