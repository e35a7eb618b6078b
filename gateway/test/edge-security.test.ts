import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type RunningGateway } from '../src/index';
import { send, startTestGateway, startUpstream, type TestUpstream } from './helpers';

let upstream: TestUpstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startTestGateway(upstream.url);
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
});

const lastSeen = () => upstream.seen.at(-1)!;

describe('X-Forwarded-For', () => {
  it('when a client sends its own X-Forwarded-For, then the services see only the address the gateway saw', async () => {
    await send(`${gateway.url}/api/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } });
    expect(lastSeen().headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('when a client sends several X-Forwarded-For headers, then none of them is passed on', async () => {
    await send(`${gateway.url}/api/team`, { headers: { 'x-forwarded-for': ['198.51.100.1', '198.51.100.2'] } });
    expect(lastSeen().headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('when clients spoof addresses, then the rate limit still counts them by the address they come from', async () => {
    const limited = await startTestGateway(upstream.url, { RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses: number[] = [];
      const from = '127.0.0.42';
      for (let i = 0; i < 3; i++) {
        statuses.push((await send(`${limited.url}/api/team`, { headers: { 'x-forwarded-for': `203.0.113.${i}` }, localAddress: from })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('when TRUST_PROXY names the proxy in front, then the client it reports is passed on, and only from that proxy', async () => {
    const behindProxy = await startTestGateway(upstream.url, { TRUST_PROXY: '127.0.0.2' });
    try {
      await send(`${behindProxy.url}/api/team`, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, localAddress: '127.0.0.2' });
      expect(lastSeen().headers['x-forwarded-for']).toBe('203.0.113.9');
      await send(`${behindProxy.url}/api/team`, { headers: { 'x-forwarded-for': '203.0.113.9' }, localAddress: '127.0.0.3' });
      expect(lastSeen().headers['x-forwarded-for']).toBe('127.0.0.3');
    } finally {
      await behindProxy.close();
    }
  });

  it('when TRUST_PROXY is not an address list, then the gateway refuses to start naming it', async () => {
    expect(() => loadConfig({ TRUST_PROXY: 'the-load-balancer' })).toThrow('"the-load-balancer" is not loopback');
  });
});

describe('operations endpoints', () => {
  it.each(['/metrics', '/metrics/', '/METRICS', '/Metrics?x=1'])('when %s is asked on the site port, then 404 and no figure is shown', async (path) => {
    const res = await send(`${gateway.url}${path}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_server_request_duration_seconds');
    expect(res.text).not.toContain('gateway_breaker_state');
  });

  it.each(['/readyz/', '/READYZ'])('when %s is asked on the site port, then the breakers stay hidden', async (path) => {
    const res = await send(`${gateway.url}${path}`);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('when /readyz is asked on the site port, then only a bare status comes back, without checks or breakers', async () => {
    const res = await send(`${gateway.url}/readyz`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when /healthz is asked on the site port, then it is public', async () => {
    const res = await send(`${gateway.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('when the operations port is asked, then it has the metrics, the breakers and nothing of the site', async () => {
    expect(gateway.opsUrl).not.toBe(gateway.url);
    expect((await send(`${gateway.opsUrl}/metrics`)).text).toContain('gateway_breaker_state');
    expect((await send(`${gateway.opsUrl}/readyz`)).json()).toMatchObject({ status: 'ready', breakers: { auth: 'closed' } });
    const seen = upstream.seen.length;
    expect((await send(`${gateway.opsUrl}/api/team`)).status).toBe(404);
    expect(upstream.seen).toHaveLength(seen);
  });
});

describe('malformed requests', () => {
  it('when the request head is over 16 KB, then 431 comes back with the error body', async () => {
    const res = await send(`${gateway.url}/api/hotels?q=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.json()).toEqual({ detail: 'The request line or headers are too large', code: 'headers_too_large' });
  });
});
