import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../src/index';
import { send, startTestGateway, startUpstream, type TestUpstream } from './helpers';

const indexHtml = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-3f9a2c.js"></script></body></html>';
const assetJs = 'console.log("suvarna");';

let distDir: string;
let upstream: TestUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'gateway-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'assets', 'index-3f9a2c.js'), assetJs);
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
  it.each(['/hotels/1', '/', '/booking-success?session_id=cs_1', '/admin/bookings'])(
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

  it('when another file of the build is requested, then it is served as it is', async () => {
    const res = await send(`${gateway.url}/robots.txt`);

    expect(res.status).toBe(200);
    expect(res.text).toBe('User-agent: *\n');
  });

  it('when a page is served, then it carries helmet headers and a policy that lets hotel images load from https and works over plain http', async () => {
    const res = await send(`${gateway.url}/hotels/1`);

    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: https:");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-powered-by']).toBeUndefined();
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

  it('when /readyz is asked, then it reports Redis and the state of every breaker', async () => {
    const res = await send(`${gateway.url}/readyz`);

    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { redis: 'ok' },
      breakers: { auth: 'closed', catalog: 'closed', booking: 'closed', payment: 'closed', careers: 'closed', notify: 'closed' },
    });
  });

  it('when /metrics is scraped, then request durations appear by route group and status', async () => {
    await send(`${gateway.url}/api/hotels/12`);
    await send(`${gateway.url}/api/nowhere`);

    const res = await send(`${gateway.url}/metrics`);

    expect(res.status).toBe(200);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/hotels"[^}]*status="200"[^}]*\} 1/);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{[^}]*route="unmatched"[^}]*status="404"[^}]*\} 1/);
    expect(res.text).not.toContain('/api/hotels/12');
  });
});
