import type { z } from 'zod';
import { baseConfigSchema, parseConfig, portSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8103),
});
export type BookingConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): BookingConfig => parseConfig(configSchema, env);
