import { StatsStrip } from '../../../components/ui/stats-strip';

/**
 * The partnerships in figures: the partner count is the live length of the list shown below it. The spec's
 * countries, awards together and years of combined expertise are recorded nowhere in the system, so they are not
 * claimed.
 */
export function PartnersStats({ activeCount }: { activeCount: number }) {
  return <StatsStrip label="Our partnerships in numbers" stats={[{ value: String(activeCount), label: 'Active Partners' }]} />;
}
