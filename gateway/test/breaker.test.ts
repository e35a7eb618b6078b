import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../src/index';
import { REFUSED_PAUSE_MS } from '../src/entry-points/http/upstreams';
import { deadPort, send, startTestGateway, startUpstream, type TestUpstream, type UpstreamHandler } from './helpers';

const RESET_MS = 300;
const breakerEnv = {
  BREAKER_VOLUME_THRESHOLD: '3',
  BREAKER_ERROR_THRESHOLD_PERCENT: '50',
  BREAKER_RESET_TIMEOUT_MS: String(RESET_MS),
};

const failing: UpstreamHandler = (_req, res) => {
  res.writeHead(500, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ detail: 'boom', code: 'internal' }));
};
const healthy: UpstreamHandler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('[]');
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function upstreamThat(handler: UpstreamHandler, port?: number): Promise<TestUpstream> {
  const upstream = await startUpstream(handler, port);
  cleanups.push(upstream.close);
  return upstream;
}

async function gatewayTo(upstreamUrl: string, env: Record<string, string> = {}): Promise<RunningGateway> {
  const gateway = await startTestGateway(upstreamUrl, { ...breakerEnv, ...env });
  cleanups.push(gateway.close);
  return gateway;
}

async function breakers(gateway: RunningGateway): Promise<Record<string, string>> {
  const res = await send(`${gateway.opsUrl}/readyz`);
  return res.json<{ breakers: Record<string, string> }>().breakers;
}

describe('circuit breaker', () => {
  it('when an upstream keeps answering 500, then its 500s are relayed until the breaker opens, and then the gateway answers 503 without calling it', async () => {
    const upstream = await upstreamThat(failing);
    // Open long enough to be seen open by every check below, however busy the machine.
    const gateway = await gatewayTo(upstream.url, { BREAKER_RESET_TIMEOUT_MS: '30000' });

    for (let i = 0; i < 3; i++) {
      const res = await send(`${gateway.url}/api/bookings/my-bookings`);
      expect(res.status).toBe(500);
      expect(res.json()).toEqual({ detail: 'boom', code: 'internal' });
    }
    const refused = await send(`${gateway.url}/api/bookings/my-bookings`);
    const refusedAgain = await send(`${gateway.url}/api/admin/bookings`);

    expect(refused.status).toBe(503);
    expect(refused.json()).toEqual({
      detail: 'Booking service is temporarily unavailable. Please try again shortly.',
      code: 'upstream_unavailable',
    });
    expect(refused.headers['retry-after']).toBe('30');
    expect(refusedAgain.status).toBe(503);
    expect(upstream.seen).toHaveLength(3);
    expect(await breakers(gateway)).toMatchObject({ booking: 'open', catalog: 'closed', auth: 'closed' });
    const metrics = await send(`${gateway.opsUrl}/metrics`);
    expect(metrics.text).toMatch(/gateway_breaker_state\{upstream="booking"[^}]*\} 2/);
    expect(metrics.text).toMatch(/gateway_breaker_state\{upstream="catalog"[^}]*\} 0/);
  });

  it('when one upstream is cut off, then the others are still proxied', async () => {
    const upstream = await upstreamThat(failing);
    const gateway = await gatewayTo(upstream.url);
    for (let i = 0; i < 3; i++) await send(`${gateway.url}/api/bookings/my-bookings`);

    upstream.handle(healthy);
    const other = await send(`${gateway.url}/api/hotels`);

    expect(other.status).toBe(200);
    expect((await send(`${gateway.url}/api/bookings/my-bookings`)).status).toBe(503);
  });

  it('when an open breaker has waited its reset timeout and the upstream has recovered, then a request gets through and the breaker closes', async () => {
    const upstream = await upstreamThat(failing);
    const gateway = await gatewayTo(upstream.url);
    for (let i = 0; i < 3; i++) await send(`${gateway.url}/api/bookings/my-bookings`);
    expect((await breakers(gateway)).booking).toBe('open');

    upstream.handle(healthy);
    // The breaker's own reset timer half-opens it: the test waits for that state, not for a time.
    await vi.waitFor(async () => expect((await breakers(gateway)).booking).toBe('half-open'), { timeout: 10_000, interval: 50 });
    const res = await send(`${gateway.url}/api/bookings/my-bookings`);

    expect(res.status).toBe(200);
    expect((await breakers(gateway)).booking).toBe('closed');
    expect((await send(`${gateway.url}/api/bookings/my-bookings`)).status).toBe(200);
  });

  it('when the half-open trial fails again, then the breaker opens again', async () => {
    const upstream = await upstreamThat(failing);
    const gateway = await gatewayTo(upstream.url);
    for (let i = 0; i < 3; i++) await send(`${gateway.url}/api/bookings/my-bookings`);

    await vi.waitFor(async () => expect((await breakers(gateway)).booking).toBe('half-open'), { timeout: 10_000, interval: 50 });
    const trial = await send(`${gateway.url}/api/bookings/my-bookings`);

    expect(trial.status).toBe(500);
    expect((await breakers(gateway)).booking).toBe('open');
    expect((await send(`${gateway.url}/api/bookings/my-bookings`)).status).toBe(503);
    expect(upstream.seen).toHaveLength(4);
  });

  it('when an upstream answers 4xx, then those are successes and the breaker stays closed', async () => {
    const upstream = await upstreamThat((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"detail":"Booking not found","code":"not_found"}');
    });
    const gateway = await gatewayTo(upstream.url);

    for (let i = 0; i < 6; i++) expect((await send(`${gateway.url}/api/bookings/b-1`)).status).toBe(404);

    expect((await breakers(gateway)).booking).toBe('closed');
    expect(upstream.seen).toHaveLength(6);
  });

  it('when an upstream refuses connections, then clients get 503 with a detail at once, and it is used again a moment after it is back', async () => {
    const port = await deadPort();
    const live = await upstreamThat(healthy);
    const gateway = await gatewayTo(live.url, { PAYMENT_URL: `http://127.0.0.1:${port}` });
    const unavailable = { detail: 'Payment service is temporarily unavailable. Please try again shortly.', code: 'upstream_unavailable' };

    const withBody = await send(`${gateway.url}/api/payments/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ booking_id: 'b-1', origin_url: 'http://localhost:8001' }),
    });
    expect(withBody.status).toBe(503);
    expect(withBody.json()).toEqual(unavailable);
    expect(withBody.headers['retry-after']).toBeDefined();
    // Nothing listens there: the next requests are refused without another try.
    for (let i = 0; i < 3; i++) {
      const refused = await send(`${gateway.url}/api/payments/checkout-status/cs_1`);
      expect(refused.status).toBe(503);
      expect(refused.json()).toEqual(unavailable);
    }
    expect((await breakers(gateway)).payment).toBe('open');

    const revived = await upstreamThat(healthy, port);
    // The refused instance's pause (REFUSED_PAUSE_MS) has run out once the breaker no longer reads open.
    await vi.waitFor(async () => expect((await breakers(gateway)).payment).not.toBe('open'), { timeout: REFUSED_PAUSE_MS * 10, interval: 50 });
    const res = await send(`${gateway.url}/api/payments/checkout-status/cs_1`);

    expect(res.status).toBe(200);
    expect(revived.seen).toHaveLength(1);
    expect((await breakers(gateway)).payment).toBe('closed');
  });

  it('when an upstream sends no response head within the timeout, then the client gets 504 and it counts as a failure', async () => {
    const upstream = await upstreamThat(() => undefined);
    // One failure is enough here: undici checks header timeouts about once a second, so each costs ~1 s.
    const gateway = await gatewayTo(upstream.url, { UPSTREAM_LONG_TIMEOUT_MS: '200', BREAKER_VOLUME_THRESHOLD: '1' });

    const started = Date.now();
    const res = await send(`${gateway.url}/api/ai/concierge`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"message":"hi"}' });

    expect(res.status).toBe(504);
    expect(res.json()).toEqual({ detail: 'AI service took too long to answer. Please try again.', code: 'gateway_timeout' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await breakers(gateway)).ai).toBe('open');
  });

  it('when an upstream answers 401, 404 and 429 over and over, then its breaker stays closed and every answer is relayed', async () => {
    let n = 0;
    const upstream = await upstreamThat((_req, res) => {
      const status = [401, 404, 429][n++ % 3]!;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: `answer ${status}`, code: 'x' }));
    });
    const gateway = await gatewayTo(upstream.url);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await send(`${gateway.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status);

    expect(statuses).toEqual([401, 404, 429, 401, 404, 429, 401, 404, 429, 401, 404, 429]);
    expect((await breakers(gateway)).auth).toBe('closed');
  });
});

describe('recovery', () => {
  it('when an instance whose breaker opened says it is ready again (its database back), then it is used at once, long before the reset timeout', async () => {
    const unavailable: UpstreamHandler = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'This service cannot reach its database at the moment. Please try again in a moment.', code: 'database_unavailable' }));
    };
    const upstream = await upstreamThat(unavailable);
    const gateway = await gatewayTo(upstream.url, { BREAKER_RESET_TIMEOUT_MS: '60000' });
    for (let i = 0; i < 3; i++) expect((await send(`${gateway.url}/api/bookings/my-bookings`)).status).toBe(503);
    expect((await breakers(gateway)).booking).toBe('open');

    upstream.handle(healthy);

    await expect.poll(async () => (await send(`${gateway.url}/api/bookings/my-bookings`)).status, { timeout: 5_000, interval: 100 }).toBe(200);
    expect((await breakers(gateway)).booking).toBe('closed');
  });
});

describe('readiness on the operations port', () => {
  it("when an upstream's instances say they are not ready (or cannot be reached), then the operations /readyz reports each, while the gateway itself stays ready", async () => {
    const ready = await upstreamThat(healthy);
    const notReady = await upstreamThat((req, res) => {
      res.writeHead(req.url === '/readyz' ? 503 : 200, { 'content-type': 'application/json' });
      res.end('{}');
    });
    const down = await deadPort();
    const gateway = await gatewayTo(ready.url, { BOOKING_URLS: `${ready.url},${notReady.url}`, CAREERS_URL: notReady.url, NOTIFY_URLS: `http://127.0.0.1:${down}` });

    const res = await send(`${gateway.opsUrl}/readyz`);
    const body = res.json<{ status: string; site: string; upstreams: Record<string, string>; upstreamInstances: Record<string, Record<string, string>> }>();

    expect(res.status).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.site).toBe('unavailable');
    expect(body.upstreams).toMatchObject({ catalog: 'ready', booking: 'degraded', careers: 'unavailable', notify: 'unavailable' });
    expect(body.upstreamInstances.booking).toEqual({ [ready.url]: 'ready', [notReady.url]: 'not ready' });
    expect(body.upstreamInstances.notify).toEqual({ [`http://127.0.0.1:${down}`]: 'unreachable' });
    // The site's own port answers the bare status only.
    expect((await send(`${gateway.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });
});
