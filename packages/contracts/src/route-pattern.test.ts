import { describe, expect, it } from 'vitest';
import { fillRoute, matchRoute, safeDecode } from './route-pattern';

const pages = [
  { path: '/', name: 'home' },
  { path: '/hotels', name: 'hotels' },
  { path: '/hotels/:hotelId', name: 'hotel' },
  { path: '/hotels/:hotelId/rooms/:roomId', name: 'room' },
];

const matched = (pathname: string) => {
  const match = matchRoute(pages, pathname);
  return match && { name: match.page.name, params: Object.fromEntries(match.params) };
};

describe('matchRoute', () => {
  it('when an address equals a route without parameters, then that page matches with none', () => {
    expect(matched('/')).toEqual({ name: 'home', params: {} });
    expect(matched('/hotels')).toEqual({ name: 'hotels', params: {} });
  });

  it('when an address fills the `:name` segments, then their values come decoded', () => {
    expect(matched('/hotels/12')).toEqual({ name: 'hotel', params: { ':hotelId': '12' } });
    expect(matched('/hotels/a%20b/rooms/7')).toEqual({ name: 'room', params: { ':hotelId': 'a b', ':roomId': '7' } });
  });

  it('when an address ends with a slash, then it matches as without it', () => {
    expect(matched('/hotels/')).toEqual({ name: 'hotels', params: {} });
    expect(matched('/hotels/12/')).toEqual({ name: 'hotel', params: { ':hotelId': '12' } });
  });

  it('when a `:name` segment is empty, or the address has more or fewer segments, or other words, then no page matches', () => {
    expect(matched('/hotels//rooms/7')).toBeUndefined();
    expect(matched('/hotels/12/rooms')).toBeUndefined();
    expect(matched('/hotels/12/rooms/7/more')).toBeUndefined();
    expect(matched('/offers')).toBeUndefined();
  });

  it('when a value is no valid encoding (a lone %), then it is kept as it is rather than thrown on', () => {
    expect(matched('/hotels/100%')).toEqual({ name: 'hotel', params: { ':hotelId': '100%' } });
  });

  it('when two routes could match, then the first listed wins', () => {
    const first = matchRoute([{ path: '/hotels/:a' }, { path: '/hotels/:b' }], '/hotels/1');
    expect(first?.page.path).toBe('/hotels/:a');
  });
});

describe('fillRoute', () => {
  it("when a template names a match's parameters, then their values go in", () => {
    const match = matchRoute(pages, '/hotels/12/rooms/7');
    expect(fillRoute('/api/hotels/:hotelId/rooms/:roomId', match!.params)).toBe('/api/hotels/12/rooms/7');
  });

  it('when a value holds characters that could break a path or a header, then it goes in encoded', () => {
    const match = matchRoute(pages, '/hotels/a%3E%3B%20rel%3Dx%0D%0AX-Evil%3A%201%2F..');
    expect(match?.params.get(':hotelId')).toBe('a>; rel=x\r\nX-Evil: 1/..');
    expect(fillRoute('/api/hotels/:hotelId', match!.params)).toBe('/api/hotels/a%3E%3B%20rel%3Dx%0D%0AX-Evil%3A%201%2F..');
  });

  it('when a template names a parameter the match lacks, then the segment is empty', () => {
    expect(fillRoute('/api/hotels/:other', new Map())).toBe('/api/hotels/');
  });
});

describe('safeDecode', () => {
  it('when the text is a valid encoding, then it is decoded; otherwise kept', () => {
    expect(safeDecode('a%20b')).toBe('a b');
    expect(safeDecode('%E0%A4')).toBe('%E0%A4');
  });
});
