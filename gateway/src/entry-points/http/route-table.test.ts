import { describe, expect, it } from 'vitest';
import { matchRoute, type UpstreamName } from './route-table';

// Every path of spec section 7 (ids filled in), plus the paths the services add.
const expected: Array<[string, UpstreamName]> = [
  ['/api/auth/login', 'auth'],
  ['/api/auth/register', 'auth'],
  ['/api/auth/logout', 'auth'],
  ['/api/auth/me', 'auth'],
  ['/api/auth/refresh', 'auth'],
  ['/api/auth/jwks', 'auth'],
  ['/api/ai/recommendations', 'ai'],
  ['/api/ai/concierge', 'ai'],
  ['/api/ai/analytics', 'ai'],
  ['/api/ai/sales', 'ai'],
  ['/api/bookings/create', 'booking'],
  ['/api/payments/create-checkout-session', 'payment'],
  ['/api/payments/checkout-status/cs_test_123', 'payment'],
  ['/api/payments/webhook', 'payment'],
  ['/api/contact', 'notify'],
  ['/api/hotels', 'catalog'],
  ['/api/hotels/7', 'catalog'],
  ['/api/reviews/hotel/7', 'catalog'],
  ['/api/reviews/summary', 'catalog'],
  ['/api/reviews/submit', 'catalog'],
  ['/api/partners', 'catalog'],
  ['/api/team', 'catalog'],
  ['/api/bookings/my-bookings', 'booking'],
  ['/api/bookings/availability/calendar', 'booking'],
  ['/api/bookings/guests-hosted', 'booking'],
  ['/api/admin/dashboard/stats', 'booking'],
  ['/api/admin/hotels', 'catalog'],
  ['/api/admin/hotels/7', 'catalog'],
  ['/api/admin/bookings', 'booking'],
  ['/api/admin/bookings/42/status', 'booking'],
  ['/api/applications/enhanced/submit', 'careers'],
  ['/api/applications/enhanced/my-applications', 'careers'],
  ['/api/applications/enhanced/admin/all', 'careers'],
  ['/api/applications/enhanced/analytics', 'careers'],
  ['/api/applications/enhanced/update-status', 'careers'],
  ['/api/applications/enhanced/add-note', 'careers'],
  ['/api/applications/enhanced/department/Engineering', 'careers'],
];

describe('route table', () => {
  it.each(expected)('when the client calls %s, then it goes to %s', (path, upstream) => {
    expect(matchRoute(path)?.upstream).toBe(upstream);
  });

  it.each([
    '/api',
    '/api/',
    '/api/unknown',
    '/api/hotelsx',
    '/api/authx/login',
    '/api/admin',
    '/api/admin/users',
    '/api/admin/dashboard',
    '/api/admin/dashboard/stats/extra',
    '/api/contactus',
    '/hotels/1',
  ])('when the path is %s, then no upstream owns it', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });

  it.each(['/api/hotels/../admin/users', '/api/hotels/%2e%2e/admin', '/api/auth/./me', '/api/contact/..'])(
    'when the path %s climbs with dot segments, then it is not routed',
    (path) => {
      expect(matchRoute(path)).toBeUndefined();
    },
  );

  it('when the sales assistant is called, then the ordinary timeout applies, while the other AI routes keep the long one', () => {
    expect(matchRoute('/api/ai/sales')?.timeout).toBeUndefined();
    expect(matchRoute('/api/ai/recommendations')?.timeout).toBe('long');
  });

  it('when a path is routed, then its group label is the rule prefix, not the ids in it', () => {
    expect(matchRoute('/api/hotels/123')?.prefix).toBe('/api/hotels');
    expect(matchRoute('/api/admin/bookings/9/status')?.prefix).toBe('/api/admin/bookings');
  });
});
