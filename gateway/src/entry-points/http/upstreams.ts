import type { Readable, Writable } from 'node:stream';
import CircuitBreaker from 'opossum';
import { Gauge } from 'prom-client';
import { Pool } from 'undici';
import type { Logger, Metrics } from '@suvarna/platform';
import type { GatewayConfig } from '../../config';
import { upstreamInfo, upstreamNames, type UpstreamName } from './route-table';

export type BreakerState = 'closed' | 'half-open' | 'open';

/** One request on its way to an upstream, as the proxy hands it over. */
export interface ProxyCall {
  requestId: string;
  method: string;
  /** Path and query exactly as the client sent them. */
  path: string;
  headers: Record<string, string | string[]>;
  /** Opens the request body; only called once the breaker lets the request through. */
  openBody(): Readable | null;
  /** Writes the client's response head once the upstream's is in, and returns where the body goes. */
  respond(statusCode: number, headers: Record<string, string | string[] | undefined>): Writable;
}

export interface Upstream {
  name: UpstreamName;
  displayName: string;
  /**
   * Resolves once the response head is relayed. Rejects with UpstreamStatusError after relaying a
   * 5xx, with the breaker's EOPENBREAKER error while open, or with the transport error otherwise.
   */
  send(call: ProxyCall): Promise<void>;
  state(): BreakerState;
}

export interface Upstreams {
  get(name: UpstreamName): Upstream;
  states(): Record<UpstreamName, BreakerState>;
  close(): Promise<void>;
}

/** A 5xx answer: relayed to the client as it came, and still a failure in the breaker's eyes. */
export class UpstreamStatusError extends Error {
  constructor(readonly status: number) {
    super(`upstream answered ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

/** The client went away before the upstream answered: nothing the upstream did wrong. */
export class ClientGoneError extends Error {
  constructor() {
    super('client closed the connection');
    this.name = 'ClientGoneError';
  }
}

const STATE_VALUE: Record<BreakerState, number> = { closed: 0, 'half-open': 1, open: 2 };

/**
 * A keep-alive connection pool and a circuit breaker per upstream. The breaker sees every
 * outcome up to the response head: connection errors, header timeouts and 5xx count as failures.
 */
export function createUpstreams(config: GatewayConfig, logger: Logger, metrics: Metrics): Upstreams {
  const entries = upstreamNames.map((name) => createUpstream(name, config, logger));
  const byName = new Map(entries.map((e) => [e.upstream.name, e]));

  new Gauge({
    name: 'gateway_breaker_state',
    help: 'Circuit breaker state per upstream: 0 closed, 1 half-open, 2 open',
    labelNames: ['upstream'],
    registers: [metrics.registry],
    collect() {
      for (const { upstream } of entries) this.set({ upstream: upstream.name }, STATE_VALUE[upstream.state()]);
    },
  });

  return {
    get(name) {
      const entry = byName.get(name);
      if (!entry) throw new Error(`unknown upstream ${name}`);
      return entry.upstream;
    },
    states() {
      return Object.fromEntries(entries.map(({ upstream }) => [upstream.name, upstream.state()])) as Record<UpstreamName, BreakerState>;
    },
    async close() {
      for (const { breaker } of entries) breaker.shutdown();
      await Promise.all(entries.map(({ pool }) => pool.close()));
    },
  };
}

function createUpstream(name: UpstreamName, config: GatewayConfig, logger: Logger) {
  const { displayName, urlKey } = upstreamInfo[name];
  const origin = config[urlKey];
  const timeoutMs = config.UPSTREAM_TIMEOUT_MS;
  const pool = new Pool(origin, {
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    // Streamed answers may pause between chunks; only a long silence means the upstream is stuck.
    bodyTimeout: 5 * 60_000,
  });

  const forward = (call: ProxyCall) =>
    new Promise<void>((resolve, reject) => {
      let relaying = false;
      pool
        .stream(
          { path: call.path, method: call.method, headers: call.headers, body: call.openBody(), headersTimeout: timeoutMs },
          ({ statusCode, headers }) => {
            const target = call.respond(statusCode, headers);
            relaying = true;
            if (statusCode >= 500) reject(new UpstreamStatusError(statusCode));
            else resolve();
            return target;
          },
        )
        .catch((err: unknown) => {
          if (!relaying) return reject(err);
          // The head is out, so the client's response is cut (undici destroys it); the breaker has had its answer.
          if (!(err instanceof ClientGoneError) && !isPrematureClose(err)) {
            logger.warn({ err, upstream: name, requestId: call.requestId }, 'upstream response broke off');
          }
        });
    });

  const breaker = new CircuitBreaker<[ProxyCall], void>(forward, {
    name,
    // undici's headersTimeout already bounds the wait and, unlike a breaker timeout, cancels the request.
    timeout: false,
    resetTimeout: config.BREAKER_RESET_TIMEOUT_MS,
    errorThresholdPercentage: config.BREAKER_ERROR_THRESHOLD_PERCENT,
    volumeThreshold: config.BREAKER_VOLUME_THRESHOLD,
    rollingCountTimeout: config.BREAKER_WINDOW_MS,
    enableSnapshots: false,
    // A client that hangs up has not shown anything about the upstream.
    errorFilter: (err: unknown) => err instanceof ClientGoneError,
  });
  breaker.on('open', () => logger.warn({ upstream: name }, 'circuit opened: failing fast'));
  breaker.on('halfOpen', () => logger.info({ upstream: name }, 'circuit half-open: trying one request'));
  breaker.on('close', () => logger.info({ upstream: name }, 'circuit closed: upstream recovered'));

  const upstream: Upstream = {
    name,
    displayName,
    send: (call) => breaker.fire(call),
    state: () => (breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed'),
  };
  return { upstream, breaker, pool };
}

export function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

function isPrematureClose(err: unknown): boolean {
  return errorCode(err) === 'ERR_STREAM_PREMATURE_CLOSE';
}
