import type { Hotel } from '@suvarna/contracts';
import { useHomeFeaturedHotelsQuery, useHomeGuestsHostedQuery } from '../api/home-api';

/** One of the hero's figures: a count while it loads (`undefined`), or `null` when there is none to claim. */
export interface HomeFigure {
  label: string;
  value: number | null | undefined;
}

/**
 * The brand in figures, each counted from what the site holds: hotels open for stays, the cities they are in, and
 * the guests who have stayed. A figure that cannot be read (its service down) or counts nothing is not claimed;
 * the embedded sample hotels that stand in for a failed hotels read are never counted. The spec's fourth figure,
 * awards won, has no record anywhere in the system, so it is not shown.
 */
export function useHomeFigures(): HomeFigure[] {
  const hotels = useHomeFeaturedHotelsQuery();
  const hosted = useHomeGuestsHostedQuery();
  const open = hotels.data?.filter((hotel: Hotel) => hotel.status === 'active');
  const claim = (count: number | undefined, failed: boolean): number | null | undefined => {
    if (count !== undefined) return count > 0 ? count : null;
    return failed ? null : undefined;
  };
  return [
    { label: 'Properties', value: claim(open?.length, hotels.isError) },
    { label: 'Happy Guests', value: claim(hosted.data?.guests, hosted.isError) },
    { label: 'Destinations', value: claim(open && new Set(open.map((hotel) => hotel.location.trim().toLowerCase())).size, hotels.isError) },
  ];
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
