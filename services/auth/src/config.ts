import { z } from 'zod';
import { baseConfigSchema, parseConfig, portSchema } from '@suvarna/platform';

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
  /** Lifetime of a token and of a session since its last refresh: 7 days, as the client's cookie. */
  JWT_TTL_SECONDS: positiveInt(7 * 24 * 3600),
  /** However often it is refreshed, a session ends this long after its sign-in: 30 days. */
  SESSION_MAX_LIFETIME_SECONDS: positiveInt(30 * 24 * 3600),
  /** Creates the demo accounts of the login page's hint at start (the all-in-one `npm start` sets it). */
  SEED_DEMO_USERS: z.stringbool().default(false),

  /** Failed sign-ins on one account from one address within the window before that address is refused for that account. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: positiveInt(5),
  /** Failed sign-ins from one client address within the window (any accounts) before it is refused. */
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(15 * 60),
  /** A failed attempt on an account is answered after this many ms, doubled for each earlier failure on it... */
  LOGIN_FAILURE_DELAY_MS: nonNegativeInt(250),
  /** ...up to this much. */
  LOGIN_FAILURE_MAX_DELAY_MS: nonNegativeInt(5000),
  REGISTER_MAX_PER_IP: positiveInt(10),
  REGISTER_WINDOW_SECONDS: positiveInt(3600),
});
export type AuthConfig = z.infer<typeof configSchema>;

const checkedSchema = configSchema.refine((c) => c.JWT_TTL_SECONDS <= c.SESSION_MAX_LIFETIME_SECONDS, {
  message: 'JWT_TTL_SECONDS cannot be longer than SESSION_MAX_LIFETIME_SECONDS',
  path: ['JWT_TTL_SECONDS'],
});

export const loadConfig = (env: Record<string, string | undefined> = process.env): AuthConfig => parseConfig(checkedSchema, env);
