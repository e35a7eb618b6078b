import { describe, expect, it } from 'vitest';
import { clusterServices, parseScale } from '../cluster/cluster';

describe('cluster mode arguments', () => {
  it('when services are scaled in either spelling, then each gets its count and the rest stay at one', () => {
    expect(parseScale(['--scale', 'booking=3', '--scale=notify=2'])).toEqual({ booking: 3, notify: 2 });
    expect(parseScale(['--scale', 'gateway=2'])).toEqual({ gateway: 2 });
    expect(parseScale([])).toEqual({});
  });

  it('when a name, a count or an argument is wrong, then the error says what is accepted', () => {
    expect(() => parseScale(['--scale', 'bookings=2'])).toThrow(/no service "bookings" \(services: gateway, auth, catalog, booking/);
    expect(() => parseScale(['--scale', 'booking=0'])).toThrow(/between 1 and 16 instances, not 0/);
    expect(() => parseScale(['--scale', 'booking'])).toThrow(/--scale takes name=count/);
    expect(() => parseScale(['--scael'])).toThrow(/Unknown argument "--scael"/);
  });

  it('when the launcher lists the services, then each has its own start script and port variable', () => {
    const names = clusterServices.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of clusterServices) {
      expect(s.entry).toBe(`services/${s.name}/src/start.ts`);
      expect(s.portVar).toBe(`${s.name.toUpperCase()}_PORT`);
    }
  });
});
