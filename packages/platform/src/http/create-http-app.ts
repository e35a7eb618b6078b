import { SpanStatusCode } from '@opentelemetry/api';
import express, { type Express, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { currentContext } from '../context';
import { AppError, RateLimitedError, toHttpError } from '../errors';
import type { Metrics } from '../metrics';
import { contextWithSpan, currentTraceIds, extractContext, runInContext, SpanKind, type Tracing } from '../tracing';
import { requestContext } from './request-context';
import { concurrencyLimit } from './server-limits';
import { trustOnlyNearestProxy } from './trust-proxy';

export type ReadinessCheck = () => Promise<void>;

export interface HttpAppOptions {
  logger: Logger;
  metrics: Metrics;
  /** A server span per request, continuing the caller's trace (W3C traceparent). */
  tracing?: Tracing;
  /** Each check throws when its dependency does not answer. */
  readiness?: Record<string, ReadinessCheck>;
  jsonLimit?: string;
  /**
   * Paths whose request bodies reach their route unparsed, as the raw bytes (a Buffer in req.body):
   * for a webhook whose signature covers the exact bytes sent.
   */
  rawBodyPaths?: readonly string[];
  /** The proxies (the gateway) whose X-Forwarded-For names the client; only the nearest hop is ever trusted. */
  trustProxy?: string;
  /**
   * Mounts hot reads ahead of the request context, timing and body parsers (after helmet): routes that
   * answer from cached bytes and need none of them. They set their own x-request-id.
   */
  hotRoutes?: (app: Express) => void;
  /** Requests worked on at once; more are answered 503 at once. Unset: no bound. */
  maxConcurrentRequests?: number;
}

/**
 * The Express 5 app every service starts from: helmet, request ids, timing, a JSON body parser
 * with a size limit, /healthz, /readyz and /metrics. Add routes, then call finishApp.
 */
export function createHttpApp({ logger, metrics, tracing, readiness = {}, jsonLimit = '100kb', trustProxy = 'loopback', rawBodyPaths = [], hotRoutes, maxConcurrentRequests }: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustOnlyNearestProxy(trustProxy));
  app.use(helmet());
  if (maxConcurrentRequests) app.use(concurrencyLimit(maxConcurrentRequests));
  // Cached reads answer before any span, context or timing: they are the hottest path and need none of it.
  hotRoutes?.(app);
  if (tracing) app.use(serverSpans(tracing));
  app.use(requestContext);
  app.use(timing(metrics, logger));
  const rawPaths = new Set(rawBodyPaths);
  const json = express.json({ limit: jsonLimit });
  const raw = express.raw({ type: () => true, limit: jsonLimit });
  app.use((req, res, next) => (rawPaths.has(req.path) ? raw(req, res, next) : json(req, res, next)));
  app.use(requireJsonBodies(rawPaths));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Logged when a check's outcome changes, not on every probe: a probe every few hundred milliseconds
  // while consumers join would otherwise bury the log.
  const lastOutcome = new Map<string, 'ok' | 'unavailable'>();
  app.get('/readyz', async (_req, res) => {
    const results = await Promise.all(
      Object.entries(readiness).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000);
          if (lastOutcome.get(name) === 'unavailable') logger.info({ dependency: name }, 'readiness check passes again');
          lastOutcome.set(name, 'ok');
          return [name, 'ok'] as const;
        } catch (err) {
          if (lastOutcome.get(name) !== 'unavailable') logger.warn({ err, dependency: name }, 'readiness check failed');
          lastOutcome.set(name, 'unavailable');
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
  // While the database is away every request says so: one line every few seconds is enough.
  let lastUnavailableLog = 0;
  return (err, req, res, next) => {
    const { status, body, unexpected } = toHttpError(err);
    if (unexpected) logger.error({ err, method: req.method, path: req.path }, 'request failed');
    const unavailable = status === 503 && !(err instanceof AppError);
    if (unavailable && Date.now() - lastUnavailableLog > 5_000) {
      lastUnavailableLog = Date.now();
      logger.warn({ err, method: req.method, path: req.path }, 'database unavailable; answering 503');
    }
    if (res.headersSent) return next(err);
    if (unavailable) res.setHeader('Retry-After', '1');
    if (err instanceof RateLimitedError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    res.status(status).json(body);
  };
}

/** A body sent with anything but JSON to a JSON route is refused rather than silently ignored. */
const requireJsonBodies =
  (rawPaths: ReadonlySet<string>): RequestHandler =>
  (req, _res, next) => {
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (!hasBody || req.is('application/json') || req.is('multipart/form-data') || rawPaths.has(req.path)) return next();
    next(new AppError('Content-Type must be application/json', { code: 'unsupported_media_type', status: 415 }));
  };

/** The route a request matched, as declared (`/api/bookings/:id`), so that metrics and spans group by it. */
function routeOf(req: Request): string {
  return req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched';
}

/** Probes come every few seconds: a span each would bury the traces worth reading. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

function serverSpans({ tracer, exporting }: Tracing): RequestHandler {
  return (req, res, next) => {
    if (UNTRACED_PATHS.has(req.path)) return next();
    const parent = extractContext(req.headers);
    if (!exporting) {
      // Nothing is recorded: the span only gives the request's log lines and calls their ids, and has nothing to end.
      return runInContext(contextWithSpan(parent, tracer.startSpan(req.method, { kind: SpanKind.SERVER }, parent), tracer), next);
    }
    const span = tracer.startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.path, 'url.scheme': req.protocol } },
      parent,
    );
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const route = routeOf(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode });
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    res.once('finish', end);
    res.once('close', end);
    runInContext(contextWithSpan(parent, span, tracer), next);
  };
}

function timing(metrics: Metrics, logger: Logger): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    // 'finish' fires outside the request's async context: take its ids now.
    // Taken only when the line will be written (the level is read once per request).
    const ids = logger.isLevelEnabled('info') ? { ...currentContext(), ...currentTraceIds() } : undefined;
    res.on('finish', () => {
      const route = routeOf(req);
      const seconds = end({ method: req.method, route, status: String(res.statusCode) });
      if (ids) logger.info({ ...ids, method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) }, 'request');
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
