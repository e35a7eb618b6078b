import type { HotelStatus } from '@suvarna/contracts';

/** Spec: only open (active) hotels take bookings; pre-opening and future ones show 'Pre-Opening Soon'. */
export function isBookable(status: HotelStatus): boolean {
  return status === 'active';
}

/** The badge a visitor reads for each status (spec: Open Now, Pre-Opening, Coming Soon). */
export const statusLabels: Record<HotelStatus, string> = {
  active: 'Open Now',
  'pre-opening': 'Pre-Opening',
  future: 'Coming Soon',
  inactive: 'Temporarily Closed',
};

/** Only hotels that have welcomed guests can be reviewed (the catalog refuses reviews of unopened ones). */
export function acceptsReviews(status: HotelStatus): boolean {
  return status === 'active' || status === 'inactive';
}
