/** Calendar dates as the date inputs and the booking page read them: YYYY-MM-DD in the visitor's own time zone. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The calendar date `days` after `isoDate` (month and year ends included). */
export function addDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return toIsoDate(new Date(year, month - 1, day + days));
}

export interface StayDates {
  checkIn: string;
  checkOut: string;
}

/** Spec: check-in defaults to tomorrow and check-out to two days from now. */
export function defaultStayDates(now: Date): StayDates {
  const today = toIsoDate(now);
  return { checkIn: addDays(today, 1), checkOut: addDays(today, 2) };
}

/** Whole nights between two ISO dates (0 when check-out is not after check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const [inYear = 0, inMonth = 1, inDay = 1] = checkIn.split('-').map(Number);
  const [outYear = 0, outMonth = 1, outDay = 1] = checkOut.split('-').map(Number);
  // UTC midnights: a daylight-saving change in the visitor's zone must not turn 2 nights into 1.96.
  const diff = (Date.UTC(outYear, outMonth - 1, outDay) - Date.UTC(inYear, inMonth - 1, inDay)) / 86_400_000;
  return Math.max(0, Math.ceil(diff));
}
