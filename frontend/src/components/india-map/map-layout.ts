import type { Coordinates } from '@suvarna/contracts';

/** The outline's drawing space (@svg-maps/india: viewBox 0 0 612 696). */
export const MAP_WIDTH = 612;
export const MAP_HEIGHT = 696;

/**
 * The outline is drawn in Mercator: fitted on 19 known state extremes (Gujarat's west, Arunachal's east,
 * Kanyakumari, the north of Jammu and Kashmir, Delhi, Goa...) to within 2 units of 696 (equirectangular was
 * off by up to 18).
 */
const X_PER_DEGREE = 20.9326;
const X_AT_ZERO = -1426.77;
const Y_SCALE = 1199.348;
const Y_AT_EQUATOR = 836.753;

/** Where a place falls on the outline, in its units. */
export function project({ lat, lng }: Coordinates): { x: number; y: number } {
  const mercator = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return { x: X_PER_DEGREE * lng + X_AT_ZERO, y: Y_AT_EQUATOR - Y_SCALE * mercator };
}

export interface PlacedPin {
  id: string;
  /** Where the place is. */
  anchor: { x: number; y: number };
  /** Where its pin is drawn: the place itself unless a neighbour was too close. */
  x: number;
  y: number;
}

/**
 * Moves pins apart until no two centres are closer than `gap` (pins of one town, or of hill stations a few
 * kilometres apart, would hide each other and be too small a target to tap), each staying as near its place
 * as it can. Deterministic: the same places always give the same layout.
 */
export function spreadPins(places: readonly { id: string; x: number; y: number }[], gap: number, bounds = { width: MAP_WIDTH, height: MAP_HEIGHT }): PlacedPin[] {
  const pins = places.map((p, i) => ({
    id: p.id,
    anchor: { x: p.x, y: p.y },
    // Places on the very same spot are set apart by their order, on a small circle.
    x: p.x + Math.cos(i * 2.399) * 0.01,
    y: p.y + Math.sin(i * 2.399) * 0.01,
  }));
  const margin = gap / 2;
  for (let round = 0; round < 600; round++) {
    // A gentle pull home keeps each pin near its place; the pushes below win where pins crowd. The last rounds
    // only push, so that the layout always ends with every pair apart.
    if (round < 400) {
      for (const pin of pins) {
        pin.x += (pin.anchor.x - pin.x) * 0.02;
        pin.y += (pin.anchor.y - pin.y) * 0.02;
      }
    }
    let moved = false;
    for (let i = 0; i < pins.length; i++) {
      for (let j = i + 1; j < pins.length; j++) {
        const a = pins[i]!;
        const b = pins[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        // Each moves half the overlap, a little more so that rounding never leaves them just short.
        const push = (gap - distance) / 2 + 0.01;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    for (const pin of pins) {
      pin.x = Math.min(bounds.width - margin, Math.max(margin, pin.x));
      pin.y = Math.min(bounds.height - margin, Math.max(margin, pin.y));
    }
    if (!moved && round >= 400) break;
  }
  return pins;
}

/** The closest two pins' centres are apart, in the layout's units (Infinity for fewer than two). */
export function closestPair(pins: readonly { x: number; y: number }[]): number {
  let closest = Infinity;
  for (let i = 0; i < pins.length; i++) {
    for (let j = i + 1; j < pins.length; j++) closest = Math.min(closest, Math.hypot(pins[i]!.x - pins[j]!.x, pins[i]!.y - pins[j]!.y));
  }
  return closest;
}
