import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Cors } from './cors';

/** Headers that describe one connection, not the message: never forwarded in either direction. */
export const HOP_BY_HOP = new Set([
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

/** The headers of an answer the gateway makes itself (an error, a preflight's refusal). */
export function gatewayHeaders(securityHeaders: Readonly<Record<string, string>>, cors: Cors, requestId: string, origin: string | undefined): OutgoingHttpHeaders {
  return { ...securityHeaders, ...cors.responseHeaders(origin), vary: 'Origin', 'x-request-id': requestId };
}

/**
 * The headers of an answer relayed from an upstream (or kept from one): its own, less the hop-by-hop ones and
 * its CORS (the gateway owns CORS: an upstream's own answer would contradict the allowlist), with the gateway's.
 */
export function relayedHeaders(
  securityHeaders: Readonly<Record<string, string>>,
  cors: Cors,
  upstreamHeaders: IncomingHttpHeaders | Record<string, string | string[] | undefined>,
  origin: string | undefined,
  requestId: string,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...securityHeaders };
  for (const name of Object.keys(upstreamHeaders)) {
    if (HOP_BY_HOP.has(name) || name.startsWith('access-control-')) continue;
    headers[name] = upstreamHeaders[name];
  }
  Object.assign(headers, cors.responseHeaders(origin));
  const vary = upstreamHeaders.vary;
  headers.vary = vary ? `${String(vary)}, Origin` : 'Origin';
  headers['x-request-id'] = requestId;
  return headers;
}

/**
 * The caller's headers minus the per-connection ones, plus the ids and forwarding facts. The
 * client's own X-Forwarded-For is never passed on: the services read the client's address from
 * the one the gateway writes, which holds the address the gateway itself settled on.
 */
export function upstreamRequestHeaders(
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
export function clientTraceContext(req: IncomingMessage): Record<string, string> {
  const { traceparent, tracestate } = req.headers;
  if (typeof traceparent !== 'string') return {};
  return typeof tracestate === 'string' ? { traceparent, tracestate } : { traceparent };
}

