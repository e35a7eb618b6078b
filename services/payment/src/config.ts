import { z } from 'zod';
import { baseConfigSchema, parseConfig, peerUrlsSchema, portSchema } from '@suvarna/platform';

const defaultSiteOrigins = 'http://localhost:8001,http://localhost:5173,http://127.0.0.1:8001,http://127.0.0.1:5173';

const optional = (schema: z.ZodType<string | undefined, string | undefined>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(schema);

const origins = z
  .string()
  .default(defaultSiteOrigins)
  .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
  .superRefine((list, ctx) => {
    for (const origin of list) {
      let ok = false;
      try {
        const u = new URL(origin);
        ok = (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === origin;
      } catch {
        ok = false;
      }
      if (!ok) ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://example.com` });
    }
  });

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8104),
  /** Stripe secret key (sk_test_... / sk_live_... / rk_...). Without it the payment endpoints answer 503. */
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_...)').optional()),
  /** The webhook endpoint's signing secret (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional()),
  /** Another Stripe API address (the sandbox): http(s)://host:port. Unset: Stripe itself. */
  STRIPE_API_BASE: optional(z.url({ error: 'STRIPE_API_BASE must be a URL like http://127.0.0.1:12111' }).optional()),
  /** The site's own origins: a Checkout Session returns the guest only to one of these. */
  CORS_ORIGINS: origins,
  /**
   * The booking service: a checkout for a booking whose booking.created has not arrived yet reads the booking
   * there. Several instances separated by commas are asked in turn.
   */
  BOOKING_URL: peerUrlsSchema('http://127.0.0.1:8103'),
  /** How long that read may take before the guest is asked to try again. */
  BOOKING_READ_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2_000),
  /** How often Stripe's event list is read for events whose webhook never arrived; 0 turns it off. */
  STRIPE_EVENTS_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
});
export type PaymentConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): PaymentConfig => parseConfig(configSchema, env);
