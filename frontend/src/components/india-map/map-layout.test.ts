import { properties } from '@suvarna/sample-data';
import { describe, expect, it } from 'vitest';
import { closestPair, MAP_HEIGHT, MAP_WIDTH, project, spreadPins } from './map-layout';

describe('project', () => {
  it('when known places are projected, then they fall where the outline draws them (within 3 units)', () => {
    // Corners of the outline's own state shapes (their bounding boxes in @svg-maps/india).
    const delhiNorthWest = project({ lat: 28.88, lng: 76.84 });
    expect(delhiNorthWest.x).toBeCloseTo(181, -0.5);
    expect(delhiNorthWest.y).toBeCloseTo(204.7, -0.5);
    const kanyakumari = project({ lat: 8.08, lng: 77.54 });
    expect(Math.abs(kanyakumari.y - 667.8)).toBeLessThan(3);
    const arunachalEast = project({ lat: 28, lng: 97.41 });
    expect(Math.abs(arunachalEast.x - 611.9)).toBeLessThan(3);
  });

  it('when every sample property is projected, then it lies inside the drawing', () => {
    for (const hotel of properties) {
      const { x, y } = project(hotel.coordinates!);
      expect(x > 0 && x < MAP_WIDTH && y > 0 && y < MAP_HEIGHT, hotel.id).toBe(true);
    }
  });
});

describe('spreadPins', () => {
  const places = properties.map((h) => ({ id: h.id, ...project(h.coordinates!) }));

  it('when pins crowd (Dehradun, Mussoorie and Rishikesh are a few units apart), then no two end closer than the gap, inside the drawing', () => {
    expect(closestPair(places)).toBeLessThan(5);
    for (const gap of [28, 44]) {
      const pins = spreadPins(places, gap);
      expect(closestPair(pins)).toBeGreaterThanOrEqual(gap - 0.5);
      for (const pin of pins) expect(pin.x >= gap / 2 && pin.x <= MAP_WIDTH - gap / 2 && pin.y >= gap / 2 && pin.y <= MAP_HEIGHT - gap / 2).toBe(true);
    }
  });

  it('when a pin has room, then it stays on its place; crowded ones stay near theirs', () => {
    const pins = spreadPins(places, 28);
    const alleppey = pins.find((p) => p.id === '13')!;
    expect(Math.hypot(alleppey.x - alleppey.anchor.x, alleppey.y - alleppey.anchor.y)).toBeLessThan(1);
    for (const pin of pins) expect(Math.hypot(pin.x - pin.anchor.x, pin.y - pin.anchor.y), pin.id).toBeLessThan(100);
  });

  it('when two places are on the very same spot, then they are still set apart, the same way every time', () => {
    const twins = [
      { id: 'a', x: 300, y: 300 },
      { id: 'b', x: 300, y: 300 },
    ];
    const first = spreadPins(twins, 30);
    expect(closestPair(first)).toBeGreaterThanOrEqual(29.5);
    expect(spreadPins(twins, 30)).toEqual(first);
  });
});
