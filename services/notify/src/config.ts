import { z } from 'zod';
import { baseConfigSchema, parseConfig, portSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8106),
  SMTP_URL: z.url({ error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Suvarna Hotels & Resorts <no-reply@suvarnahotels.in>'),
  RESERVATIONS_EMAIL: z.email().default('reservations@suvarnahotels.in'),
  SITE_URL: z.url().default('http://localhost:8001'),
});
export type NotifyConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): NotifyConfig => parseConfig(configSchema, env);
