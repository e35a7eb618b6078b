import { SummaryTiles } from '../../../components/ui/summary-tiles';
import type { HotelTotals } from '../hotel-form-values';

/** Spec: total hotels, active, pre-opening and total room types. */
export function HotelSummaryTiles({ totals }: { totals: HotelTotals }) {
  const count = (n: number) => n.toLocaleString('en-IN');
  return (
    <SummaryTiles
      tiles={[
        { label: 'Total Hotels', value: count(totals.total) },
        { label: 'Active', value: count(totals.active) },
        { label: 'Pre-Opening', value: count(totals.preOpening) },
        { label: 'Total Room Types', value: count(totals.roomTypes) },
      ]}
    />
  );
}
