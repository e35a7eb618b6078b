import { StatsStrip, type Stat } from '../../../components/ui/stats-strip';
import { claimedCount, formatFigure, openHotelCounts } from '../../../lib/claimed-figures';
import { useGetTeamHotelsQuery, useGetTeamMembersQuery } from '../api/team-api';

/**
 * The team in figures, each counted from the site: the people on the page, and the hotels open for stays and the
 * states they are in. The embedded team that stands in for a failed read is never counted. The spec's "years of
 * combined experience" is recorded nowhere, so it is not shown.
 */
export function TeamStats() {
  const members = useGetTeamMembersQuery();
  const hotels = useGetTeamHotelsQuery();
  const counts = hotels.data && openHotelCounts(hotels.data);
  const figures: [string, number | null | undefined][] = [
    ['Team Members', claimedCount(members.data?.length, members.isError)],
    ['Regions Covered', claimedCount(counts?.states, hotels.isError)],
    ['Properties Managed', claimedCount(counts?.properties, hotels.isError)],
  ];
  const stats: Stat[] = figures
    .filter((figure): figure is [string, number | undefined] => figure[1] !== null)
    .map(([label, value]) => ({ label, value: value === undefined ? undefined : formatFigure(value) }));
  return stats.length > 0 ? <StatsStrip label="Our team in numbers" stats={stats} /> : null;
}
