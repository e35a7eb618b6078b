import { z } from 'zod';
import { trustedProxies } from './http/trust-proxy';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once, at start-up. Every problem is listed together so that a
 * deployment is fixed in one go rather than one variable per restart.
 */
export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv | Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  return result.data;
}

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/** A trust list (see http/trust-proxy.ts), refused at start-up naming the entry it cannot read. */
export function trustProxySchema(fallback: string) {
  return z
    .string()
    .trim()
    .default(fallback)
    .superRefine((spec, ctx) => {
      try {
        trustedProxies(spec);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    });
}

/** The variables every server shares. Services extend this with their own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ error: 'DATABASE_URL must be a postgres:// URL' }),
  /** Connections each process may hold open to Postgres; instances × services × this must stay under the server's max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long an idle connection is kept before it is closed. */
  DATABASE_POOL_IDLE_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Every statement's limit (the server cancels it, and a transaction idle twice as long is ended): below the
   * gateway's UPSTREAM_TIMEOUT_MS, so that a request stuck on the database gets its own 503 before the gateway's 504.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(4_000),
  /** How long opening a connection, or waiting for a free one, may take before the request is answered 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  REDIS_URL: optionalUrl,
  /** Put before every Redis key: deployments (or test runs) sharing one Redis server keep apart. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]*$/, 'REDIS_KEY_PREFIX may hold letters, digits and : . _ - only')
    .max(64)
    .default(''),
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((b) => b.trim()).filter(Boolean) : undefined)),
  KAFKA_CLIENT_ID: z.string().default('suvarna'),
  /**
   * How long the group waits for a silent consumer before handing its partitions to the others: a
   * killed instance's events wait this long. Brokers accept 6 s and more by default.
   */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(10_000),
  /**
   * How long a fetch may wait on the broker for new messages. A real broker answers as soon as one
   * arrives; librdkafka's mock cluster always waits the full time, so cluster mode on it shortens this.
   */
  KAFKA_FETCH_MAX_WAIT_MS: z.coerce.number().int().min(10).optional(),
  /** An idempotent producer, where the broker supports it (Apache Kafka does; the mock cluster does not). */
  KAFKA_IDEMPOTENT_PRODUCER: z.stringbool().default(false),
  JSON_BODY_LIMIT: z.string().default('100kb'),
  /** Days processed-event records, published outbox rows and resolved dead letters are kept before pruning. */
  EVENT_RETENTION_DAYS: z.coerce.number().int().positive().default(7),
  /** How often old rows are pruned (in small batches). */
  PRUNE_INTERVAL_MS: z.coerce.number().int().positive().default(3_600_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * On SIGTERM, how long requests still arriving on open keep-alive connections are answered (with `Connection:
   * close`) before idle ones are closed: a gateway holding idle connections to this instance learns from an answer to
   * go elsewhere, rather than from a connection closed under a request it was sending. Cluster mode sets 1 s; alone
   * (npm start, tests) there is no other instance to go to.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /** A client must send its whole request head within this (a slow-header client is cut off, checked each second). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(5_000),
  /** ... and its whole request, body included, within this. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(120_000),
  /** Requests a process works on at once; more are answered 503 at once (probes and metrics excepted). */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).default(256),
  /** Where every service fetches the auth service's public keys to verify bearer tokens. */
  /** One address, or several separated by commas (one per auth instance, asked in turn when one is down). */
  AUTH_JWKS_URL: z
    .string()
    .default('http://127.0.0.1:8101/api/auth/jwks')
    .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
    .pipe(z.array(z.url()).min(1, 'AUTH_JWKS_URL must name at least one address')),
  JWT_ISSUER: z.string().default('suvarna-auth'),
  JWT_AUDIENCE: z.string().default('suvarna'),
  /**
   * The proxy whose X-Forwarded-For names the client: the gateway. Addresses, CIDR ranges, loopback,
   * linklocal, uniquelocal; only the nearest hop is trusted. Default: a gateway on the same host.
   */
  TRUST_PROXY: trustProxySchema('loopback'),
  /** OTLP/HTTP collector (Jaeger: http://jaeger:4318) that receives the service's spans; unset, none are exported. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export const portSchema = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
