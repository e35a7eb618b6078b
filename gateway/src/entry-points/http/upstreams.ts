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

/**
 * How long an instance that refused a connection (nothing listens on its port: stopped, crashed, not yet
 * started) is passed over. Its breaker would open only once failures outweigh the successes of its window
 * (which may be minutes of traffic); a refusal needs no statistics. Short, so a restarted instance is used
 * again within a second.
 */
export const REFUSED_PAUSE_MS = 1_000;

/** Every instance of an upstream refused a connection moments ago: answered like an open breaker, at once. */
export class AllInstancesRefusedError extends Error {
  readonly code = 'ECONNREFUSED';
  constructor(upstream: string) {
    super(`every ${upstream} instance refused a connection in the last ${REFUSED_PAUSE_MS} ms`);
    this.name = 'AllInstancesRefusedError';
  }
}

interface Instance {
  origin: string;
  pool: Pool;
  /** Until when (epoch ms) the instance is passed over after refusing a connection. */
  refusedUntil: number;
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
  const closed = { value: false };
  const entries = upstreamNames.map((name) => createUpstream(name, config, logger, closed));
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
      closed.value = true;
      for (const { instances } of entries) for (const i of instances) i.breaker.shutdown();
      await Promise.all(entries.flatMap(({ instances }) => instances.map((i) => i.pool.close())));
    },
  };
}

/** How often an open breaker asks its instance whether it is ready again. */
const READY_PROBE_MS = 500;

function createInstance(name: UpstreamName, origin: string, config: GatewayConfig, logger: Logger, closed: { value: boolean }): Instance {
  const pool = new Pool(origin, {
    connectTimeout: config.UPSTREAM_TIMEOUT_MS,
    headersTimeout: config.UPSTREAM_TIMEOUT_MS,
    // Streamed answers may pause between chunks; only a long silence means the upstream is stuck.
    bodyTimeout: 5 * 60_000,
  });

  const forward = (call: ProxyCall) => streamCall(pool, call, config.UPSTREAM_TIMEOUT_MS, (err) => {
    logger.warn({ err, upstream: name, instance: origin, requestId: call.requestId }, 'upstream response broke off');
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
  const probe = readinessProbe(breaker, origin, closed, () => logger.info({ upstream: name, instance: origin }, 'instance ready again: circuit closed'));
  breaker.on('open', () => {
    logger.warn({ upstream: name, instance: origin }, 'circuit opened: failing fast');
    void probe();
  });
  breaker.on('halfOpen', () => logger.info({ upstream: name, instance: origin }, 'circuit half-open: trying one request'));
  breaker.on('close', () => logger.info({ upstream: name, instance: origin }, 'circuit closed: upstream recovered'));
  const instance: Instance = {
    origin,
    pool,
    breaker,
    refusedUntil: 0,
    // Passed over after a refused connection counts as open: requests to it fail fast (or go elsewhere) meanwhile.
    state: () => (breaker.opened || Date.now() < instance.refusedUntil ? 'open' : breaker.halfOpen ? 'half-open' : 'closed'),
  };
  return instance;
}

/**
 * Sends a call through the pool and relays the answer's head and body to the client: resolves once the head is
 * relayed, rejects (for the breaker) on a 5xx or when no head came. A body that breaks off after the head is
 * only reported: the client's response is cut, and the breaker has had its answer.
 */
function streamCall(pool: Pool, call: ProxyCall, defaultTimeoutMs: number, brokeOff: (err: unknown) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let relaying = false;
    pool
      .stream(
        { path: call.path, method: call.method, headers: call.headers, body: call.openBody(), headersTimeout: call.timeoutMs ?? defaultTimeoutMs },
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
        if (!(err instanceof ClientGoneError) && !isPrematureClose(err)) brokeOff(err);
      });
  });
}

/**
 * An open breaker asks the instance's /readyz twice a second: one that says it is ready again (its database
 * back, say) is used at once, instead of after BREAKER_RESET_TIMEOUT_MS of refusals nobody needed.
 */
function readinessProbe(breaker: CircuitBreaker<[ProxyCall], void>, origin: string, closed: { value: boolean }, onReady: () => void): () => Promise<void> {
  let probing = false;
  return async () => {
    if (probing) return;
    probing = true;
    try {
      while (breaker.opened && !closed.value) {
        await new Promise((r) => setTimeout(r, READY_PROBE_MS));
        if (!breaker.opened || closed.value) break;
        try {
          const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(READY_PROBE_MS * 2) });
          await res.arrayBuffer();
          if (res.ok && breaker.opened) {
            onReady();
            breaker.close();
          }
        } catch {
          // Not answering yet: the next probe, or the breaker's own half-open trial, tries again.
        }
      }
    } finally {
      probing = false;
    }
  };
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

function createUpstream(name: UpstreamName, config: GatewayConfig, logger: Logger, closed: { value: boolean }) {
  const { displayName } = upstreamInfo[name];
  const instances = upstreamOrigins(config, name).map((origin) => createInstance(name, origin, config, logger, closed));
  let next = 0;

  const available = (i: Instance, now: number) => !i.breaker.opened && now >= i.refusedUntil;

  /** The instances to try, in order: the available ones from the next in turn on, then the others (which refuse at once). */
  const order = (): Instance[] => {
    const start = next++ % instances.length;
    const rotated = [...instances.slice(start), ...instances.slice(0, start)];
    const now = Date.now();
    return [...rotated.filter((i) => available(i, now)), ...rotated.filter((i) => !available(i, now))];
  };

  const upstream: Upstream = {
    name,
    displayName,
    async send(call) {
      const candidates = instances.length === 1 ? instances : order();
      for (let i = 0; ; i++) {
        const candidate = candidates[i]!;
        // Only instances that refused moments ago are left: nothing is listening, so there is no one to ask.
        if (Date.now() < candidate.refusedUntil) throw new AllInstancesRefusedError(name);
        try {
          return await candidate.breaker.fire(call);
        } catch (err) {
          if (errorCode(err) === 'ECONNREFUSED') candidate.refusedUntil = Date.now() + REFUSED_PAUSE_MS;
          const another = candidates[i + 1];
          if (!another || !available(another, Date.now()) || !retryable(call, err)) throw err;
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
