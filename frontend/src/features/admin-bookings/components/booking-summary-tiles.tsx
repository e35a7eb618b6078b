import { formatRupees } from '@suvarna/contracts';
import type { AdminBookingPage } from '@suvarna/contracts';
import { SummaryTiles } from '../../../components/ui/summary-tiles';

/** Summary tiles over every booking, whatever the search (spec: Admin bookings). */
export function BookingSummaryTiles({ summary }: { summary: AdminBookingPage['summary'] | undefined }) {
  const count = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-IN'));
  return (
    <SummaryTiles
      tiles={[
        { label: 'Total Bookings', value: count(summary?.total) },
        { label: 'Pending', value: count(summary?.pending) },
        { label: 'Confirmed', value: count(summary?.confirmed) },
        { label: 'Completed', value: count(summary?.completed) },
        { label: 'Cancelled', value: count(summary?.cancelled) },
        { label: 'Paid Revenue', value: summary ? formatRupees(summary.revenue) : '—' },
      ]}
    />
  );
}
