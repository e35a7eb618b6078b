import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { loadConfig, startGateway, type RunningGateway } from '../src/index';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestUpstream {
  url: string;
  port: number;
  /** Every request the upstream received, body included. */
  seen: SeenRequest[];
  /** Replaces how the upstream answers. */
  handle(handler: UpstreamHandler): void;
  close(): Promise<void>;
}

export type UpstreamHandler = (req: SeenRequest, res: ServerResponse) => void;

const okJson: UpstreamHandler = (req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok: true, url: req.url }));
};

/** A small node:http server standing in for a service; by default it answers 200 with JSON. */
export async function startUpstream(handler: UpstreamHandler = okJson, port = 0): Promise<TestUpstream> {
  let current = handler;
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      // The operations port's /readyz asks every upstream's: probes, not requests the gateway proxied.
      if (entry.url !== '/readyz') seen.push(entry);
      current(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    seen,
    handle: (h) => {
      current = h;
    },
    close: () => closeQuickly(server),
  };
}

/** A port nothing listens on: connections to it are refused. */
export async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await closeQuickly(server);
  return port;
}

export function closeQuickly(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** A gateway on a free loopback port whose upstreams all default to the given URL. */
export function startTestGateway(upstreamUrl: string, env: Record<string, string> = {}): Promise<RunningGateway> {
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    OPS_PORT: '0',
    LOG_LEVEL: 'silent',
    AUTH_URL: upstreamUrl,
    CATALOG_URL: upstreamUrl,
    BOOKING_URL: upstreamUrl,
    PAYMENT_URL: upstreamUrl,
    CAREERS_URL: upstreamUrl,
    NOTIFY_URL: upstreamUrl,
    AI_URL: upstreamUrl,
    FRONTEND_DIST: '/nonexistent/frontend-dist',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...env,
  });
  return startGateway(config);
}

export interface TestResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: Buffer | string | Readable;
  /** The client's own address, e.g. another loopback address to appear as a different client. */
  localAddress?: string;
}

/**
 * A raw HTTP/1.1 request, unlike fetch free to send any header (Connection, Keep-Alive, ...)
 * and to stream a body with chunked encoding.
 */
export function send(url: string, { method = 'GET', headers = {}, body, localAddress }: RequestOptions = {}): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false, localAddress }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        const text = buf.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: buf,
          text,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
