import type { IncomingMessage, ServerResponse } from 'node:http';
import { contextWithSpan, extractContext, readIds, runInContext, SpanKind, SpanStatusCode, type Logger, type Metrics, type Tracing } from '@suvarna/platform';
import { cacheUse, type AnswerCache } from './answer-cache';
import type { Cors } from './cors';
import { createForwarder, type Forwarder } from './forward-to-upstream';
import { gatewayHeaders } from './proxy-headers';
import type { RateLimiter } from './rate-limit';
import { sendError } from './respond';
import { matchRoute, type RouteLimits, type RouteRule } from './route-table';
import type { Upstreams } from './upstreams';

export interface ProxyHandlerDeps {
  upstreams: Upstreams;
  /** Answers the services marked as cacheable, served while their generation holds. */
  answers: AnswerCache;
  cors: Cors;
  rateLimiter: RateLimiter;
  /** Counts Stripe's webhook deliveries (a route with `rateLimit: 'webhook'`), apart from the address's other requests. */
  webhookRateLimiter: RateLimiter;
  securityHeaders: Readonly<Record<string, string>>;
  metrics: Metrics;
  /** A server span per request (continuing a caller's traceparent) and a client span per upstream call. */
  tracing: Tracing;
  logger: Logger;
  /** Sent with 503s while a breaker is open: when a retry can next reach the upstream. */
  retryAfterSeconds: number;
  /** The client of a request: its connection's address, or what a trusted proxy in front says it is. */
  clientAddress(req: IncomingMessage): string;
  /** A route's upstream timeout and request-body limit. */
  limitsOf(rule: RouteRule): RouteLimits;
  /** API requests worked on at once; more are answered 503 at once. */
  maxConcurrentRequests: number;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The /api path of the gateway, kept off any middleware chain: the process's admission, then per request
 * (measured, and traced when spans are exported) CORS preflight, rate limit, route lookup, the answer
 * store, then the upstream's breaker and pool. Bodies stream through in both directions unread.
 */
export function createProxyHandler(deps: ProxyHandlerDeps): RequestHandler {
  const { securityHeaders, maxConcurrentRequests } = deps;
  const handle = createApiHandler(deps, createForwarder(deps));
  const observe = createObserver(deps);
  let inFlight = 0;

  return (req, res) => {
    // A burst past what the process should hold at once costs its own requests, at once, never everyone's.
    if (inFlight >= maxConcurrentRequests) {
      return sendError(res, 503, { detail: 'The site is busy. Please try again in a moment.', code: 'busy' }, { ...securityHeaders, 'retry-after': '1' });
    }
    inFlight++;
    res.once('close', () => inFlight--);
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const rule = matchRoute(pathname);
    observe(req, res, pathname, rule, () =>
      handle(req, res, pathname, rule).catch((err: unknown) => {
        deps.logger.error({ err, method: req.method, path: pathname }, 'gateway request failed');
        sendError(res, 500, { detail: 'Internal server error', code: 'internal' }, { ...securityHeaders });
      }),
    );
  };
}

type ApiHandler = (req: IncomingMessage, res: ServerResponse, pathname: string, rule: RouteRule | undefined) => Promise<void>;

/** One API request: preflight, rate limit, route, a stored answer, or the upstream. */
function createApiHandler(deps: ProxyHandlerDeps, forwarder: Forwarder): ApiHandler {
  const { upstreams, answers, cors, rateLimiter, webhookRateLimiter, securityHeaders, clientAddress, limitsOf } = deps;
  return async (req, res, pathname, rule) => {
    const { requestId, correlationId } = readIds(req.headers);
    const origin = req.headers.origin;

    if (req.method === 'OPTIONS' && origin !== undefined && req.headers['access-control-request-method'] !== undefined) {
      res.writeHead(204, { ...securityHeaders, ...cors.preflightHeaders(origin, req.headers['access-control-request-headers']), 'x-request-id': requestId });
      res.end();
      return;
    }

    const client = clientAddress(req);
    const use = rule ? cacheUse(req.method, req.url ?? '/', req.headers) : undefined;
    // The store's lookup is started beside the rate limiter's count and awaited after it.
    const lookup = use?.lookup ? answers.lookup(use.key) : undefined;
    const retryAfter = await (rule?.rateLimit === 'webhook' ? webhookRateLimiter : rateLimiter).hit(client);
    if (retryAfter > 0) {
      const headers = gatewayHeaders(securityHeaders, cors, requestId, origin);
      headers['retry-after'] = String(retryAfter);
      return sendError(res, 429, { detail: `Too many requests. Please try again in ${retryAfter} seconds.`, code: 'rate_limited' }, headers);
    }

    if (!rule) {
      return sendError(res, 404, { detail: `No API route for ${req.method ?? 'GET'} ${pathname}`, code: 'not_found' }, gatewayHeaders(securityHeaders, cors, requestId, origin));
    }
    const outcome = await lookup;
    if (outcome && 'hit' in outcome) return forwarder.serveStored(req, res, outcome.hit, requestId);
    forwarder.forward(req, res, upstreams.get(rule.upstream), limitsOf(rule), { requestId, correlationId, client }, use && { key: use.key, outcome });
  };
}

type Observer = (req: IncomingMessage, res: ServerResponse, pathname: string, rule: RouteRule | undefined, serve: () => void) => void;

/** Times each request by route and status; with spans exported, serves it inside a server span continuing the caller's trace. */
function createObserver({ metrics, tracing }: Pick<ProxyHandlerDeps, 'metrics' | 'tracing'>): Observer {
  const { tracer } = tracing;
  // Spans cost a few microseconds a request: with no collector to send them to, the gateway makes none.
  const traced = tracing.exporting;
  return (req, res, pathname, rule, serve) => {
    const route = rule?.prefix ?? 'unmatched';
    const endTimer = metrics.httpDuration.startTimer();
    if (!traced) {
      res.once('close', () => endTimer({ method: req.method, route, status: String(res.statusCode) }));
      return void serve();
    }
    const parent = extractContext(req.headers);
    const span = tracer.startSpan(
      `${req.method} ${route}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'http.route': route, 'url.path': pathname } },
      parent,
    );
    res.once('close', () => {
      endTimer({ method: req.method, route, status: String(res.statusCode) });
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    runInContext(contextWithSpan(parent, span, tracer), serve);
  };
}
