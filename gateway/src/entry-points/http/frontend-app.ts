import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { AppError, finishApp, requestContext, type Logger, type Metrics, type RedisClient } from '@suvarna/platform';
import { helmetOptions } from './security-headers';
import type { Upstreams } from './upstreams';

export interface FrontendAppDeps {
  distDir: string;
  redis: RedisClient;
  upstreams: Upstreams;
  metrics: Metrics;
  logger: Logger;
}

const READINESS_TIMEOUT_MS = 2000;

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Suvarna Hotels &amp; Resorts</title></head>
<body>
<h1>The website is not available yet</h1>
<p>The frontend has not been built. Run <code>npm run build</code> and reload this page.</p>
</body>
</html>
`;

/**
 * Everything that is not /api: the gateway's health, readiness and metrics endpoints, and the
 * built single-page app with a fallback to index.html for client-side routes.
 */
export function createFrontendApp({ distDir, redis, upstreams, metrics, logger }: FrontendAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet(helmetOptions));
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

  app.use(serveFrontend(distDir));
  return finishApp(app, logger);
}

function serveFrontend(distDir: string): express.Router {
  const indexFile = path.join(distDir, 'index.html');
  let built = false;
  const router = express.Router();

  // Checked per request until found, so a build made while the gateway runs is picked up.
  router.use((_req, res, next) => {
    built ||= existsSync(indexFile);
    if (built) return next();
    res.status(503).set('Cache-Control', 'no-store').type('html').send(notBuiltPage);
  });
  // Vite puts a content hash in every name under assets/, so a name never changes content.
  router.use('/assets', express.static(path.join(distDir, 'assets'), { index: false, immutable: true, maxAge: '1y' }), (req, _res, next) =>
    next(AppError.notFound(`No asset ${req.originalUrl}`)),
  );
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1h',
      setHeaders(res, filePath) {
        if (filePath === indexFile) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.use((req, res, next) => {
    // Client routes look like /hotels/1; a missing /logo.png should stay a 404, not become a page.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path.posix.extname(req.path) !== '') return next();
    res.sendFile(indexFile, { headers: { 'Cache-Control': 'no-cache' } }, (err?: Error) => {
      if (err) next(err);
    });
  });
  return router;
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
