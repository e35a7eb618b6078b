/**
 * Cluster mode (two booking and two payment instances) on a PostgreSQL server of the test's own, reached
 * through a fault-injecting TCP proxy, under a steady booking load: the server stopped for 10 s and started
 * again, then a failover (the address silent for 30 s, then answering again). Nothing exits, nothing is
 * lost or doubled, and the site answers again within seconds of the database's return.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../cluster/tcp-proxy';
import {
  WAIT,
  confirmationsByCode,
  skipFaults,
  startBookingLoad,
  startFaultSite,
  startOwnPostgres,
  statusCounts,
  watchReadiness,
  type BookingLoad,
  type FaultSite,
  type OwnPostgres,
} from './cluster-fault-kit';

describe.skipIf(skipFaults)('cluster mode: the database goes away and comes back', () => {
  let postgres: OwnPostgres | undefined;
  let proxy: TcpProxy | undefined;
  let site: FaultSite | undefined;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    proxy = await startTcpProxy({ target: { host: '127.0.0.1', port: postgres.port } });
    site = await startFaultSite({
      scale: { booking: 2, payment: 2 },
      title: 'Cluster fault figures: database',
      databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
    });
  }, 600_000);

  afterAll(async () => {
    await site?.close();
    await proxy?.close();
    await postgres?.destroy();
  }, 90_000);

  /** Instances that exited (none is restarted here: the test keeps supervision off). */
  const exited = () =>
    Object.values(site!.cluster.instances)
      .flat()
      .filter((i) => !i.alive())
      .map((i) => `${i.service}-${i.index}`);

  /** Every paid booking ends paid once, with one confirmation e-mail. */
  async function settled(load: BookingLoad) {
    const ids = load.paid.map((p) => p.id);
    let paidOnce = 0;
    await vi
      .waitFor(
        async () => {
          const { rows } = await site!.sql.query<{ received: number }>(
            `SELECT (SELECT count(*)::int FROM jsonb_array_elements(status_history) h WHERE h->>'reason' = 'Payment received') AS received
               FROM booking.bookings WHERE id = ANY($1::uuid[]) AND payment_status = 'completed'`,
            [ids],
          );
          paidOnce = rows.filter((r) => r.received === 1).length;
          expect(paidOnce).toBe(ids.length);
        },
        { timeout: 60_000, interval: 500 },
      )
      .catch(() => undefined);
    let confirmations = new Map<string, number>();
    await vi
      .waitFor(
        async () => {
          confirmations = await confirmationsByCode(site!, load.paid.map((p) => p.code));
          expect([...confirmations.values()].filter((n) => n < 1)).toEqual([]);
        },
        { timeout: 60_000, interval: 500 },
      )
      .catch(() => undefined);
    const counts = [...confirmations.values()];
    return { paidOnce, lostMails: counts.filter((n) => n === 0).length, doubledMails: counts.filter((n) => n > 1).length };
  }

  async function outage(name: string, fault: { begin(): Promise<void>; end(): Promise<void>; ms: number }, firstDay: number) {
    const load = await startBookingLoad(site!, { workers: 3, bookings: 60, firstDay, giveUpMs: 60_000 });
    const readiness = watchReadiness(site!);
    await vi.waitFor(() => expect(load.answers.filter((a) => a.what === 'pay' && a.status === 303).length).toBeGreaterThanOrEqual(3), WAIT);
    const began = Date.now();
    await fault.begin();
    await new Promise((r) => setTimeout(r, fault.ms));
    await fault.end();
    const back = Date.now();
    // The load goes on until a few bookings are paid after the return.
    await vi
      .waitFor(() => expect(load.answers.filter((a) => a.at > back && a.what === 'pay' && a.status === 303).length).toBeGreaterThanOrEqual(3), { timeout: 90_000, interval: 250 })
      .catch(() => undefined);
    await load.stop();
    readiness.stop();
    const firstSuccess = load.answers.find((a) => a.at > back && a.what === 'book' && a.status === 201);
    const during = load.answers.filter((a) => a.at >= began && a.at <= back);
    const allReady = readiness.allReadySince(back);
    const gone = exited();
    const { paidOnce, lostMails, doubledMails } = await settled(load);
    const failedWith500 = load.answers.filter((a) => a.status === 500).length;
    site!.figure(
      name,
      `${gone.length} processes exited${gone.length ? ` (${gone.join(', ')})` : ''}; answers meanwhile: ${statusCounts(during)}; ${failedWith500} × 500 in all; ` +
        `first booking ${firstSuccess ? `${((firstSuccess.at - back) / 1000).toFixed(1)} s after the return` : 'never made after the return'} (goal < 2 s); ` +
        `${readiness.notReady.size} instances said 503, ${allReady ? `all ready ${((allReady - back) / 1000).toFixed(1)} s after` : 'not all ready again'} (goal < 2 s); ` +
        `${paidOnce}/${load.paid.length} paid once, ${lostMails} confirmations lost, ${doubledMails} doubled`,
    );
    expect(gone).toEqual([]);
    expect(failedWith500).toBe(0);
    // The goal is 2 s, and the figure says how it went; the bound is a sanity check (speed is for benchmarks)
    // below the 10 s the gateway's breakers used to keep answering 503 after the database was back.
    expect(firstSuccess && firstSuccess.at - back).toBeLessThan(8_000);
    expect(allReady && allReady - back).toBeLessThan(8_000);
    expect(paidOnce).toBe(load.paid.length);
    expect(lostMails + doubledMails).toBe(0);
  }

  it('when PostgreSQL is stopped for 10 s under booking load and started again, then no process exits, no request fails with a 500, nothing is lost or doubled, and bookings succeed again as soon as it is back', async () => {
    await outage(
      'PostgreSQL stopped 10 s (fast shutdown) under booking load, 2 booking + 2 payment instances',
      { begin: () => postgres!.stop(), end: () => postgres!.start(), ms: 10_000 },
      40,
    );
  }, 300_000);

  it('when the database address stops answering for 30 s (a failover) and answers again, then no process exits, no request fails with a 500, and the site recovers as soon as it answers', async () => {
    // Measured on its own: an instance the first fault took down is started again first.
    await Promise.all(
      Object.values(site!.cluster.instances)
        .flat()
        .filter((i) => !i.alive())
        .map((i) => i.restart()),
    );
    await outage(
      'PostgreSQL failover: the address silent 30 s (black hole), then answering again',
      {
        begin: async () => proxy!.fail('blackhole'),
        end: async () => proxy!.restore(),
        ms: 30_000,
      },
      60,
    );
  }, 300_000);
});
