import { StatsStrip } from '../../../components/ui/stats-strip';

/** The strip of figures; the partner count is the live length of the list shown below it. */
export function PartnersStats({ activeCount }: { activeCount: number }) {
  return (
    <StatsStrip
      label="Our partnerships in numbers"
      stats={[
        { value: String(activeCount), label: 'Active Partners' },
        { value: '5+', label: 'Countries' },
        { value: '12+', label: 'Awards Together' },
        { value: '50+', label: 'Years of Combined Expertise' },
      ]}
    />
  );
}
