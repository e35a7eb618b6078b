import { bookingMessages, isIsoDate, MAX_NIGHTS, nightsBetween } from '@suvarna/contracts';

/** What is wrong with each date of a stay, for the field it is about; no key when that date is fine. */
export interface StayDateErrors {
  checkIn?: string;
  checkOut?: string;
}

/**
 * Each date of a stay checked by the booking rules (the contracts' messages, as the booking service words them):
 * check-in a real date from today in India (`today`, indiaToday()), check-out a real date after it and at most
 * MAX_NIGHTS nights later. Every form that takes a stay marks its date fields from this.
 */
export function stayDateErrors(checkIn: string, checkOut: string, today: string): StayDateErrors {
  const errors: StayDateErrors = {};
  if (checkIn.trim() === '') errors.checkIn = 'Please select a check-in date';
  else if (!isIsoDate(checkIn)) errors.checkIn = bookingMessages.invalidDate;
  else if (checkIn < today) errors.checkIn = bookingMessages.checkInInPast;
  if (checkOut.trim() === '') errors.checkOut = 'Please select a check-out date';
  else if (!isIsoDate(checkOut)) errors.checkOut = bookingMessages.invalidDate;
  else if (isIsoDate(checkIn) && nightsBetween(checkIn, checkOut) <= 0) errors.checkOut = bookingMessages.checkOutAfterCheckIn;
  else if (isIsoDate(checkIn) && nightsBetween(checkIn, checkOut) > MAX_NIGHTS) errors.checkOut = bookingMessages.tooManyNights;
  return errors;
}

/** True when a form's errors name no field. */
export function noErrors(errors: object): boolean {
  return Object.values(errors).every((message: unknown) => !message);
}

/**
 * Moves focus to the first of `order` (form control names) that has an error, as every form of the site does
 * on a refused submit; returns that name.
 */
export function focusFirstInvalid<Name extends string>(form: HTMLFormElement | null, order: readonly Name[], errors: Partial<Record<Name, string>>): Name | undefined {
  const first = order.find((name) => errors[name]);
  const control = first ? form?.elements.namedItem(first) : null;
  if (control instanceof HTMLElement) control.focus();
  return first;
}
