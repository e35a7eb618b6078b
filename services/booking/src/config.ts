import { z } from 'zod';
import { baseConfigSchema, parseConfig, peerUrlsSchema, portSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8103),
  /**
   * The catalog: its internal hotel snapshot fills the inventory copy on first start; its stats give active_hotels.
   * Several instances separated by commas are asked in turn.
   */
  CATALOG_URL: peerUrlsSchema('http://127.0.0.1:8102'),
  /** The auth service: its admin stats give total_users. Several instances separated by commas are asked in turn. */
  AUTH_URL: peerUrlsSchema('http://127.0.0.1:8101'),
  /** How long the dashboard stats wait for auth and the catalog before naming a figure unavailable. */
  STATS_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
  /** The longest pause between two tries to fetch the catalog's snapshot while the catalog is down. */
  INVENTORY_SYNC_MAX_DELAY_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  /** How often pending bookings whose hold passed unpaid are cancelled and their rooms released; 0 = never. */
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
});
export type BookingConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): BookingConfig => parseConfig(configSchema, env);
