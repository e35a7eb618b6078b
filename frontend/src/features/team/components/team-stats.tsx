import { StatsStrip, type Stat } from '../../../components/ui/stats-strip';
import { useGetTeamHotelsQuery, useGetTeamMembersQuery } from '../api/team-api';

/**
 * A count from a read: undefined while it loads, null when there is nothing to claim (the read failed, or it
 * counts nothing). The embedded team that stands in for a failed read is never counted.
 */
function counted(count: number | undefined, failed: boolean): number | null | undefined {
  if (count !== undefined) return count > 0 ? count : null;
  return failed ? null : undefined;
}

/**
 * The team in figures, each counted from the site: the people on the page, and the hotels open for stays and the
 * states they are in. The spec's "years of combined experience" is recorded nowhere, so it is not shown.
 */
export function TeamStats() {
  const members = useGetTeamMembersQuery();
  const hotels = useGetTeamHotelsQuery();
  const open = hotels.data?.filter((hotel) => hotel.status === 'active');
  const figures: [string, number | null | undefined][] = [
    ['Team Members', counted(members.data?.length, members.isError)],
    ['Regions Covered', counted(open && new Set(open.map((hotel) => hotel.state.trim().toLowerCase()).filter(Boolean)).size, hotels.isError)],
    ['Properties Managed', counted(open?.length, hotels.isError)],
  ];
  const stats: Stat[] = figures
    .filter((figure): figure is [string, number | undefined] => figure[1] !== null)
    .map(([label, value]) => ({ label, value: value === undefined ? undefined : value.toLocaleString('en-IN') }));
  return stats.length > 0 ? <StatsStrip label="Our team in numbers" stats={stats} /> : null;
}
