import type { ServerOptions } from 'node:http';
import type { RequestHandler } from 'express';

export interface ServerTimeouts {
  /** The whole request head must arrive within this. */
  headersTimeoutMs: number;
  /** The whole request, body included, within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
}

/**
 * Options for `http.createServer` that bound what one client can hold: a head sent a byte at a time is cut
 * off after headersTimeoutMs, a body after requestTimeoutMs, an idle connection after keepAliveTimeoutMs.
 * Node checks the first two only every connectionsCheckingInterval (30 s by default, which let slow-header
 * clients stay over a minute); once a second keeps the cut within a second of its timeout.
 */
export function serverOptions({ headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs }: ServerTimeouts): ServerOptions {
  return {
    headersTimeout: headersTimeoutMs,
    requestTimeout: Math.max(requestTimeoutMs, headersTimeoutMs),
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: 1_000,
  };
}

/** Paths answered whatever the load: probes and metrics must see a busy process as busy, not as dead. */
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * At most `limit` requests worked on at once; the next ones are answered 503 at once (with Retry-After)
 * rather than queued behind them, so that a burst costs its own requests, never the process.
 */
export function concurrencyLimit(limit: number): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    if (ALWAYS_ANSWERED.has(req.path)) return next();
    if (inFlight >= limit) {
      // Answered here, not through the error handler: a burst is expected load, not a fault to log per request.
      res.setHeader('Retry-After', '1');
      res.status(503).json({ detail: 'The service is busy. Please try again in a moment.', code: 'busy' });
      return;
    }
    inFlight++;
    // A response emits 'close' once it is sent or its connection is gone, whichever comes first, and only once.
    res.on('close', () => inFlight--);
    next();
  };
}
