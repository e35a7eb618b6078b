import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../src/index';
import { deadPort, send, startTestGateway, startUpstream, type TestUpstream, type UpstreamHandler } from './helpers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const named =
  (name: string): UpstreamHandler =>
  (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ instance: name, method: req.method, body: req.body.toString('utf8') }));
  };

async function instance(name: string, port?: number): Promise<TestUpstream> {
  const upstream = await startUpstream(named(name), port);
  cleanups.push(upstream.close);
  return upstream;
}

async function gatewayTo(bookingUrls: string[], env: Record<string, string> = {}): Promise<RunningGateway> {
  const fallback = await instance('other');
  const gateway = await startTestGateway(fallback.url, {
    BOOKING_URLS: bookingUrls.join(','),
    BREAKER_VOLUME_THRESHOLD: '2',
    BREAKER_ERROR_THRESHOLD_PERCENT: '50',
    BREAKER_RESET_TIMEOUT_MS: '60000',
    ...env,
  });
  cleanups.push(gateway.close);
  return gateway;
}

const whoAnswered = async (url: string, init: { method?: string; body?: string } = {}) => {
  const res = await send(url, { method: init.method, body: init.body, headers: init.body ? { 'content-type': 'application/json' } : {} });
  return { status: res.status, json: res.status === 200 ? res.json<{ instance: string; body: string }>() : undefined, res };
};

describe('an upstream with several instances', () => {
  it('when every instance is up, then requests are spread over all of them in turn', async () => {
    const [a, b, c] = [await instance('a'), await instance('b'), await instance('c')];
    const gateway = await gatewayTo([a.url, b.url, c.url]);
    const answered: string[] = [];
    for (let i = 0; i < 9; i++) answered.push((await whoAnswered(`${gateway.url}/api/bookings/my-bookings`)).json!.instance);
    expect(answered.filter((x) => x === 'a')).toHaveLength(3);
    expect(answered.filter((x) => x === 'b')).toHaveLength(3);
    expect(answered.filter((x) => x === 'c')).toHaveLength(3);
  });

  it('when one instance refuses connections, then every GET and every small POST is answered by another, and its breaker opens alone', async () => {
    const a = await instance('a');
    const gone = `http://127.0.0.1:${await deadPort()}`;
    const gateway = await gatewayTo([gone, a.url]);
    for (let i = 0; i < 6; i++) {
      const get = await whoAnswered(`${gateway.url}/api/bookings/my-bookings`);
      expect(get.status).toBe(200);
      expect(get.json!.instance).toBe('a');
      const post = await whoAnswered(`${gateway.url}/api/bookings/create`, { method: 'POST', body: JSON.stringify({ n: i }) });
      expect(post.status).toBe(200);
      // The body reached the live instance whole, although the first instance was tried with it.
      expect(post.json!.body).toBe(JSON.stringify({ n: i }));
    }
    const ready = (await send(`${gateway.opsUrl}/readyz`)).json<{ breakers: Record<string, string>; instances: Record<string, Record<string, string>> }>();
    expect(ready.breakers.booking).toBe('closed');
    expect(ready.instances.booking).toEqual({ [gone]: 'open', [a.url]: 'closed' });
  });

  it('when an instance answers 500, then the answer is relayed and not sent again elsewhere (the instance may have acted on it)', async () => {
    const failing = await startUpstream((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'boom' }));
    });
    cleanups.push(failing.close);
    const b = await instance('b');
    const gateway = await gatewayTo([failing.url, b.url]);
    const first = await whoAnswered(`${gateway.url}/api/bookings/create`, { method: 'POST', body: '{}' });
    expect(first.status).toBe(500);
    expect(failing.seen).toHaveLength(1);
    expect(b.seen).toHaveLength(0);
  });

  it('when every instance is down, then the gateway answers 503 with a detail at once, and recovers on its own when one comes back', async () => {
    const [p1, p2] = [await deadPort(), await deadPort()];
    const gateway = await gatewayTo([`http://127.0.0.1:${p1}`, `http://127.0.0.1:${p2}`], { BREAKER_RESET_TIMEOUT_MS: '300' });
    // Nothing listens on either port: 503 with a detail, at once.
    let last = await whoAnswered(`${gateway.url}/api/bookings/my-bookings`);
    for (let i = 0; i < 10 && last.status !== 503; i++) last = await whoAnswered(`${gateway.url}/api/bookings/my-bookings`);
    expect(last.status).toBe(503);
    expect(last.res.json()).toEqual({ detail: 'Booking service is temporarily unavailable. Please try again shortly.', code: 'upstream_unavailable' });

    const back = await instance('back', p2);
    const recovered = await vi.waitFor(
      async () => {
        const answer = await whoAnswered(`${gateway.url}/api/bookings/my-bookings`);
        expect(answer.status).toBe(200);
        return answer;
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(recovered.json?.instance).toBe('back');
    expect(back.seen.length).toBeGreaterThan(0);
  });
});
