import type { InventoryWarnings } from '@suvarna/contracts';

export type InventoryWarning = InventoryWarnings['warnings'][number];

const weekdayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 2026-12-04 → "Fri, 4 Dec 2026". */
export function formatNight(night: string): string {
  const [y = 0, m = 1, d = 1] = night.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${weekdayFormat.format(date)}, ${dayFormat.format(date)}`;
}

const rooms = (n: number) => `${n} ${n === 1 ? 'room' : 'rooms'}`;

/**
 * The sentence for one room type whose new count is below what some nights have sold, naming the nights
 * (oldest first) and what each has sold.
 */
export function inventoryWarningText(warning: InventoryWarning): string {
  const kept = 'Existing bookings are kept; no more rooms of this type will be sold on these nights.';
  const [first] = warning.nights;
  if (warning.nights.length === 1 && first) {
    return `${rooms(first.sold)} of ${warning.room_type} are already booked on ${formatNight(first.night)}, but the hotel now has ${warning.available}. ${kept}`;
  }
  const nights = warning.nights.map((n) => `${formatNight(n.night)} (${n.sold} booked)`).join(', ');
  return `More rooms of ${warning.room_type} are already booked than the ${warning.available} the hotel now has, on ${warning.nights.length} nights: ${nights}. ${kept}`;
}
