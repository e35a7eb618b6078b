import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { BaseConfig } from './config';
import { createAuth, type Auth } from './auth';
import { createPool, type Pool } from './db/pool';
import { migrate } from './db/migrate';
import { busPruneTasks, startPruner, type PruneTask } from './db/prune';
import { createEventBus, createTransport, type EventBus, type Transport } from './bus';
import { createHttpApp, finishApp } from './http/create-http-app';
import { serverOptions, type ServerTimeouts } from './http/server-limits';
import { createLogger, type Logger } from './logger';
import { createMetrics, type BusinessCounter, type Metrics } from './metrics';
import { createRedis, type RedisClient } from './redis';
import { closeServer } from './shutdown';
import { createTracing, type Tracing } from './tracing';

export interface ServiceDeps<C extends BaseConfig = BaseConfig> {
  config: C;
  logger: Logger;
  metrics: Metrics;
  tracing: Tracing;
  pool: Pool;
  redis: RedisClient;
  bus: EventBus;
  /** Bearer-token verification against the auth service's JWKS (see auth/verifier.ts). */
  auth: Auth;
}

export interface ServiceDefinition<C extends BaseConfig = BaseConfig> {
  /** Service name, used for logs, metrics and as its Postgres schema. */
  name: string;
  migrationsDir?: string;
  /** Paths whose request bodies reach their route as raw bytes (a Buffer), unparsed: webhooks signed over the bytes. */
  rawBodyPaths?: readonly string[];
  /** Business counters, by the type of the event this service publishes that each counts. */
  businessCounters?: Readonly<Record<string, BusinessCounter>>;
  /** Mounts the service's routes on the app (health, readiness and metrics are already there). */
  routes?: (app: Express, deps: ServiceDeps<C>) => void | Promise<void>;
  /** Reads served from cached bytes, mounted ahead of the request context, timing and body parsers. */
  hotRoutes?: (app: Express, deps: ServiceDeps<C>) => void;
  /** Subscribes the service's event consumers. */
  consumers?: (deps: ServiceDeps<C>) => Promise<void>;
  /** Extra work at start (seeding) after migrations, before the server listens. */
  onStart?: (deps: ServiceDeps<C>) => Promise<void>;
  /** Extra readiness checks beyond the database, Redis and the event transport. */
  readiness?: (deps: ServiceDeps<C>) => Record<string, () => Promise<void>>;
  /** The service's own tables pruned by age, besides the event bus's (see db/prune.ts). */
  pruning?: (deps: ServiceDeps<C>) => PruneTask[];
  /** Releases what onStart or routes acquired. */
  onStop?: (deps: ServiceDeps<C>) => Promise<void>;
}

export interface StartOptions {
  port: number;
  host?: string;
  /** Shared in-process transport or Redis when several services run in one process. */
  transport?: Transport;
  redis?: RedisClient;
  logger?: Logger;
  /**
   * A service running as its own process (its start script, a container, cluster mode): it refuses to
   * start on the single-process stand-ins (the in-memory bus, the in-process Redis), which would leave
   * it silently cut off from the other services' events and shared state.
   */
  standalone?: boolean;
}

/** Thrown at start-up when a standalone service lacks a broker or Redis server. */
export class StandaloneConfigError extends Error {
  constructor(service: string, missing: string[]) {
    super(
      `${service} cannot start on its own without ${missing.join(' and ')}. ` +
        'A service in its own process must reach the other services through a Kafka broker (KAFKA_BROKERS) and a Redis server (REDIS_URL); ' +
        'the in-memory event bus and Redis stand-in only connect services inside one process. ' +
        'Run the whole site in one process with `npm start`, or every service as its own process with `npm run start:cluster`.',
    );
    this.name = 'StandaloneConfigError';
  }
}

export interface RunningService<C extends BaseConfig = BaseConfig> {
  name: string;
  url: string;
  port: number;
  app: Express;
  deps: ServiceDeps<C>;
  /** Graceful: stops accepting, finishes in-flight requests, drains consumers and the outbox relay. */
  close(): Promise<void>;
}

/** A service on its own needs a broker and a Redis server: the single-process stand-ins would cut it off. */
function checkStandalone(name: string, config: BaseConfig, options: StartOptions): void {
  if (!options.standalone) return;
  const missing = [
    ...(options.transport || config.KAFKA_BROKERS?.length ? [] : ['KAFKA_BROKERS']),
    ...(options.redis || config.REDIS_URL ? [] : ['REDIS_URL']),
  ];
  if (missing.length) throw new StandaloneConfigError(name, missing);
}

function servicePool(name: string, config: BaseConfig, logger: Logger): Pool {
  let lastLostLog = 0;
  return createPool(config.DATABASE_URL, {
    schema: name,
    applicationName: name,
    max: config.DATABASE_POOL_MAX,
    idleTimeoutMillis: config.DATABASE_POOL_IDLE_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    // A restart ends every connection at once: one line for the lot.
    onConnectionError: (err) => {
      if (Date.now() - lastLostLog < 5_000) return;
      lastLostLog = Date.now();
      logger.warn({ err }, 'database connection lost; the pool opens new ones as they are needed');
    },
  });
}

/** The service's app with health, readiness (database, Redis, events, consumers and its own checks) and metrics. */
function serviceApp<C extends BaseConfig>(definition: ServiceDefinition<C>, deps: ServiceDeps<C>, transport: Transport, consumersStarted: () => boolean): Express {
  const { config, logger, metrics, tracing, pool, redis, bus } = deps;
  return createHttpApp({
    logger,
    metrics,
    tracing,
    jsonLimit: config.JSON_BODY_LIMIT,
    rawBodyPaths: definition.rawBodyPaths,
    trustProxy: config.TRUST_PROXY,
    maxConcurrentRequests: config.MAX_CONCURRENT_REQUESTS,
    hotRoutes: definition.hotRoutes && ((hotApp) => definition.hotRoutes!(hotApp, deps)),
    readiness: {
      database: async () => {
        await pool.query('SELECT 1');
      },
      redis: async () => {
        await redis.ping();
      },
      events: () => transport.ping(),
      // Ready only once every consumer has joined its group and keeps consuming.
      consumers: async () => {
        if (!consumersStarted()) throw new Error('consumers are starting');
        const idle = bus.idleConsumers();
        if (idle.length) throw new Error(`not consuming: ${idle.join(', ')}`);
      },
      ...definition.readiness?.(deps),
    },
  });
}

/**
 * Wiring shared by every service: config → pool, migrations, Redis, event bus → HTTP server,
 * consumers and outbox relay. Returns once the server listens.
 */
export async function startService<C extends BaseConfig>(
  definition: ServiceDefinition<C>,
  config: C,
  options: StartOptions,
): Promise<RunningService<C>> {
  checkStandalone(definition.name, config, options);
  const logger = options.logger ?? createLogger(definition.name, config.LOG_LEVEL);
  const metrics = createMetrics(definition.name, definition.businessCounters);
  const tracing = createTracing(definition.name, { endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT });
  const pool = servicePool(definition.name, config, logger);
  const ownsRedis = !options.redis;
  const redis = options.redis ?? createRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX);
  const ownsTransport = !options.transport;
  const transport = options.transport ?? createTransport(config, logger);

  const applied = await migrate(pool, definition.name, definition.migrationsDir);
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const bus = createEventBus({
    schema: definition.name,
    pool,
    transport,
    logger,
    metrics,
    tracing,
    // Events never take the last connections: the outbox's LISTEN and relay hold two, requests need at least one.
    consumer: { maxConcurrent: Math.max(1, config.DATABASE_POOL_MAX - 3) },
  });
  const auth = createAuth({ jwksUrl: config.AUTH_JWKS_URL, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, redis, logger });
  const deps: ServiceDeps<C> = { config, logger, metrics, tracing, pool, redis, bus, auth };
  let consumersStarted = false;
  await definition.onStart?.(deps);

  const app = serviceApp(definition, deps, transport, () => consumersStarted);
  await definition.routes?.(app, deps);
  finishApp(app, logger);

  // Listening at once: /healthz answers and /readyz says "not ready" while the consumers join their groups
  // (seconds on a fresh Kafka cluster, longer after a crash), instead of refusing connections meanwhile.
  const server = await listen(app, options.port, options.host ?? '127.0.0.1', {
    headersTimeoutMs: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.HTTP_REQUEST_TIMEOUT_MS,
    // Longer than the gateway's pooled connections stay idle (undici: 4 s), so that the gateway, not the service, closes them.
    keepAliveTimeoutMs: 65_000,
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'listening');
  /** What the service holds beyond the server, the bus and the pruner, released in this order. */
  const release = async () => {
    if (ownsTransport) await transport.close();
    if (ownsRedis) redis.disconnect();
    await pool.end();
    await tracing.shutdown();
  };
  try {
    await definition.consumers?.(deps);
  } catch (err) {
    await closeServer(server, 0);
    await bus.stop();
    await release();
    throw err;
  }
  consumersStarted = true;
  bus.startRelay();
  const pruner = startPruner({
    pool,
    logger,
    intervalMs: config.PRUNE_INTERVAL_MS,
    tasks: [...busPruneTasks(definition.name, config.EVENT_RETENTION_DAYS), ...(definition.pruning?.(deps) ?? [])],
  });

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await closeServer(server, config.SHUTDOWN_TIMEOUT_MS, { drainMs: config.SHUTDOWN_DRAIN_MS });
      await bus.stop();
      await pruner.stop();
      await definition.onStop?.(deps);
      await release();
    })());

  return { name: definition.name, url: `http://127.0.0.1:${port}`, port, app, deps, close };
}

function listen(app: Express, port: number, host: string, timeouts: ServerTimeouts): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(serverOptions(timeouts), app);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
