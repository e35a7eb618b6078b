import { z } from 'zod';
import { baseConfigSchema, parseConfig, portSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8102),
  /** How long a cached read may live; writes invalidate sooner. */
  CATALOG_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});
export type CatalogConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): CatalogConfig => parseConfig(configSchema, env);
