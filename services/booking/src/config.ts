import { z } from 'zod';
import { baseConfigSchema, parseConfig, peerUrlsSchema, portSchema, unverifiedMailLimitsSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8103),
  /**
   * The catalog: its internal hotel snapshot fills the inventory copy on first start; its stats give active_hotels.
   * Several instances separated by commas are asked in turn.
   */
  CATALOG_URL: peerUrlsSchema('http://127.0.0.1:8102'),
  /** The auth service: its admin stats give total_users. Several instances separated by commas are asked in turn. */
  AUTH_URL: peerUrlsSchema('http://127.0.0.1:8101'),
  /**
   * The payment service: a change of dates with a difference to pay opens its Stripe Checkout there, in the
   * guest's same call. Several instances separated by commas are asked in turn.
   */
  PAYMENT_URL: peerUrlsSchema('http://127.0.0.1:8104'),
  /**
   * How long that call may take (payment asks Stripe) before the change is answered without its checkout address
   * (the guest's page then opens it itself): under the gateway's upstream timeout, with the change's own work.
   */
  PAYMENT_CHECKOUT_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3_000),
  /** How long the dashboard stats wait for auth and the catalog before naming a figure unavailable. */
  STATS_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  /** The longest pause between two tries to fetch the catalog's snapshot while the catalog is down. */
  INVENTORY_SYNC_MAX_DELAY_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  /** How often pending bookings whose hold passed unpaid are cancelled and their rooms released; 0 = never. */
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /**
   * An account's unpaid holds (pending bookings waiting for payment, and the rooms they hold), overall and at
   * one hotel. A family never meets them; one account can no longer hold a whole hotel.
   */
  HOLD_MAX_BOOKINGS: z.coerce.number().int().min(1).default(2),
  HOLD_MAX_ROOMS: z.coerce.number().int().min(1).default(6),
  HOLD_MAX_BOOKINGS_PER_HOTEL: z.coerce.number().int().min(1).default(2),
  HOLD_MAX_ROOMS_PER_HOTEL: z.coerce.number().int().min(1).default(6),
  /**
   * How long the nightly-price calendar's answer is kept, in the service and by browsers and caches on the way
   * (Cache-Control: public); 0 = asked afresh every time.
   */
  CALENDAR_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  /** The question to a typed guest address counts against the shared limits of e-mail to unverified addresses. */
  ...unverifiedMailLimitsSchema.shape,
});
export type BookingConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): BookingConfig => parseConfig(configSchema, env);
