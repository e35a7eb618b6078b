import { z } from 'zod';

/** A whole number from a query string, within bounds, with one message for every way it can be wrong. */
export const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
