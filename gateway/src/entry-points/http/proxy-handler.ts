import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { contextWithSpan, extractContext, injectContext, recordFailure, runInContext, SpanKind, SpanStatusCode, readIds, type Logger, type Metrics, type Span, type Tracing } from '@suvarna/platform';
import { matchesEtag } from '@suvarna/platform';
import { cacheUse, type AnswerCache, type LookupOutcome, type StoredAnswer } from './answer-cache';
import type { Cors } from './cors';
import type { RateLimiter } from './rate-limit';
import { sendError } from './respond';
import { matchRoute, type RouteLimits, type RouteRule } from './route-table';
import { BodyTooLargeError, ClientGoneError, errorCode, UpstreamStatusError, type ProxyCall, type Upstream, type Upstreams } from './upstreams';

export interface ProxyHandlerDeps {
  upstreams: Upstreams;
  /** Answers the services marked as cacheable, served while their generation holds. */
  answers: AnswerCache;
  cors: Cors;
  rateLimiter: RateLimiter;
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
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Headers that describe one connection, not the message: never forwarded in either direction. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
]);

/**
 * Request headers the gateway leaves out: hop-by-hop ones, the host (the pool addresses the
 * upstream), Expect (Node has already answered 100-continue), and those the gateway sets itself.
 */
const NOT_FORWARDED = new Set([
  ...HOP_BY_HOP,
  'host',
  'expect',
  'x-request-id',
  'x-correlation-id',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  // The gateway's client span is the upstream's parent: it sends its own.
  'traceparent',
  'tracestate',
]);

/**
 * The /api path of the gateway, kept off any middleware chain: CORS preflight, rate limit, route
 * lookup, then the upstream's breaker and pool. Bodies stream through in both directions unread.
 */
export function createProxyHandler(deps: ProxyHandlerDeps): RequestHandler {
  const { upstreams, answers, cors, rateLimiter, securityHeaders, metrics, tracing, logger, retryAfterSeconds, clientAddress, limitsOf } = deps;
  const { tracer } = tracing;
  // Spans cost a few microseconds a request: with no collector to send them to, the gateway makes none
  // and passes the client's trace context on as it came.
  const traced = tracing.exporting;

  const gatewayHeaders = (requestId: string, origin: string | undefined): OutgoingHttpHeaders => ({
    ...securityHeaders,
    ...cors.responseHeaders(origin),
    vary: 'Origin',
    'x-request-id': requestId,
  });

  const refuseBody = (req: IncomingMessage, res: ServerResponse, limits: RouteLimits, requestId: string) => {
    // The rest of the body is read and dropped (up to a bound), so that the client, still sending, reads the answer.
    drainUpTo(req, limits.bodyLimitBytes + DRAIN_LIMIT_BYTES);
    sendError(res, 413, { detail: limits.bodyTooLargeDetail, code: 'payload_too_large' }, gatewayHeaders(requestId, req.headers.origin));
  };

  const proxy = (
    req: IncomingMessage,
    res: ServerResponse,
    upstream: Upstream,
    limits: RouteLimits,
    ids: { requestId: string; correlationId: string; client: string },
    cache: { key: string; outcome?: LookupOutcome } | undefined,
  ) => {
    const { requestId } = ids;
    const origin = req.headers.origin;
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limits.bodyLimitBytes) return refuseBody(req, res, limits, requestId);
    const body = requestBody(req, limits.bodyLimitBytes);
    const method = req.method ?? 'GET';
    const span = traced ? upstreamSpan(upstream, method) : undefined;
    const call: ProxyCall = {
      requestId,
      timeoutMs: limits.timeoutMs,
      method,
      path: req.url ?? '/',
      headers: { ...upstreamRequestHeaders(req, ids), ...(span ? injectContext(span.context) : clientTraceContext(req)) },
      openBody: body.open,
      canResend: body.canResend,
      responded: () => res.headersSent,
      respond(statusCode, upstreamHeaders) {
        const relay = answers.relayTo(method === 'GET' ? cache?.key : undefined, statusCode, upstreamHeaders, res);
        const headers: OutgoingHttpHeaders = { ...securityHeaders };
        for (const name of Object.keys(upstreamHeaders)) {
          // The gateway owns CORS: an upstream's own answer would contradict the allowlist.
          if (HOP_BY_HOP.has(name) || name.startsWith('access-control-')) continue;
          headers[name] = upstreamHeaders[name];
        }
        Object.assign(headers, cors.responseHeaders(origin));
        const vary = upstreamHeaders.vary;
        headers.vary = vary ? `${String(vary)}, Origin` : 'Origin';
        headers['x-request-id'] = requestId;
        if (cache) headers['cache-status'] = `gateway; fwd=${cache.outcome && 'forward' in cache.outcome ? cache.outcome.forward : 'request'}${relay.storing ? '; stored' : ''}`;
        res.writeHead(statusCode, headers);
        return relay.target;
      },
    };

    if (span) res.once('close', () => span.end(res.statusCode));
    upstream.send(call).catch((err: unknown) => {
      span?.fail(err);
      if (err instanceof UpstreamStatusError) return;
      if (err instanceof ClientGoneError) return void res.destroy();
      if (err instanceof BodyTooLargeError) return refuseBody(req, res, limits, requestId);
      const code = errorCode(err);
      const headers = gatewayHeaders(requestId, origin);
      // An open breaker, or nothing listening where the upstream should be: it is unavailable, not broken.
      if (code === 'EOPENBREAKER' || code === 'ESHUTDOWN' || code === 'ECONNREFUSED') {
        headers['retry-after'] = String(retryAfterSeconds);
        return sendError(
          res,
          503,
          { detail: `${upstream.displayName} is temporarily unavailable. Please try again shortly.`, code: 'upstream_unavailable' },
          headers,
        );
      }
      if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
        logger.warn({ err, upstream: upstream.name, requestId, timeoutMs: limits.timeoutMs }, 'upstream timed out');
        return sendError(res, 504, { detail: `${upstream.displayName} took too long to answer. Please try again.`, code: 'gateway_timeout' }, headers);
      }
      logger.warn({ err, upstream: upstream.name, requestId }, 'upstream unreachable');
      sendError(res, 502, { detail: `${upstream.displayName} could not be reached. Please try again shortly.`, code: 'bad_gateway' }, headers);
    });
  };

  /** A stored answer, as the upstream gave it, with this request's own gateway headers. */
  const serveStored = (req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, requestId: string) => {
    const headers: OutgoingHttpHeaders = { ...securityHeaders, ...answer.headers, ...cors.responseHeaders(req.headers.origin) };
    const vary = answer.headers.vary;
    headers.vary = vary ? `${String(vary)}, Origin` : 'Origin';
    headers['x-request-id'] = requestId;
    headers['x-cache'] = 'hit';
    headers['cache-status'] = 'gateway; hit';
    if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
      delete headers['content-length'];
      delete headers['content-type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };

  /** The client span of a call to an upstream: ended with the status the client was sent. */
  const upstreamSpan = (upstream: Upstream, method: string) => {
    const span: Span = tracer.startSpan(`${method} ${upstream.name}`, {
      kind: SpanKind.CLIENT,
      attributes: { 'http.request.method': method, 'peer.service': upstream.name },
    });
    return {
      context: contextWithSpan(extractContext(undefined), span, tracer),
      fail: (err: unknown) => recordFailure(span, err),
      end(status: number) {
        span.setAttribute('http.response.status_code', status);
        span.end();
      },
    };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, pathname: string, rule: RouteRule | undefined) => {
    const { requestId, correlationId } = readIds(req.headers);
    const origin = req.headers.origin;

    if (req.method === 'OPTIONS' && origin !== undefined && req.headers['access-control-request-method'] !== undefined) {
      res.writeHead(204, { ...securityHeaders, ...cors.preflightHeaders(origin, req.headers['access-control-request-headers']), 'x-request-id': requestId });
      res.end();
      return;
    }

    const client = clientAddress(req);
    const use = rule ? cacheUse(req.method, req.url ?? '/', req.headers) : undefined;
    // The store's generation check goes out with the rate limiter's count: two Redis commands, one wait.
    const lookup = use?.lookup ? answers.lookup(use.key) : undefined;
    const retryAfter = await rateLimiter.hit(client);
    if (retryAfter > 0) {
      const headers = gatewayHeaders(requestId, origin);
      headers['retry-after'] = String(retryAfter);
      return sendError(res, 429, { detail: `Too many requests. Please try again in ${retryAfter} seconds.`, code: 'rate_limited' }, headers);
    }

    if (!rule) {
      return sendError(res, 404, { detail: `No API route for ${req.method ?? 'GET'} ${pathname}`, code: 'not_found' }, gatewayHeaders(requestId, origin));
    }
    const outcome = await lookup;
    if (outcome && 'hit' in outcome) return serveStored(req, res, outcome.hit, requestId);
    proxy(req, res, upstreams.get(rule.upstream), limitsOf(rule), { requestId, correlationId, client }, use && { key: use.key, outcome });
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const rule = matchRoute(pathname);
    const route = rule?.prefix ?? 'unmatched';
    const endTimer = metrics.httpDuration.startTimer();
    const serve = () =>
      handle(req, res, pathname, rule).catch((err: unknown) => {
        logger.error({ err, method: req.method, path: pathname }, 'gateway request failed');
        sendError(res, 500, { detail: 'Internal server error', code: 'internal' }, { ...securityHeaders });
      });
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

/**
 * The caller's headers minus the per-connection ones, plus the ids and forwarding facts. The
 * client's own X-Forwarded-For is never passed on: the services read the client's address from
 * the one the gateway writes, which holds the address the gateway itself settled on.
 */
function upstreamRequestHeaders(
  req: IncomingMessage,
  { requestId, correlationId, client }: { requestId: string; correlationId: string; client: string },
): Record<string, string | string[]> {
  const source = req.headers;
  const listed = source.connection ? new Set(source.connection.toLowerCase().split(',').map((t) => t.trim())) : undefined;
  const headers: Record<string, string | string[]> = {};
  for (const name of Object.keys(source)) {
    const value = source[name];
    if (value === undefined || NOT_FORWARDED.has(name) || listed?.has(name)) continue;
    headers[name] = value;
  }
  headers['x-request-id'] = requestId;
  headers['x-correlation-id'] = correlationId;
  headers['x-forwarded-for'] = client;
  headers['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted === true ? 'https' : 'http';
  if (source.host) headers['x-forwarded-host'] = source.host;
  return headers;
}

/** The client's own `traceparent` and `tracestate`, passed on unchanged when the gateway makes no span of its own. */
function clientTraceContext(req: IncomingMessage): Record<string, string> {
  const { traceparent, tracestate } = req.headers;
  if (typeof traceparent !== 'string') return {};
  return typeof tracestate === 'string' ? { traceparent, tracestate } : { traceparent };
}

/** Bodies up to this size are kept while they stream, so that a refused connection can be retried on another instance. */
const RESEND_LIMIT_BYTES = 64 * 1024;

/** How much of a refused body is read and dropped before the connection is cut instead. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

function drainUpTo(req: IncomingMessage, limitBytes: number): void {
  if (req.readableEnded) return;
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limitBytes) req.socket.destroy();
  });
  req.resume();
}

/**
 * The body as undici should read it. A pass-through stands between them because undici destroys
 * a failed request's body, and destroying the client's request would cut its connection before
 * the gateway could answer 502. A small body of known length is also kept as it passes, so that
 * `open` can give it again to another instance.
 */
function requestBody(req: IncomingMessage, limitBytes: number): { open(): Readable | null; canResend(): boolean } {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return { open: () => null, canResend: () => true };
  const keep = req.headers['transfer-encoding'] === undefined && Number(length) <= RESEND_LIMIT_BYTES;
  const kept: Buffer[] = [];
  let current: PassThrough | undefined;
  let opened = false;
  let received = 0;
  req.once('close', () => {
    if (!req.complete) current?.destroy(new ClientGoneError());
  });
  // A body of undeclared length (chunked) is counted as it streams: past the route's limit, the call is abandoned.
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limitBytes && current && !current.destroyed) {
      req.unpipe(current);
      current.destroy(new BodyTooLargeError(limitBytes));
    }
  });
  return {
    canResend: () => keep,
    open() {
      const body = new PassThrough();
      current = body;
      if (!opened) {
        opened = true;
        if (keep) req.on('data', (chunk: Buffer) => kept.push(chunk));
      } else {
        for (const chunk of kept) body.write(chunk);
      }
      if (req.readableEnded) body.end();
      else req.pipe(body);
      return body;
    },
  };
}
