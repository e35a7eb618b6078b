import { describe, expect, it } from 'vitest';
import { originOf, returnPathFrom } from './return-path';

describe('return path after signing in', () => {
  it('when the guard remembered an origin, then it is the way back, query and hash included', () => {
    const state = originOf({ pathname: '/hr-dashboard', search: '?status=hired', hash: '#list' });
    expect(returnPathFrom({ state, search: '' })).toBe('/hr-dashboard?status=hired#list');
  });

  it('when the origin is a whole location object, then it is used as well', () => {
    expect(returnPathFrom({ state: { from: { pathname: '/profile', search: '?tab=security' } }, search: '' })).toBe('/profile?tab=security');
  });

  it('when a redirect parameter is encoded, then its own query is kept', () => {
    expect(returnPathFrom({ state: null, search: `?redirect=${encodeURIComponent('/book-now?hotel=2&guests=3')}` })).toBe('/book-now?hotel=2&guests=3');
  });

  it('when a redirect parameter was not encoded, then the stray parameters are put back on it', () => {
    expect(returnPathFrom({ state: null, search: '?redirect=/book-now?hotel=2&checkIn=2030-01-01&guests=3' })).toBe(
      '/book-now?hotel=2&checkIn=2030-01-01&guests=3',
    );
  });

  it('when the target would leave the site, then there is no return path', () => {
    for (const target of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      expect(returnPathFrom({ state: { from: target }, search: `?redirect=${encodeURIComponent(target)}` }), target).toBeNull();
    }
  });

  it('when both are present, then the remembered origin wins over the parameter', () => {
    expect(returnPathFrom({ state: { from: '/dashboard' }, search: '?redirect=/book-now' })).toBe('/dashboard');
  });
});
