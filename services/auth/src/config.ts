import { z } from 'zod';
import { baseConfigSchema, parseConfig, portSchema, unverifiedMailLimitsSchema } from '@suvarna/platform';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const configSchema = baseConfigSchema.extend({
  PORT: portSchema(8101),
  /**
   * Ed25519 signing key (PKCS8 PEM). When unset, a key is generated once and kept in the auth
   * schema, so that every instance on the database signs alike and restarts keep sessions valid.
   */
  JWT_PRIVATE_KEY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.replace(/\\n/g, '\n').trim() : undefined))
    .pipe(z.string().startsWith('-----BEGIN PRIVATE KEY-----', 'JWT_PRIVATE_KEY must be a PKCS8 PEM').optional()),
  /**
   * 32 random bytes (base64, e.g. `openssl rand -base64 32`) that encrypt the signing keys stored in
   * the auth schema (AES-256-GCM): a copy of the database alone cannot sign tokens. Required unless
   * JWT_PRIVATE_KEY is set; `npm start` keeps one in .data/.
   */
  JWT_KEY_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Buffer.from(v.trim(), 'base64') : undefined))
    .refine((key) => key === undefined || key.length === 32, 'JWT_KEY_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)'),
  /**
   * Lifetime of an access token: 15 minutes. The browser keeps it in memory only and renews it before it
   * runs out with its refresh cookie; an API client signs in again or renews it with the token itself.
   */
  JWT_TTL_SECONDS: positiveInt(15 * 60),
  /** A session (and its refresh cookie) ends this long after it was last renewed: 7 days. */
  REFRESH_TOKEN_TTL_SECONDS: positiveInt(7 * 24 * 3600),
  /** However often it is renewed, a session ends this long after its sign-in: 30 days. */
  SESSION_MAX_LIFETIME_SECONDS: positiveInt(30 * 24 * 3600),
  /**
   * A refresh token presented again within this many seconds of its rotation, while the token that replaced
   * it is still unused, is taken as the same browser retrying (its answer was lost: a reload in the middle of
   * the call) rather than a theft: the unused successor is voided and a new one issued. Any other reuse
   * ends the whole session. 0 makes every reuse end the session.
   */
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: nonNegativeInt(10),
  /** How long the link of an e-mail address verification stays valid: 7 days. */
  EMAIL_VERIFICATION_TTL_SECONDS: positiveInt(7 * 24 * 3600),
  /** Creates the demo accounts of the login page's hint at start (the all-in-one `npm start` sets it). */
  SEED_DEMO_USERS: z.stringbool().default(false),

  /** Failed sign-ins on one account from one address within the window before that address is refused for that account. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: positiveInt(5),
  /** Failed sign-ins from one client address within the window (any accounts) before it is refused. */
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(15 * 60),
  /** A failed attempt on an account is answered after this many ms, doubled for each earlier failure on it... */
  LOGIN_FAILURE_DELAY_MS: nonNegativeInt(250),
  /**
   * ...up to this much, and never past 3 s from the sign-in's start (an address's queue of at most 2.5 s included): a
   * sign-in is answered within the gateway's upstream timeout (5 s), so the cap is at most 3 s.
   */
  LOGIN_FAILURE_MAX_DELAY_MS: z.coerce.number().int().min(0).max(3_000, 'LOGIN_FAILURE_MAX_DELAY_MS must stay at or under 3000 ms, below the gateway\'s 5 s upstream timeout').default(2_000),
  REGISTER_MAX_PER_IP: positiveInt(10),
  REGISTER_WINDOW_SECONDS: positiveInt(3600),
  ...unverifiedMailLimitsSchema.shape,
});
export type AuthConfig = z.infer<typeof configSchema>;

const checkedSchema = configSchema
  .refine((c) => c.JWT_TTL_SECONDS <= c.REFRESH_TOKEN_TTL_SECONDS, {
    message: 'JWT_TTL_SECONDS cannot be longer than REFRESH_TOKEN_TTL_SECONDS',
    path: ['JWT_TTL_SECONDS'],
  })
  .refine((c) => c.REFRESH_TOKEN_TTL_SECONDS <= c.SESSION_MAX_LIFETIME_SECONDS, {
    message: 'REFRESH_TOKEN_TTL_SECONDS cannot be longer than SESSION_MAX_LIFETIME_SECONDS',
    path: ['REFRESH_TOKEN_TTL_SECONDS'],
  });

export const loadConfig = (env: Record<string, string | undefined> = process.env): AuthConfig => parseConfig(checkedSchema, env);
