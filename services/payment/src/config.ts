import type { z } from 'zod';
import { baseConfigSchema, parseConfig, portSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8104),
});
export type PaymentConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): PaymentConfig => parseConfig(configSchema, env);
