import { z } from 'zod';
import { baseConfigSchema, parseConfig, portSchema, unverifiedMailLimitsSchema } from '@suvarna/platform';

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8106),
  SMTP_URL: z.url({ error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Suvarna Hotels & Resorts <no-reply@suvarnahotels.in>'),
  RESERVATIONS_EMAIL: z.email().default('reservations@suvarnahotels.in'),
  /** The talent team's mailbox: notices of new applications go there, and applicants' replies. */
  CAREERS_EMAIL: z.email().default('careers@suvarnahotels.in'),
  SITE_URL: z.url().default('http://localhost:8001'),
  /** The 24/7 guest support line the contact acknowledgement gives (the contact page's). */
  SUPPORT_PHONE: z.string().trim().min(1).default('+91 11 4000 7000'),
  /**
   * The contact form's limits. Its counts are the shared ones of e-mail to unverified addresses (per client
   * address and per recipient, with applications and booking guests), against these maxima.
   */
  /** Contact messages one client address may send per window, then 429. */
  CONTACT_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  CONTACT_ADDRESS_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Contact messages (and so acknowledgements) for one e-mail address per window, then 429. */
  CONTACT_MAX_PER_RECIPIENT: z.coerce.number().int().positive().default(3),
  CONTACT_RECIPIENT_WINDOW_SECONDS: z.coerce.number().int().positive().default(24 * 3600),
  /** Days the mail log (which also keeps a redelivered event from sending its e-mail twice) is kept. */
  MAIL_LOG_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  /** Booking e-mails to an account whose address is not verified count against the shared recipient limit. */
  ...unverifiedMailLimitsSchema.shape,
});
export type NotifyConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): NotifyConfig => parseConfig(configSchema, env);
