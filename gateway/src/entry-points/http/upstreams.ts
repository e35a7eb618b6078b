import type { Readable, Writable } from 'node:stream';
import CircuitBreaker from 'opossum';
import { Gauge } from 'prom-client';
import { Pool } from 'undici';
import type { Logger, Metrics } from '@suvarna/platform';
import type { GatewayConfig } from '../../config';
import { longestTimeoutOf, upstreamInfo, upstreamNames, upstreamOrigins, type UpstreamName } from './route-table';

export type BreakerState = 'closed' | 'half-open' | 'open';

/** One request on its way to an upstream, as the proxy hands it over. */
export interface ProxyCall {
  requestId: string;
  /** How long the upstream may take to send its response head on this call's route; unset, UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
  method: string;
  /** Path and query exactly as the client sent them. */
  path: string;
  headers: Record<string, string | string[]>;
  /** Opens the request body; only called once the breaker lets the request through (again for a retry). */
  openBody(): Readable | null;
  /** Whether the body can be opened again for another instance (none, or small enough to have been kept whole). */
  canResend(): boolean;
  /** Whether the client's response head has been written. */
  responded(): boolean;
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
  /** Per upstream, its best instance's state: closed while any instance is closed. */
  states(): Record<UpstreamName, BreakerState>;
  /** Per upstream, each instance's breaker by origin. */
  instanceStates(): Record<UpstreamName, Record<string, BreakerState>>;
  close(): Promise<void>;
}

/** A 5xx answer: relayed to the client as it came, and still a failure in the breaker's eyes. */
export class UpstreamStatusError extends Error {
  constructor(readonly status: number) {
    super(`upstream answered ${status}`);
    this.name = 'UpstreamStatusError';
  }
}

/** The client's body outgrew its route's limit while streaming: nothing the upstream did wrong. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`request body over ${limitBytes} bytes`);
    this.name = 'BodyTooLargeError';
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

/** Methods a client may send twice: a request of these is tried on another instance after a connection failure. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Failures that happen before an instance has seen the request's head, or that show it is gone. */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'EOPENBREAKER']);

interface Instance {
  origin: string;
  pool: Pool;
  breaker: CircuitBreaker<[ProxyCall], void>;
  state(): BreakerState;
}

/**
 * A keep-alive connection pool and a circuit breaker per upstream instance. The breaker sees every
 * outcome up to the response head: connection errors, header timeouts and 5xx count as failures.
 * Requests go round-robin to the instances whose breaker is not open; a request that could not
 * reach its instance goes to the next one when that is safe (see `retryable`).
 */
export function createUpstreams(config: GatewayConfig, logger: Logger, metrics: Metrics): Upstreams {
  const entries = upstreamNames.map((name) => createUpstream(name, config, logger));
  const byName = new Map(entries.map((e) => [e.upstream.name, e]));

  new Gauge({
    name: 'gateway_breaker_state',
    help: 'Circuit breaker state per upstream (its best instance) and per instance: 0 closed, 1 half-open, 2 open',
    labelNames: ['upstream', 'instance'],
    registers: [metrics.registry],
    collect() {
      for (const { upstream, instances } of entries) {
        this.set({ upstream: upstream.name, instance: 'any' }, STATE_VALUE[upstream.state()]);
        if (instances.length > 1) for (const i of instances) this.set({ upstream: upstream.name, instance: i.origin }, STATE_VALUE[i.state()]);
      }
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
    instanceStates() {
      return Object.fromEntries(entries.map(({ upstream, instances }) => [upstream.name, Object.fromEntries(instances.map((i) => [i.origin, i.state()]))])) as Record<
        UpstreamName,
        Record<string, BreakerState>
      >;
    },
    async close() {
      for (const { instances } of entries) for (const i of instances) i.breaker.shutdown();
      await Promise.all(entries.flatMap(({ instances }) => instances.map((i) => i.pool.close())));
    },
  };
}

function createInstance(name: UpstreamName, origin: string, config: GatewayConfig, logger: Logger): Instance {
  const pool = new Pool(origin, {
    connectTimeout: config.UPSTREAM_TIMEOUT_MS,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    // Streamed answers may pause between chunks; only a long silence means the upstream is stuck.
    bodyTimeout: 5 * 60_000,
  });

  const forward = (call: ProxyCall) =>
    new Promise<void>((resolve, reject) => {
      let relaying = false;
      pool
        .stream(
          { path: call.path, method: call.method, headers: call.headers, body: call.openBody(), headersTimeout: call.timeoutMs ?? config.UPSTREAM_TIMEOUT_MS },
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
            logger.warn({ err, upstream: name, instance: origin, requestId: call.requestId }, 'upstream response broke off');
          }
        });
    });

  const breaker = new CircuitBreaker<[ProxyCall], void>(forward, {
    name: `${name} ${origin}`,
    // undici's headersTimeout (the route's timeout) already bounds the wait and, unlike a breaker timeout,
    // cancels the request; its rejection counts as a failure the moment it fires.
    timeout: false,
    resetTimeout: config.BREAKER_RESET_TIMEOUT_MS,
    errorThresholdPercentage: config.BREAKER_ERROR_THRESHOLD_PERCENT,
    volumeThreshold: config.BREAKER_VOLUME_THRESHOLD,
    // Longer than the longest call, so that a timeout is weighed with the calls made while it waited.
    rollingCountTimeout: Math.max(config.BREAKER_WINDOW_MS, 2 * longestTimeoutOf(name, config)),
    enableSnapshots: false,
    // A client that hangs up has not shown anything about the upstream.
    errorFilter: (err: unknown) => err instanceof ClientGoneError || err instanceof BodyTooLargeError,
  });
  breaker.on('open', () => logger.warn({ upstream: name, instance: origin }, 'circuit opened: failing fast'));
  breaker.on('halfOpen', () => logger.info({ upstream: name, instance: origin }, 'circuit half-open: trying one request'));
  breaker.on('close', () => logger.info({ upstream: name, instance: origin }, 'circuit closed: upstream recovered'));
  return { origin, pool, breaker, state: () => (breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed') };
}

/**
 * Whether a call that failed on one instance may be sent to another: nothing was relayed to the
 * client yet, the failure is about the connection, and either the method is idempotent or the
 * connection was refused (the instance never saw the request) and its body can be sent again.
 */
function retryable(call: ProxyCall, err: unknown): boolean {
  const code = errorCode(err);
  if (!code || !CONNECTION_FAILURES.has(code) || call.responded()) return false;
  if (IDEMPOTENT.has(call.method)) return call.canResend();
  return (code === 'ECONNREFUSED' || code === 'EOPENBREAKER') && call.canResend();
}

function createUpstream(name: UpstreamName, config: GatewayConfig, logger: Logger) {
  const { displayName } = upstreamInfo[name];
  const instances = upstreamOrigins(config, name).map((origin) => createInstance(name, origin, config, logger));
  let next = 0;

  /** The instances to try, in order: those not open from the next in turn on, then the open ones (which refuse at once). */
  const order = (): Instance[] => {
    const start = next++ % instances.length;
    const rotated = [...instances.slice(start), ...instances.slice(0, start)];
    return [...rotated.filter((i) => !i.breaker.opened), ...rotated.filter((i) => i.breaker.opened)];
  };

  const upstream: Upstream = {
    name,
    displayName,
    async send(call) {
      const candidates = instances.length === 1 ? instances : order();
      for (let i = 0; ; i++) {
        try {
          return await candidates[i]!.breaker.fire(call);
        } catch (err) {
          const another = candidates[i + 1];
          if (!another || another.breaker.opened || !retryable(call, err)) throw err;
          logger.warn({ err, upstream: name, instance: candidates[i]!.origin, next: another.origin, requestId: call.requestId }, 'instance unreachable; trying another');
        }
      }
    },
    state: () => {
      const states = instances.map((i) => i.state());
      return states.includes('closed') ? 'closed' : states.includes('half-open') ? 'half-open' : 'open';
    },
  };
  return { upstream, instances };
}

export function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

function isPrematureClose(err: unknown): boolean {
  return errorCode(err) === 'ERR_STREAM_PREMATURE_CLOSE';
}
