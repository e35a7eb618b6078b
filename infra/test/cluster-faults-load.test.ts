/**
 * Cluster mode under what a client can do to it on purpose: a flood of wrong passwords for one account
 * from many addresses, a booking whose dates would size the work by millennia, and connections that send
 * their headers a byte at a time. None of them may slow anyone else down.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, dayFromToday, percentile, skipFaults, startFaultSite, startOwnPostgres, type FaultSite, type OwnPostgres } from './cluster-fault-kit';

describe.skipIf(skipFaults)('cluster mode: no self-inflicted outage', () => {
  let site: FaultSite | undefined;
  let postgres: OwnPostgres | undefined;

  beforeAll(async () => {
    // A database server of its own: the fault files run side by side, and the machine's has 100 connections.
    postgres = await startOwnPostgres();
    site = await startFaultSite({
      scale: {},
      title: 'Cluster fault figures: bounded work',
      databaseUrl: postgres.url,
      // The flood comes from many addresses: the gateway believes the X-Forwarded-For of its loopback clients.
      env: { TRUST_PROXY: 'loopback' },
    });
  }, 600_000);

  afterAll(async () => {
    await site?.close();
    await postgres?.destroy();
  }, 90_000);

  it("when 30 wrong passwords for one account arrive at once from 30 addresses, every 10 s, then another user's sign-in stays under a second", async () => {
    const s = site!;
    const run = Math.random().toString(36).slice(2, 8);
    const victim = `victim-${run}@example.com`;
    const other = `other-${run}@example.com`;
    for (const email of [victim, other]) {
      const res = await s.api('/api/auth/register', { method: 'POST', json: { full_name: 'Meera Iyer', email, password: 'Lotus#Garden42' } });
      expect(res.status).toBe(201);
    }
    const flood = async (round: number) => {
      const started = performance.now();
      const statuses = await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const res = await s.api('/api/auth/login', {
            method: 'POST',
            headers: { 'x-forwarded-for': `10.${round}.${i}.7` },
            json: { email: victim, password: `wrong-${i}` },
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      return { statuses, ms: performance.now() - started };
    };
    const signIns: { ms: number; status: number }[] = [];
    let flooding = true;
    const signer = (async () => {
      while (flooding) {
        const started = performance.now();
        const res = await s.api('/api/auth/login', { method: 'POST', headers: { 'x-forwarded-for': '192.168.7.7' }, json: { email: other, password: 'Lotus#Garden42' } });
        await res.arrayBuffer();
        signIns.push({ ms: performance.now() - started, status: res.status });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const rounds: { statuses: number[]; ms: number }[] = [];
    for (let round = 1; round <= 3; round++) {
      const began = performance.now();
      rounds.push(await flood(round));
      if (round < 3) await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (performance.now() - began))));
    }
    // And a while after the last round, as in the report (the breaker, once open, stays so for 10 s).
    await new Promise((r) => setTimeout(r, 3_000));
    flooding = false;
    await signer;
    const all = rounds.flatMap((r) => r.statuses);
    const count = (st: number) => all.filter((x) => x === st).length;
    const failedSignIns = signIns.filter((x) => x.status !== 200).length;
    const p99 = percentile(
      signIns.map((x) => x.ms),
      99,
    );
    s.figure(
      '30 parallel wrong passwords for one account from 30 addresses, 3 rounds 10 s apart',
      `flood answers: ${count(401)} × 401, ${count(429)} × 429, ${count(503)} × 503, ${count(504)} × 504 (longest round ${(Math.max(...rounds.map((r) => r.ms)) / 1000).toFixed(1)} s); ` +
        `another user's ${signIns.length} sign-ins: ${failedSignIns} failed, p99 ${Math.round(p99)} ms (goal < 1000)`,
    );
    expect(count(504) + count(503) + count(500)).toBe(0);
    expect(failedSignIns).toBe(0);
    // The p99 is reported against its goal (1 s); speed is for benchmarks, so the test only bounds it as a sanity
    // check under the gateway's 5 s wait that the flood used to exhaust (a full suite beside it once took 2.8 s).
    expect(p99).toBeLessThan(4_000);
  }, 120_000);

  it('when a booking asks for a stay until 9999-12-31, then it is refused at once and the next bookings go through', async () => {
    const s = site!;
    const token = await s.signIn('guest@suvarnahotels.in', 'Guest@123');
    const body = await bookingBody(s, '4', dayFromToday(20), 'asha.verma@example.com');
    const started = performance.now();
    const res = await s.api('/api/bookings/create', { method: 'POST', token, json: { ...body, check_out: '9999-12-31' } });
    const ms = performance.now() - started;
    const answer = (await res.json()) as { detail?: string };
    const next = performance.now();
    const ordinary = await s.api('/api/bookings/create', { method: 'POST', token, json: body });
    const nextMs = performance.now() - next;
    s.figure(
      'POST /api/bookings/create with check_out 9999-12-31',
      `${res.status} in ${Math.round(ms)} ms (goal 4xx < 100 ms): "${answer.detail ?? ''}"; the next ordinary booking ${ordinary.status} in ${Math.round(nextMs)} ms`,
    );
    expect(res.status).toBe(400);
    expect(answer.detail).toBeTruthy();
    // Reported against its goal (100 ms); bounded here only as a sanity check, far below the 5 s it took.
    expect(ms).toBeLessThan(1_000);
    expect(ordinary.status).toBe(201);
  }, 60_000);

  it('when 400 connections send their headers a byte at a time, then the servers cut them within 10 s', async () => {
    const s = site!;
    const targets = [
      { name: 'gateway', port: Number(new URL(s.cluster.gatewayUrl).port) },
      { name: 'booking', port: s.instance('booking', 1).port },
    ];
    const results: string[] = [];
    const outcomes: { name: string; open: number; lastMs: number }[] = [];
    for (const target of targets) {
      const n = target.name === 'gateway' ? 400 : 100;
      const closedAfter: number[] = [];
      const sockets: Socket[] = [];
      const trickles: NodeJS.Timeout[] = [];
      await Promise.all(
        Array.from(
          { length: n },
          () =>
            new Promise<void>((resolve) => {
              const socket = connect({ host: '127.0.0.1', port: target.port });
              sockets.push(socket);
              const head = 'GET /api/hotels HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(200);
              let at = 0;
              socket.on('error', () => undefined);
              let connectedAt = Date.now();
              // How long the server kept it, from its connection.
              socket.once('close', () => closedAfter.push(Date.now() - connectedAt));
              socket.once('connect', () => {
                connectedAt = Date.now();
                const timer = setInterval(() => {
                  if (socket.destroyed) return clearInterval(timer);
                  socket.write(head[at++ % head.length]!);
                }, 1_000);
                trickles.push(timer);
                resolve();
              });
            }),
        ),
      );
      // Bounded: after 30 s whatever is still open is counted and closed by the test.
      const deadline = Date.now() + 30_000;
      while (closedAfter.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      const open = n - closedAfter.length;
      const lastMs = Math.max(0, ...closedAfter);
      trickles.forEach(clearInterval);
      sockets.forEach((sk) => sk.destroy());
      // The server still answers its ordinary clients.
      const res = await fetch(`http://127.0.0.1:${target.port}/healthz`);
      results.push(
        `${target.name}: ${n - open}/${n} cut, the last ${(lastMs / 1000).toFixed(1)} s after its connection${open ? `, ${open} still open after 30 s` : ''}; /healthz ${res.status}`,
      );
      outcomes.push({ name: target.name, open, lastMs });
    }
    s.figure('slow headers: one byte a second per connection', results.join('; '));
    for (const o of outcomes) {
      expect(o.open, o.name).toBe(0);
      expect(o.lastMs, o.name).toBeLessThan(10_000);
    }
  }, 120_000);
});
