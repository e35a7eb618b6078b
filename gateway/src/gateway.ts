import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddress, closeServer, createLogger, createMetrics, createRedis, createTracing, trustedProxies, type Logger, type RedisClient } from '@suvarna/platform';
import type { GatewayConfig } from './config';
import { createAnswerCache } from './entry-points/http/answer-cache';
import { createCors } from './entry-points/http/cors';
import { createGatewayServer } from './entry-points/http/create-server';
import { createOperations } from './entry-points/http/operations';
import { createFrontendApp } from './entry-points/http/frontend-app';
import { createProxyHandler } from './entry-points/http/proxy-handler';
import { createRateLimiter } from './entry-points/http/rate-limit';
import { computeSecurityHeaders } from './entry-points/http/security-headers';
import { routeLimits, routeTable } from './entry-points/http/route-table';
import { createUpstreams } from './entry-points/http/upstreams';

export interface GatewayOptions {
  /** Shared with services in the same process; otherwise the gateway makes its own from REDIS_URL. */
  redis?: RedisClient;
  logger?: Logger;
}

export interface RunningGateway {
  url: string;
  port: number;
  /** The operations port's address: /metrics, /readyz with its details, /healthz. */
  opsUrl: string;
  opsPort: number;
  /** Graceful: stops accepting, lets in-flight requests finish, then closes the upstream pools. */
  close(): Promise<void>;
}

/** Starts the gateway on config.HOST:config.PORT (port 0 picks a free one) and returns once it listens. */
export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const logger = options.logger ?? createLogger('gateway', config.LOG_LEVEL);
  const metrics = createMetrics('gateway');
  const tracing = createTracing('gateway', { endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
  const ownsRedis = !options.redis;
  const redis = options.redis ?? createRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  const upstreams = createUpstreams(config, logger, metrics);

  const limits = new Map(routeTable.map((rule) => [rule, routeLimits(rule, config)]));
  const securityHeaders = computeSecurityHeaders();
  const trusted = trustedProxies(config.TRUST_PROXY);
  const proxyHandler = createProxyHandler({
    upstreams,
    answers: createAnswerCache({ logger, metrics, maxBytes: config.GATEWAY_CACHE_MB * 1024 * 1024 }),
    cors: createCors(config.CORS_ORIGINS),
    rateLimiter: createRateLimiter({ redis, logger, limit: config.RATE_LIMIT_PER_MINUTE }),
    webhookRateLimiter: createRateLimiter({ redis, logger, limit: config.WEBHOOK_RATE_LIMIT_PER_MINUTE, keyPrefix: 'gateway:rate-webhook:' }),
    securityHeaders,
    metrics,
    tracing,
    logger,
    retryAfterSeconds: Math.max(1, Math.ceil(config.BREAKER_RESET_TIMEOUT_MS / 1000)),
    clientAddress: (req) => clientAddress(req.socket.remoteAddress ?? 'unknown', req.headers['x-forwarded-for'], trusted),
    limitsOf: (rule) => limits.get(rule) ?? routeLimits(rule, config),
    maxConcurrentRequests: config.MAX_CONCURRENT_REQUESTS,
  });
  const frontendApp = createFrontendApp({ distDir: config.FRONTEND_DIST, redis, upstreams, metrics, logger, firstScreenDataWaitMs: config.FIRST_SCREEN_DATA_WAIT_MS });
  const timeouts = { headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS, requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS };
  const operations = createOperations({ redis, upstreams, metrics, logger, securityHeaders, timeouts: { ...timeouts, keepAliveTimeoutMs: 5_000 } });
  const server = createGatewayServer(proxyHandler, frontendApp, operations, timeouts);

  try {
    await listen(server, config.PORT, config.HOST);
    await listen(operations.server, config.OPS_PORT, config.OPS_HOST);
  } catch (err) {
    if (server.listening) await closeServer(server, 0);
    await upstreams.close();
    if (ownsRedis) redis.disconnect();
    await tracing.shutdown();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  const opsPort = (operations.server.address() as AddressInfo).port;
  logger.info({ port, host: config.HOST, opsPort, opsHost: config.OPS_HOST }, 'gateway listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // The site's connections are drained (answers say `Connection: close` for a moment) rather than cut, so
      // that clients behind a balancer move to another gateway instance without a failed request.
      await Promise.all([
        closeServer(server, config.SHUTDOWN_TIMEOUT_MS, { drainMs: config.SHUTDOWN_DRAIN_MS }),
        closeServer(operations.server, config.SHUTDOWN_TIMEOUT_MS),
      ]);
      await upstreams.close();
      if (ownsRedis) redis.disconnect();
      await tracing.shutdown();
    })());

  return { url: `http://${urlHost(config.HOST)}:${port}`, port, opsUrl: `http://${urlHost(config.OPS_HOST)}:${opsPort}`, opsPort, close };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The address a local client uses: a wildcard bind is reached on loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
