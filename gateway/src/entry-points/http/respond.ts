import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ErrorBody } from '@suvarna/platform';

/** Answers with the project's error body. The gateway's own answers are never cached. */
export function sendError(res: ServerResponse, status: number, body: ErrorBody, headers: OutgoingHttpHeaders): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['content-length'] = Buffer.byteLength(payload);
  headers['cache-control'] = 'no-store';
  res.writeHead(status, headers);
  res.end(payload);
}
