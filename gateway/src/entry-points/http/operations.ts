import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { serverOptions, type Logger, type Metrics, type RedisClient, type ServerTimeouts } from '@suvarna/platform';
import type { BreakerState, Upstreams } from './upstreams';

/*
 * The gateway's operations endpoints. The site's port answers only /healthz and a bare /readyz
 * (load balancers need them); the figures an attacker could learn from (every metric, the state of
 * each upstream's breaker) are served on the operations port (OPS_PORT), which is never proxied
 * and is meant to be reachable only from the operators' network.
 */

const READINESS_TIMEOUT_MS = 2000;

export interface OperationsDeps {
  redis: RedisClient;
  upstreams: Upstreams;
  metrics: Metrics;
  logger: Logger;
  /** Helmet's headers, sent with the site port's answers as with every other. */
  securityHeaders: Readonly<Record<string, string>>;
  /** The operations port's client timeouts (as the site port's). */
  timeouts: ServerTimeouts;
}

type InstanceReadiness = 'ready' | 'not ready' | 'unreachable';

interface Readiness {
  ready: boolean;
  checks: { redis: 'ok' | 'unavailable' };
  breakers: Record<string, BreakerState>;
  /** Each instance's breaker by upstream and origin. */
  instances: Record<string, Record<string, BreakerState>>;
}

interface SiteReadiness {
  /** ready: every instance of every upstream is; degraded: some are not, but each upstream has one that is; unavailable: an upstream has none. */
  site: 'ready' | 'degraded' | 'unavailable';
  /** Each upstream: ready when all its instances are, degraded when some are, unavailable when none is. */
  upstreams: Record<string, 'ready' | 'degraded' | 'unavailable'>;
  /** Each instance's own /readyz by upstream and origin. */
  upstreamInstances: Record<string, Record<string, InstanceReadiness>>;
}

/** How long the upstreams' readiness is reused: probes every second must not each fan out to every instance. */
const UPSTREAM_READINESS_TTL_MS = 1_000;

export interface Operations {
  /** Handles the site port's /healthz, /readyz and /metrics; false for any other path. */
  handleOnSitePort(req: IncomingMessage, res: ServerResponse): boolean;
  /** The operations port's server (not yet listening). */
  server: Server;
}

/** Asks every upstream instance's /readyz (the gateway's own state says nothing of a service whose database is away). */
async function askUpstreams(upstreams: Upstreams): Promise<SiteReadiness> {
  const byUpstream = Object.entries(upstreams.instanceStates());
  const upstreamInstances: SiteReadiness['upstreamInstances'] = {};
  await Promise.all(
    byUpstream.map(async ([name, instances]) => {
      const answers = await Promise.all(
        Object.keys(instances).map(async (origin): Promise<[string, InstanceReadiness]> => {
          try {
            const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
            await res.arrayBuffer();
            return [origin, res.ok ? 'ready' : 'not ready'];
          } catch {
            return [origin, 'unreachable'];
          }
        }),
      );
      upstreamInstances[name] = Object.fromEntries(answers);
    }),
  );
  const upstreamStates = Object.fromEntries(
    Object.entries(upstreamInstances).map(([name, instances]) => {
      const states = Object.values(instances);
      const ready = states.filter((st) => st === 'ready').length;
      return [name, ready === states.length ? 'ready' : ready > 0 ? 'degraded' : 'unavailable'] as const;
    }),
  );
  const values = Object.values(upstreamStates);
  const site = values.includes('unavailable') ? 'unavailable' : values.includes('degraded') ? 'degraded' : 'ready';
  return { site, upstreams: upstreamStates, upstreamInstances };
}

/** The upstreams' readiness, asked at most once per UPSTREAM_READINESS_TTL_MS. */
function cachedUpstreamReadiness(upstreams: Upstreams): () => Promise<SiteReadiness> {
  let siteReadiness: { at: number; value: Promise<SiteReadiness> } | undefined;
  return () => {
    if (!siteReadiness || Date.now() - siteReadiness.at > UPSTREAM_READINESS_TTL_MS) siteReadiness = { at: Date.now(), value: askUpstreams(upstreams) };
    return siteReadiness.value;
  };
}

const status = (ready: boolean) => (ready ? 'ready' : 'not ready');

export function createOperations({ redis, upstreams, metrics, logger, securityHeaders, timeouts }: OperationsDeps): Operations {
  async function readiness(): Promise<Readiness> {
    let redisState: 'ok' | 'unavailable' = 'ok';
    try {
      await withTimeout(redis.ping(), READINESS_TIMEOUT_MS);
    } catch (err) {
      logger.warn({ err, dependency: 'redis' }, 'readiness check failed');
      redisState = 'unavailable';
    }
    // An open breaker is an upstream's problem: the gateway itself still serves and stays in rotation.
    return { ready: redisState === 'ok', checks: { redis: redisState }, breakers: upstreams.states(), instances: upstreams.instanceStates() };
  }
  const upstreamReadiness = cachedUpstreamReadiness(upstreams);

  const server = createServer(serverOptions(timeouts), (req, res) => {
    const path = pathOf(req);
    const answer = async () => {
      if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (path === '/readyz') {
        // The status is the gateway's own (an upstream's outage is no reason to take the gateway out of rotation);
        // the body also says how the site behind it stands, instance by instance.
        const [{ ready, checks, breakers, instances }, site] = await Promise.all([readiness(), upstreamReadiness()]);
        return sendJson(res, ready ? 200 : 503, { status: status(ready), checks, ...site, breakers, instances });
      }
      if (path === '/metrics') {
        const body = await metrics.registry.metrics();
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body);
        return;
      }
      sendJson(res, 404, { detail: `No operations endpoint ${path}`, code: 'not_found' });
    };
    answer().catch((err: unknown) => {
      logger.error({ err, path }, 'operations endpoint failed');
      if (!res.headersSent) sendJson(res, 500, { detail: 'Internal server error', code: 'internal' });
    });
  });

  return {
    server,
    handleOnSitePort(req, res) {
      // Express matches routes case-insensitively and with a trailing slash, so the site's app must never see these paths.
      const path = pathOf(req).toLowerCase().replace(/\/+$/, '');
      if (path === '/healthz') {
        sendJson(res, 200, { status: 'ok' }, securityHeaders);
        return true;
      }
      if (path === '/readyz') {
        readiness().then(
          ({ ready }) => sendJson(res, ready ? 200 : 503, { status: status(ready) }, securityHeaders),
          () => sendJson(res, 503, { status: status(false) }, securityHeaders),
        );
        return true;
      }
      if (path === '/metrics') {
        sendJson(res, 404, { detail: 'No page /metrics', code: 'not_found' }, securityHeaders);
        return true;
      }
      return false;
    },
  };
}

function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(payload), 'cache-control': 'no-store' });
  res.end(payload);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
