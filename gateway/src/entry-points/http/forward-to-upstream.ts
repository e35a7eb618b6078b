import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { contextWithSpan, extractContext, injectContext, matchesEtag, recordFailure, SpanKind, type Logger, type Span, type Tracing } from '@suvarna/platform';
import type { AnswerCache, LookupOutcome, StoredAnswer } from './answer-cache';
import { chooseEncoding, compressedHeaders, compressible, compressingStream } from './compression';
import type { Cors } from './cors';
import { clientTraceContext, gatewayHeaders, relayedHeaders, upstreamRequestHeaders } from './proxy-headers';
import { drainUpTo, DRAIN_LIMIT_BYTES, requestBody } from './request-body';
import { sendError } from './respond';
import type { RouteLimits } from './route-table';
import { BodyTooLargeError, ClientGoneError, errorCode, UpstreamStatusError, type ProxyCall, type Upstream } from './upstreams';

export interface ForwardDeps {
  answers: AnswerCache;
  cors: Cors;
  securityHeaders: Readonly<Record<string, string>>;
  tracing: Tracing;
  logger: Logger;
  /** Sent with 503s while a breaker is open: when a retry can next reach the upstream. */
  retryAfterSeconds: number;
}

export interface RequestIds {
  requestId: string;
  correlationId: string;
  client: string;
}

/** The store's part in a request: its key, and what the lookup found (absent when the client asked for a fresh answer). */
export type CacheUse = { key: string; outcome?: LookupOutcome } | undefined;

export interface Forwarder {
  /** Streams the request to the upstream and its answer back, through the store when the request may use it. */
  forward(req: IncomingMessage, res: ServerResponse, upstream: Upstream, limits: RouteLimits, ids: RequestIds, cache: CacheUse): void;
  /** A stored answer, as the upstream gave it, with this request's own gateway headers. */
  serveStored(req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, requestId: string): void;
}

/** The client span of a call to an upstream: ended with the status the client was sent. */
function upstreamSpan(tracer: Tracing['tracer'], upstream: Upstream, method: string) {
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
}

export function createForwarder(deps: ForwardDeps): Forwarder {
  const { answers, cors, securityHeaders, tracing, logger, retryAfterSeconds } = deps;
  // Spans cost a few microseconds a request: with no collector to send them to, the gateway makes none
  // and passes the client's trace context on as it came.
  const traced = tracing.exporting;

  const refuseBody = (req: IncomingMessage, res: ServerResponse, limits: RouteLimits, requestId: string) => {
    // The rest of the body is read and dropped (up to a bound), so that the client, still sending, reads the answer.
    drainUpTo(req, limits.bodyLimitBytes + DRAIN_LIMIT_BYTES);
    sendError(res, 413, { detail: limits.bodyTooLargeDetail, code: 'payload_too_large' }, gatewayHeaders(securityHeaders, cors, requestId, req.headers.origin));
  };

  /** An upstream call that failed before its answer began: the client is told why, in words and a status. */
  const answerFailure = (err: unknown, req: IncomingMessage, res: ServerResponse, upstream: Upstream, limits: RouteLimits, requestId: string) => {
    if (err instanceof UpstreamStatusError) return;
    if (err instanceof ClientGoneError) return void res.destroy();
    if (err instanceof BodyTooLargeError) return refuseBody(req, res, limits, requestId);
    const code = errorCode(err);
    const headers = gatewayHeaders(securityHeaders, cors, requestId, req.headers.origin);
    // An open breaker, or nothing listening where the upstream should be: it is unavailable, not broken.
    if (code === 'EOPENBREAKER' || code === 'ESHUTDOWN' || code === 'ECONNREFUSED') {
      headers['retry-after'] = String(retryAfterSeconds);
      const detail = `${upstream.displayName} is temporarily unavailable. Please try again shortly.`;
      return sendError(res, 503, { detail, code: 'upstream_unavailable' }, headers);
    }
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
      logger.warn({ err, upstream: upstream.name, requestId, timeoutMs: limits.timeoutMs }, 'upstream timed out');
      return sendError(res, 504, { detail: `${upstream.displayName} took too long to answer. Please try again.`, code: 'gateway_timeout' }, headers);
    }
    logger.warn({ err, upstream: upstream.name, requestId }, 'upstream unreachable');
    sendError(res, 502, { detail: `${upstream.displayName} could not be reached. Please try again shortly.`, code: 'bad_gateway' }, headers);
  };

  const forward: Forwarder['forward'] = (req, res, upstream, limits, ids, cache) => {
    const { requestId } = ids;
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limits.bodyLimitBytes) return refuseBody(req, res, limits, requestId);
    const body = requestBody(req, limits.bodyLimitBytes);
    const method = req.method ?? 'GET';
    const span = traced ? upstreamSpan(tracing.tracer, upstream, method) : undefined;
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
        // JSON of 1 KB or more goes compressed to a client that takes it; the store keeps the bytes as the service sent them.
        const encoding = compressible(method, statusCode, upstreamHeaders) ? chooseEncoding(req.headers['accept-encoding']) : undefined;
        const relay = answers.relayTo(method === 'GET' ? cache?.key : undefined, statusCode, upstreamHeaders, encoding ? compressingStream(encoding, res) : res);
        const headers = relayedHeaders(securityHeaders, cors, upstreamHeaders, req.headers.origin, requestId);
        if (cache) headers['cache-status'] = `gateway; fwd=${cache.outcome && 'forward' in cache.outcome ? cache.outcome.forward : 'request'}${relay.storing ? '; stored' : ''}`;
        if (encoding) compressedHeaders(headers, encoding);
        res.writeHead(statusCode, headers);
        return relay.target;
      },
    };
    if (span) res.once('close', () => span.end(res.statusCode));
    upstream.send(call).catch((err: unknown) => {
      span?.fail(err);
      answerFailure(err, req, res, upstream, limits, requestId);
    });
  };

  return { forward, serveStored: (req, res, answer, requestId) => serveStored(securityHeaders, cors, req, res, answer, requestId) };
}

/** A stored answer, as the upstream gave it, with this request's own gateway headers (304 when the client holds it). */
function serveStored(
  securityHeaders: Readonly<Record<string, string>>,
  cors: Cors,
  req: IncomingMessage,
  res: ServerResponse,
  answer: StoredAnswer,
  requestId: string,
): void {
  const headers: OutgoingHttpHeaders = { ...securityHeaders, ...answer.headers, ...cors.responseHeaders(req.headers.origin) };
  const vary = answer.headers.vary;
  headers.vary = vary ? `${String(vary)}, Origin` : 'Origin';
  headers['x-request-id'] = requestId;
  headers['x-cache'] = 'hit';
  headers['cache-status'] = 'gateway; hit';
  // The copy compressed once for this generation, for a client that takes it.
  const encoding = answer.compressed ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const copy = encoding ? answer.compressed?.[encoding] : undefined;
  if (encoding && copy) compressedHeaders(headers, encoding, copy.length);
  if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
    delete headers['content-length'];
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : (copy ?? answer.body));
}
