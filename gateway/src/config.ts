import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { RESUME_MAX_BYTES } from '@suvarna/contracts';
import { baseConfigSchema, parseConfig, portSchema, trustProxySchema } from '@suvarna/platform';

const defaultFrontendDist = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

const defaultCorsOrigins = 'http://localhost:8001,http://localhost:5173,http://127.0.0.1:8001,http://127.0.0.1:5173';

/** An upstream is addressed by origin only: the gateway passes the client's path on unchanged. */
const upstreamUrl = (fallback: string) =>
  z
    .url()
    .default(fallback)
    .refine((v) => {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && (u.pathname === '/' || u.pathname === '') && !u.search;
    }, 'must be an http(s) origin without a path, e.g. http://127.0.0.1:8103')
    .transform((v) => new URL(v).origin);

/**
 * Several instances of one upstream: a comma-separated list of origins (`BOOKING_URLS=http://a:8103,http://b:8103`).
 * When set it replaces the single `<NAME>_URL`; requests are spread over the instances that are up.
 */
const upstreamUrls = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return undefined;
    const origins: string[] = [];
    for (const entry of v.split(',').map((e) => e.trim()).filter(Boolean)) {
      let u: URL | undefined;
      try {
        u = new URL(entry);
      } catch {
        // reported below
      }
      if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || (u.pathname !== '/' && u.pathname !== '') || u.search) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" must be an http(s) origin without a path, e.g. http://127.0.0.1:8103` });
        return z.NEVER;
      }
      if (!origins.includes(u.origin)) origins.push(u.origin);
    }
    return origins.length ? origins : undefined;
  });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const corsOrigins = z
  .string()
  .default(defaultCorsOrigins)
  .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
  .superRefine((origins, ctx) => {
    for (const origin of origins) {
      if (!isOrigin(origin)) ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://example.com` });
    }
  });

export const configSchema = baseConfigSchema
  .pick({
    NODE_ENV: true,
    LOG_LEVEL: true,
    REDIS_URL: true,
    REDIS_KEY_PREFIX: true,
    SHUTDOWN_TIMEOUT_MS: true,
    OTEL_EXPORTER_OTLP_ENDPOINT: true,
    HTTP_HEADERS_TIMEOUT_MS: true,
    HTTP_REQUEST_TIMEOUT_MS: true,
  })
  .extend({
    PORT: portSchema(8001),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    /** The operations port: /metrics, /readyz with every check and breaker, /healthz. Never the site's port. */
    OPS_PORT: portSchema(8091),
    /** Loopback by default: only the host's own tools (or, in a cluster, its network's) reach it. */
    OPS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    /**
     * On SIGTERM, how long requests still arriving on open connections are answered (with `Connection: close`)
     * before idle connections are closed; within SHUTDOWN_TIMEOUT_MS.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(1_000),
    /**
     * The proxy in front of the gateway (a load balancer) whose X-Forwarded-For names the client:
     * addresses, CIDR ranges, loopback, linklocal, uniquelocal (the services' syntax). Unset: none, and
     * the client is the address the gateway's connection comes from, whatever a header says.
     */
    TRUST_PROXY: trustProxySchema(''),
    AUTH_URL: upstreamUrl('http://127.0.0.1:8101'),
    CATALOG_URL: upstreamUrl('http://127.0.0.1:8102'),
    BOOKING_URL: upstreamUrl('http://127.0.0.1:8103'),
    PAYMENT_URL: upstreamUrl('http://127.0.0.1:8104'),
    CAREERS_URL: upstreamUrl('http://127.0.0.1:8105'),
    NOTIFY_URL: upstreamUrl('http://127.0.0.1:8106'),
    AI_URL: upstreamUrl('http://127.0.0.1:8107'),
    AUTH_URLS: upstreamUrls,
    CATALOG_URLS: upstreamUrls,
    BOOKING_URLS: upstreamUrls,
    PAYMENT_URLS: upstreamUrls,
    CAREERS_URLS: upstreamUrls,
    NOTIFY_URLS: upstreamUrls,
    AI_URLS: upstreamUrls,
    CORS_ORIGINS: corsOrigins,
    /** Requests per client IP per minute on /api; 0 turns the limit off (benchmarks from one address). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    /** Stripe's webhook deliveries per sending address per minute, counted apart from RATE_LIMIT_PER_MINUTE; 0 turns it off. */
    WEBHOOK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(60_000),
    /** API requests the gateway works on at once (each holds a client and an upstream connection); more are answered 503 at once. */
    MAX_CONCURRENT_REQUESTS: positiveInt(2_048),
    /** How long an upstream may take to send its response headers, on every route but the long ones below. */
    UPSTREAM_TIMEOUT_MS: positiveInt(5_000),
    /** The same for the routes that take long by nature: the AI endpoints and the resume upload. */
    UPSTREAM_LONG_TIMEOUT_MS: positiveInt(60_000),
    /**
     * How long a page whose first screen the gateway draws (a hotel page) waits for its data; past it the built
     * document goes out with its loading state and the app reads the data itself.
     */
    FIRST_SCREEN_DATA_WAIT_MS: positiveInt(800),
    /** Largest request body on every route but the resume upload (JSON and forms); beyond it, 413. */
    BODY_LIMIT_BYTES: positiveInt(100 * 1024),
    /**
     * Largest request body of the resume upload: the careers service's resume limit plus room for the
     * form's text fields (20 of up to 64 KB) and multipart framing. A resume just over its limit still
     * reaches careers, which answers with its own message.
     */
    UPLOAD_BODY_LIMIT_BYTES: positiveInt(RESUME_MAX_BYTES + 1536 * 1024),
    /** How long an open breaker refuses calls before letting one trial request through. */
    BREAKER_RESET_TIMEOUT_MS: positiveInt(10_000),
    /** Share of failed calls within the window that opens a breaker. */
    BREAKER_ERROR_THRESHOLD_PERCENT: z.coerce.number().min(1).max(100).default(50),
    /** Calls within the window before a breaker may open, so that one failure does not cut a service off. */
    BREAKER_VOLUME_THRESHOLD: z.coerce.number().int().min(0).default(5),
    /**
     * Rolling window of a breaker's statistics. It must exceed UPSTREAM_TIMEOUT_MS, or a timeout would be
     * counted after the calls it should be weighed with had left the window; an upstream with long routes
     * gets a window of twice UPSTREAM_LONG_TIMEOUT_MS when that is longer.
     */
    BREAKER_WINDOW_MS: positiveInt(10_000),
    /**
     * Memory for answers the gateway keeps (those a service marks with their cache generation: the
     * catalog's public reads), in MB; 0 turns the store off and every request goes to its service.
     */
    GATEWAY_CACHE_MB: z.coerce.number().min(0).default(64),
    FRONTEND_DIST: z.string().trim().min(1).default(defaultFrontendDist),
  })
  .superRefine((c, ctx) => {
    if (c.BREAKER_WINDOW_MS <= c.UPSTREAM_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['BREAKER_WINDOW_MS'], message: `must be longer than UPSTREAM_TIMEOUT_MS (${c.UPSTREAM_TIMEOUT_MS})` });
    }
  });

export type GatewayConfig = z.infer<typeof configSchema>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): GatewayConfig => parseConfig(configSchema, env);

function isOrigin(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === value;
  } catch {
    return false;
  }
}
