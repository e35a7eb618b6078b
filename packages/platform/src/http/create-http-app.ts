import express, { type Express, type ErrorRequestHandler, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { currentContext } from '../context';
import { AppError, toHttpError } from '../errors';
import type { Metrics } from '../metrics';
import { requestContext } from './request-context';

export type ReadinessCheck = () => Promise<void>;

export interface HttpAppOptions {
  logger: Logger;
  metrics: Metrics;
  /** Each check throws when its dependency does not answer. */
  readiness?: Record<string, ReadinessCheck>;
  jsonLimit?: string;
}

/**
 * The Express 5 app every service starts from: helmet, request ids, timing, a JSON body parser
 * with a size limit, /healthz, /readyz and /metrics. Add routes, then call finishApp.
 */
export function createHttpApp({ logger, metrics, readiness = {}, jsonLimit = '100kb' }: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(helmet());
  app.use(requestContext);
  app.use(timing(metrics, logger));
  app.use(express.json({ limit: jsonLimit }));
  app.use(requireJsonBodies);

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(readiness).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000);
          return [name, 'ok'] as const;
        } catch (err) {
          logger.warn({ err, dependency: name }, 'readiness check failed');
          return [name, 'unavailable'] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results);
    const ready = results.every(([, s]) => s === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return app;
}

/** Adds the 404 for unknown paths and the one error handler. Call after the routes. */
export function finishApp(app: Express, logger: Logger): Express {
  app.use((req, _res, next) => next(AppError.notFound(`No route for ${req.method} ${req.path}`)));
  app.use(errorHandler(logger));
  return app;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    const { status, body, unexpected } = toHttpError(err);
    if (unexpected) logger.error({ err, method: req.method, path: req.path }, 'request failed');
    if (res.headersSent) return next(err);
    res.status(status).json(body);
  };
}

/** A body sent with anything but JSON to a JSON route is refused rather than silently ignored. */
const requireJsonBodies: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.is('application/json') || req.is('multipart/form-data') || req.path.startsWith('/api/payments/webhook')) {
    return next();
  }
  next(new AppError('Content-Type must be application/json', { code: 'unsupported_media_type', status: 415 }));
};

function timing(metrics: Metrics, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    // 'finish' fires outside the request's async context: take its ids now.
    const ids = currentContext();
    res.on('finish', () => {
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
      const seconds = end({ method: req.method, route, status: String(res.statusCode) });
      logger.info({ ...ids, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) }, 'request');
    });
    next();
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
