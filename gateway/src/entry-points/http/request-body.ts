import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { BodyTooLargeError, ClientGoneError } from './upstreams';

/** Bodies up to this size are kept while they stream, so that a refused connection can be retried on another instance. */
const RESEND_LIMIT_BYTES = 64 * 1024;

/** How much of a refused body is read and dropped before the connection is cut instead. */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/** Reads and drops the rest of a refused body, so that the client, still sending, reads the answer; past the bound the connection is cut. */
export function drainUpTo(req: IncomingMessage, limitBytes: number): void {
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
export function requestBody(req: IncomingMessage, limitBytes: number): { open(): Readable | null; canResend(): boolean } {
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
