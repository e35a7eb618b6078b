import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/index';
import { send, startTestGateway, startUpstream, type TestUpstream } from './helpers';

const indexHtml = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-3f9a2c.js"></script></body></html>';
const assetJs = 'console.log("suvarna");'.repeat(50);
const firstScreenStyle = 'body{background:#0f1b2d;color:#f6f1e7}';
const hotelPage = indexHtml.replace('<body>', `<head><style>${firstScreenStyle}</style></head><body><!-- hotel page -->`);
const routes = {
  pages: [
    { path: '/hotels', file: 'pages/hotels.html', preload: ['/api/hotels'] },
    { path: '/hotels/:hotelId', file: 'pages/hotel-detail.html', preload: ['/api/hotels/:hotelId'] },
  ],
};

let distDir: string;
let upstream: TestUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gateway-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'index.html.br'), brotliCompressSync(indexHtml));
  await writeFile(path.join(distDir, 'index.html.gz'), gzipSync(indexHtml));
  await writeFile(path.join(distDir, 'assets', 'index-3f9a2c.js'), assetJs);
  await writeFile(path.join(distDir, 'assets', 'index-3f9a2c.js.br'), brotliCompressSync(assetJs));
  await writeFile(path.join(distDir, 'assets', 'index-3f9a2c.js.gz'), gzipSync(assetJs));
  await writeFile(path.join(distDir, 'assets', 'index-3f9a2c.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  await mkdir(path.join(distDir, 'pages'));
  await writeFile(path.join(distDir, 'pages', 'routes.json'), JSON.stringify(routes));
  await writeFile(path.join(distDir, 'pages', 'hotel-detail.html'), hotelPage);
  await writeFile(path.join(distDir, 'robots.txt'), 'User-agent: *\n');
  upstream = await startUpstream();
  gateway = await startTestGateway(upstream.url, { FRONTEND_DIST: distDir });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('frontend', () => {
  it.each(['/', '/booking-success?session_id=cs_1', '/admin/bookings'])(
    'when a browser opens the client route %s, then it gets index.html, never cached stale',
    async (route) => {
      const res = await send(`${gateway.url}${route}`, { headers: { accept: 'text/html' } });

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toBe(indexHtml);
    },
  );

  it('when a hashed asset is requested, then the real file comes back with a long immutable cache', async () => {
    const res = await send(`${gateway.url}/assets/index-3f9a2c.js`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(assetJs);
  });

  it('when a missing asset or file is requested, then the answer is 404, not the page', async () => {
    expect((await send(`${gateway.url}/assets/index-old.js`)).status).toBe(404);
    expect((await send(`${gateway.url}/logo-missing.png`)).status).toBe(404);
  });

  it('when a browser accepts Brotli, then it gets the copy compressed at build time, marked as varying by encoding', async () => {
    const res = await send(`${gateway.url}/assets/index-3f9a2c.js`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(assetJs.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(assetJs);
  });

  it('when a browser accepts only gzip, or prefers it, then it gets the gzip copy', async () => {
    for (const accept of ['gzip', 'br;q=0.5, gzip;q=1']) {
      const res = await send(`${gateway.url}/assets/index-3f9a2c.js`, { headers: { 'accept-encoding': accept } });

      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(assetJs);
    }
  });

  it('when a browser accepts no compression or refuses both, then it gets the file as it is', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await send(`${gateway.url}/assets/index-3f9a2c.js`, { headers: accept ? { 'accept-encoding': accept } : {} });

      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.text).toBe(assetJs);
    }
  });

  it('when a page is asked for with Brotli, then index.html comes compressed and revalidated, and a repeat with its ETag gets 304', async () => {
    const first = await send(`${gateway.url}/contact`, { headers: { 'accept-encoding': 'br' } });

    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.body).toString()).toBe(indexHtml);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await send(`${gateway.url}/contact`, { headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.status).toBe(304);
  });

  it('when a page the build made a document for is opened, then that document comes with a preload of its data', async () => {
    const res = await send(`${gateway.url}/hotels/12`);

    expect(res.text).toBe(hotelPage);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.link).toBe('</api/hotels/12>; rel=preload; as=fetch; crossorigin');
  });

  it('when the address carries characters that could break the header, then the preload carries them encoded', async () => {
    const res = await send(`${gateway.url}/hotels/a%3E%3B%20rel%3Dx%0D%0AX-Evil%3A%201`);

    expect(res.status).toBe(200);
    expect(res.headers['x-evil']).toBeUndefined();
    expect(res.headers.link).toBe('</api/hotels/a%3E%3B%20rel%3Dx%0D%0AX-Evil%3A%201>; rel=preload; as=fetch; crossorigin');
  });

  it('when a page the build has no document for is opened, then index.html comes without a preload', async () => {
    const res = await send(`${gateway.url}/hotels/12/extra`);

    expect(res.text).toBe(indexHtml);
    expect(res.headers.link).toBeUndefined();
  });

  it('when a source map, a compressed copy or a path outside the build is asked for, then the answer is 404', async () => {
    for (const url of ['/assets/index-3f9a2c.js.map', '/assets/index-3f9a2c.js.br', '/index.html.gz', '/..%2f..%2fetc%2fhost.conf', '/%00.js']) {
      const res = await send(`${gateway.url}${url}`);
      expect(res.status, url).toBe(404);
    }
  });

  it('when a browser sends several requests, then they share one kept-alive connection', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    try {
      for (let i = 0; i < 3; i++) {
        await new Promise<void>((resolve, reject) => {
          const req = request(`${gateway.url}/assets/index-3f9a2c.js`, { agent }, (res) => {
            sockets.add(res.socket);
            expect(res.headers.connection).toBe('keep-alive');
            res.resume();
            res.on('end', resolve);
          });
          req.on('error', reject);
          req.end();
        });
      }
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('when another file of the build is requested, then it is served as it is', async () => {
    const res = await send(`${gateway.url}/robots.txt`);

    expect(res.status).toBe(200);
    expect(res.text).toBe('User-agent: *\n');
  });

  it('when a page is served, then it carries helmet headers and a policy that keeps pictures to the site and works over plain http', async () => {
    const res = await send(`${gateway.url}/hotels/1`);

    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data:;");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when a page carries its first screen\'s stylesheet inline, then its policy allows that style by its hash and no other inline style', async () => {
    const page = await send(`${gateway.url}/hotels/1`);
    const styleSrc = /style-src ([^;]*)/.exec(page.headers['content-security-policy'] as string)![1];
    expect(styleSrc).toBe(`'self' 'sha256-${createHash('sha256').update(firstScreenStyle).digest('base64')}'`);
    // A document without an inline style allows the stylesheet file only.
    const plain = await send(`${gateway.url}/login`);
    expect(/style-src ([^;]*)/.exec(plain.headers['content-security-policy'] as string)![1]).toBe("'self'");
  });

  it('when a non-GET request hits a client route, then it gets a 404 error body rather than the page', async () => {
    const res = await send(`${gateway.url}/hotels/1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(upstream.seen).toHaveLength(0);
  });

  it('when the frontend has not been built, then pages answer 503 saying how to build it', async () => {
    const unbuilt = await startTestGateway(upstream.url, { FRONTEND_DIST: path.join(distDir, 'missing') });
    try {
      const res = await send(`${unbuilt.url}/hotels/1`);

      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('The frontend has not been built');
      expect(res.text).toContain('npm run build');
      expect((await send(`${unbuilt.url}/healthz`)).status).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

describe("the gateway's own endpoints", () => {
  it('when /healthz is asked, then the gateway says it is up', async () => {
    const res = await send(`${gateway.url}/healthz`);

    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('when /readyz is asked on the operations port, then it reports Redis, every upstream instance\'s own readiness and the state of every breaker', async () => {
    const res = await send(`${gateway.opsUrl}/readyz`);
    const origin = new URL(upstream.url).origin;

    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { redis: 'ok' },
      // The stand-in upstream answers every path, its /readyz included, with 200.
      site: 'ready',
      upstreams: { auth: 'ready', catalog: 'ready', booking: 'ready', payment: 'ready', careers: 'ready', notify: 'ready', ai: 'ready' },
      upstreamInstances: expect.objectContaining({ booking: { [origin]: 'ready' } }) as unknown,
      breakers: { auth: 'closed', catalog: 'closed', booking: 'closed', payment: 'closed', careers: 'closed', notify: 'closed', ai: 'closed' },
      instances: expect.objectContaining({ booking: { [new URL(upstream.url).origin]: 'closed' } }) as unknown,
    });
  });

  it('when /metrics is scraped on the operations port, then request durations appear by route group and status', async () => {
    await send(`${gateway.url}/api/hotels/12`);
    await send(`${gateway.url}/api/nowhere`);

    const res = await send(`${gateway.opsUrl}/metrics`);

    expect(res.status).toBe(200);
    expect(res.text).toMatch(/http_server_request_duration_seconds_count\{[^}]*route="\/api\/hotels"[^}]*status="200"[^}]*\} 1/);
    expect(res.text).toMatch(/http_server_request_duration_seconds_count\{[^}]*route="unmatched"[^}]*status="404"[^}]*\} 1/);
    expect(res.text).not.toContain('/api/hotels/12');
  });
});
