import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import { serverOptions, type ServerTimeouts } from '@suvarna/platform';
import type { Operations } from './operations';
import type { RequestHandler } from './proxy-handler';

/**
 * A plain node:http server in front of both halves: /api goes straight to the proxy handler,
 * /healthz and /readyz are answered here (bare: the details are on the operations port), and
 * everything else goes to the Express app. The hot path pays for no router and no middleware.
 */
export function createGatewayServer(proxyHandler: RequestHandler, frontendApp: Express, operations: Operations, timeouts: Omit<ServerTimeouts, 'keepAliveTimeoutMs'>): Server {
  const server = createServer(
    // Keep-alive longer than the idle timeout of load balancers in front, so they never reuse a socket we just closed.
    serverOptions({ ...timeouts, keepAliveTimeoutMs: 65_000 }),
    (req, res) => {
      if (isApiPath(req.url ?? '/')) proxyHandler(req, res);
      else if (!operations.handleOnSitePort(req, res)) frontendApp(req, res);
    },
  );
  server.on('clientError', answerMalformedRequest);
  return server;
}

export function isApiPath(url: string): boolean {
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === 0x2f /* / */ || next === 0x3f /* ? */;
}

/**
 * A request Node cannot parse (a head over 16 KB, a malformed line) still gets the project's error
 * body, not an empty answer.
 */
function answerMalformedRequest(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    // A head or body that did not arrive within its timeout (a slow or stalled client): answered, then cut at
    // once, as Node does without a listener (ending the socket instead left it open while the client trickled on).
    const body = JSON.stringify({ detail: 'The request took too long to arrive', code: 'request_timeout' });
    socket.write(`HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify(
    tooLarge ? { detail: 'The request line or headers are too large', code: 'headers_too_large' } : { detail: 'Malformed HTTP request', code: 'bad_request' },
  );
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
