import type { Hotel } from '@suvarna/contracts';

/*
 * A figure shown to a guest is a claim: it is counted from what the site holds, and a count that cannot be read
 * is not guessed. Shared by the home page's band and the figure strips (team, AI).
 */

/**
 * A count from a read: undefined while it loads, null when there is nothing to claim (the read failed, or it counts
 * nothing), else the count.
 */
export function claimedCount(count: number | undefined, failed: boolean): number | null | undefined {
  if (count !== undefined) return count > 0 ? count : null;
  return failed ? null : undefined;
}

/** The hotels open for stays, and how many cities and states they are in. */
export function openHotelCounts(hotels: readonly Hotel[]): { properties: number; cities: number; states: number } {
  const open = hotels.filter((hotel) => hotel.status === 'active');
  const distinct = (values: string[]) => new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean)).size;
  return { properties: open.length, cities: distinct(open.map((hotel) => hotel.location)), states: distinct(open.map((hotel) => hotel.state)) };
}

/**
 * A count as a guest reads it, never more than it is: exact below a thousand, then thousands and lakhs rounded down,
 * with a plus when something was dropped (842, 1.2K+, 52K+, 1.5L+).
 */
export function formatFigure(count: number): string {
  const shorten = (unit: number, suffix: string, decimals: number) => {
    const scaled = count * 10 ** decimals;
    const shown = Math.floor(scaled / unit);
    return `${shown / 10 ** decimals}${suffix}${scaled % unit === 0 ? '' : '+'}`;
  };
  if (count >= 1e5) return shorten(1e5, 'L', 1);
  if (count >= 1e4) return shorten(1e3, 'K', 0);
  if (count >= 1e3) return shorten(1e3, 'K', 1);
  return count.toLocaleString('en-IN');
}
