import { StatsStrip } from '../../../components/ui/stats-strip';

const stats = [
  { value: '220+', label: 'Team Members' },
  { value: '500+', label: 'Years combined experience' },
  { value: '17+', label: 'Regions Covered' },
  { value: '22+', label: 'Properties Managed' },
] as const;

export function TeamStats() {
  return <StatsStrip label="Our team in numbers" stats={stats} />;
}
