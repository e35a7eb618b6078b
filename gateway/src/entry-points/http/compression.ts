import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline, type Writable } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/** JSON (and problem details), the API's answers. */
const COMPRESSIBLE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The encoding to answer in, from the request's Accept-Encoding: Brotli when accepted, else gzip, else none
 * (`identity`, `*;q=0` and the like leave the answer as it is).
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding).toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Whether an answer with these headers is compressed for a client that accepts it. */
export function compressible(method: string | undefined, statusCode: number, headers: Record<string, string | string[] | undefined>): boolean {
  if (method === 'HEAD' || statusCode === 204 || statusCode === 304 || statusCode < 200) return false;
  if (headers['content-encoding'] !== undefined) return false;
  if (!COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) return false;
  if (/no-transform/i.test(String(headers['cache-control'] ?? ''))) return false;
  const length = headers['content-length'];
  return length === undefined || Number(length) >= MIN_COMPRESSED_BYTES;
}

/**
 * The headers of the compressed answer: its encoding, no length (it streams), Vary naming Accept-Encoding, and
 * a strong ETag made weak (the bytes differ from the identity answer's; If-None-Match still matches it weakly).
 */
export function compressedHeaders(headers: OutgoingHttpHeaders, encoding: Encoding, length?: number): void {
  headers['content-encoding'] = encoding;
  if (length === undefined) delete headers['content-length'];
  else headers['content-length'] = String(length);
  const vary = headers.vary ? String(headers.vary) : '';
  if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  const etag = headers.etag;
  if (typeof etag === 'string' && !etag.startsWith('W/')) headers.etag = `W/${etag}`;
}

/**
 * Where a relayed answer's body goes to be compressed on its way to `res` (fast settings: it is compressed for
 * each request). Errors end the response.
 */
export function compressingStream(encoding: Encoding, res: ServerResponse): Writable {
  const stream =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : createGzip({ level: 6 });
  pipeline(stream, res, () => undefined);
  return stream;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A stored answer's body compressed once for all its readers, off the event loop (zlib's thread pool), with
 * the best settings: the store keeps the copies as long as the answer's generation holds.
 */
export async function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipped(body, { level: 9 });
}

