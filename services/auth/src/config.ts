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
  /** Lifetime of a token and of a session since its last refresh: 7 days, as the client's cookie. */
  JWT_TTL_SECONDS: positiveInt(7 * 24 * 3600),
  /** Creates the demo accounts of the login page's hint at start (the all-in-one `npm start` sets it). */
  SEED_DEMO_USERS: z.stringbool().default(false),

  /** Failed sign-ins per account within the window before further attempts are refused with 429. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  /** Failed sign-ins per client address within the window before further attempts are refused. */
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(20),
  LOGIN_FAILURE_WINDOW_SECONDS: positiveInt(15 * 60),
  /** Each failed attempt is answered after this many ms × the account's failures so far... */
  LOGIN_FAILURE_DELAY_MS: nonNegativeInt(250),
  /** ...up to this much. */
  LOGIN_FAILURE_MAX_DELAY_MS: nonNegativeInt(2000),
  REGISTER_MAX_PER_IP: positiveInt(10),
  /**
   * Which proxies' X-Forwarded-For names the client (Express "trust proxy"): the limits above count
   * per client address. The default fits a gateway on the same host; behind a gateway on a private
   * network (docker-compose) use e.g. "loopback, uniquelocal".
   */
  TRUST_PROXY: z.string().trim().min(1).default('loopback'),
  REGISTER_WINDOW_SECONDS: positiveInt(3600),
});
export type AuthConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): AuthConfig => parseConfig(configSchema, env);
