import express, { type Express, type RequestHandler } from 'express';
import { finishApp, requestContext, type Logger, type Metrics, type RedisClient } from '@suvarna/platform';
import { createFirstScreenRenderer } from './first-screen-render';
import { securityHeadersMiddleware } from './security-headers';
import { staticSite } from './static-site';
import type { Upstreams } from './upstreams';

export interface FrontendAppDeps {
  distDir: string;
  redis: RedisClient;
  upstreams: Upstreams;
  metrics: Metrics;
  logger: Logger;
  /** FIRST_SCREEN_DATA_WAIT_MS: how long a drawn first screen waits for its data. */
  firstScreenDataWaitMs: number;
}

const READINESS_TIMEOUT_MS = 2000;

/**
 * Everything that is not /api: the gateway's health, readiness and metrics endpoints, and the
 * built single-page app with a fallback to index.html for client-side routes.
 */
export function createFrontendApp({ distDir, redis, upstreams, metrics, logger, firstScreenDataWaitMs }: FrontendAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeadersMiddleware());
  app.use(requestContext);
  app.use(timing(metrics));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    let redisState: 'ok' | 'unavailable' = 'ok';
    try {
      await withTimeout(redis.ping(), READINESS_TIMEOUT_MS);
    } catch (err) {
      logger.warn({ err, dependency: 'redis' }, 'readiness check failed');
      redisState = 'unavailable';
    }
    // An open breaker is an upstream's problem: the gateway itself still serves and stays in rotation.
    const ready = redisState === 'ok';
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks: { redis: redisState }, breakers: upstreams.states() });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  app.use(staticSite(distDir, createFirstScreenRenderer({ distDir, upstreams, logger, dataWaitMs: firstScreenDataWaitMs })));
  return finishApp(app, logger);
}

function timing(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    const route = req.path === '/healthz' || req.path === '/readyz' || req.path === '/metrics' ? req.path : 'frontend';
    res.once('close', () => end({ method: req.method, route, status: String(res.statusCode) }));
    next();
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
