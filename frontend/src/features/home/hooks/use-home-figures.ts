import { claimedCount, openHotelCounts } from '../../../lib/claimed-figures';
import { useHomeFeaturedHotelsQuery, useHomeGuestsHostedQuery } from '../api/home-api';

/** One of the hero's figures: a count while it loads (`undefined`), or `null` when there is none to claim. */
export interface HomeFigure {
  label: string;
  value: number | null | undefined;
}

/**
 * The brand in figures, each counted from what the site holds: hotels open for stays, the cities they are in, and
 * the guests who have stayed. The embedded sample hotels that stand in for a failed hotels read are never counted.
 * The spec's fourth figure, awards won, has no record anywhere in the system, so it is not shown.
 */
export function useHomeFigures(): HomeFigure[] {
  const hotels = useHomeFeaturedHotelsQuery();
  const hosted = useHomeGuestsHostedQuery();
  const counts = hotels.data && openHotelCounts(hotels.data);
  return [
    { label: 'Properties', value: claimedCount(counts?.properties, hotels.isError) },
    { label: 'Happy Guests', value: claimedCount(hosted.data?.guests, hosted.isError) },
    { label: 'Destinations', value: claimedCount(counts?.cities, hotels.isError) },
  ];
}
