/**
 * What the cluster fault test files share: a cluster-mode site on a database of its own (real OS
 * processes over librdkafka's mock cluster, optionally behind the fault-injecting Kafka proxy), calls
 * through its gateway, its mail inbox, and the table of figures each file prints at its end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import { addDays, availabilitySchema, indiaToday, priceStay, rupeesToPaise } from '@suvarna/contracts';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { startCluster, type Instance, type RunningCluster } from '../cluster/cluster';
import { prepareClusterEnvironment, type ClusterEnvironment } from '../cluster/environment';
import { startKafkaProxy } from '../cluster/tcp-proxy';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';
import { freePort } from '../testing';

// The servers a fault file may start of its own (a Postgres behind a proxy, a Redis to restart), from here with the rest of the kit.
export { startOwnPostgres, startOwnRedis, type OwnPostgres, type OwnRedis } from '../testing/own-servers';

export const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
export const skipFaults = !kcatAvailable() && !kafkaRequired;
if (skipFaults) console.warn('Skipping the cluster fault tests: `kcat` (librdkafka mock cluster) is not installed.');
export const WAIT = { timeout: 60_000, interval: 250 };

export interface CaughtMail {
  to: { address: string }[];
  subject: string;
}

type Call = { method?: string; json?: unknown; token?: string; headers?: Record<string, string>; body?: string };

export interface FaultSite {
  cluster: RunningCluster;
  servers: ClusterEnvironment;
  sql: pg.Pool;
  /** The proxy every Kafka connection passes, when asked for. */
  kafkaProxy?: Awaited<ReturnType<typeof startKafkaProxy>>;
  origin: string;
  api(path: string, init?: Call): Promise<Response>;
  instance(service: string, index: number): Instance;
  mails(): Promise<CaughtMail[]>;
  signIn(email: string, password: string): Promise<string>;
  figure(fault: string, result: string): void;
  close(): Promise<void>;
}

export const mailsTo = (all: CaughtMail[], address: string) => all.filter((m) => m.to.some((t) => t.address === address)).length;

/** Starts a cluster-mode site for one test file. Call close() in afterAll: it ends every process, also after a failure. */
export async function startFaultSite(options: {
  scale: Record<string, number>;
  kafkaProxy?: boolean;
  title: string;
  /** A PostgreSQL server of the test's own (one it may stop); else a database of its own on the shared server. */
  databaseUrl?: string;
  /** A Redis server of the test's own (one it may restart); else the shared one. */
  redisUrl?: string;
  /** More variables for every process. */
  env?: Record<string, string>;
}): Promise<FaultSite> {
  if (!kcatAvailable()) throw new Error('kcat is required for the cluster fault tests (CI or REQUIRE_KAFKA is set) but is not installed');
  const figures: { fault: string; result: string }[] = [];
  const stops: (() => Promise<unknown>)[] = [];
  const output: string[] = [];
  const site = {
    figure: (fault: string, result: string) => void figures.push({ fault, result }),
    close: async () => {
      if (figures.length) {
        const width = Math.max(...figures.map((f) => f.fault.length), 5);
        console.log(
          `\n${options.title}\n  ${'fault'.padEnd(width)} | result\n  ${'-'.repeat(width)}-+-${'-'.repeat(40)}\n` +
            `${figures.map((f) => `  ${f.fault.padEnd(width)} | ${f.result}`).join('\n')}\n`,
        );
      }
      for (const stop of stops.reverse()) await stop().catch((err: unknown) => console.error(err));
    },
  } as FaultSite;
  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const db: TestDatabase = await createTestDatabase(inject('adminDatabaseUrl'));
      stops.push(() => db.drop());
      databaseUrl = db.url;
    }
    const gatewayPort = await freePort();
    site.origin = `http://localhost:${gatewayPort}`;
    let kafkaBrokers: string | undefined;
    if (options.kafkaProxy) {
      const kafka: KafkaMockCluster = await startKafkaMockCluster();
      stops.push(() => kafka.stop());
      const proxy = await startKafkaProxy(kafka.brokers);
      stops.push(() => proxy.close());
      site.kafkaProxy = proxy;
      kafkaBrokers = proxy.brokers.join(',');
    }
    const servers = await prepareClusterEnvironment(
      {
        DATABASE_URL: databaseUrl,
        REDIS_URL: options.redisUrl ?? (inject('redisUrl') || undefined),
        // Its own counters and sessions on a shared Redis server (see infra/testing/test-site.ts).
        REDIS_KEY_PREFIX: `faults-${randomBytes(4).toString('hex')}:`,
        KAFKA_BROKERS: kafkaBrokers,
        KAFKA_FETCH_MAX_WAIT_MS: '100',
        // Two fault clusters may run side by side with other tests against one Postgres (100 connections).
        DATABASE_POOL_MAX: '6',
        DATABASE_POOL_IDLE_MS: '2000',
        PORT: String(gatewayPort),
        LOG_LEVEL: process.env.FAULT_DEBUG ? 'warn' : 'error',
        SEED_DEMO_USERS: 'true',
        JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SHUTDOWN_TIMEOUT_MS: '3000',
        RATE_LIMIT_PER_MINUTE: '0',
        CONTACT_MAX_PER_ADDRESS: '100000',
        REGISTER_MAX_PER_IP: '100000',
        // One demo guest makes every booking, all from 127.0.0.1, with a typed guest address each (which is asked,
        // once, whether it wants the booking's e-mails): the hold caps and unverified-mail limits are not tested here.
        HOLD_MAX_BOOKINGS: '1000',
        HOLD_MAX_ROOMS: '10000',
        HOLD_MAX_BOOKINGS_PER_HOTEL: '1000',
        HOLD_MAX_ROOMS_PER_HOTEL: '10000',
        UNVERIFIED_MAIL_MAX_PER_ADDRESS: '100000',
        UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '100000',
        CORS_ORIGINS: site.origin,
        FRONTEND_DIST: '/nonexistent/frontend-dist',
        ...options.env,
      },
      gatewayPort,
      (line) => {
        output.push(line);
        if (process.env.FAULT_DEBUG) console.log(line);
      },
    );
    stops.push(() => servers.stop());
    site.servers = servers;
    const cluster = await startCluster({
      env: servers.env,
      scale: options.scale,
      // Many processes start at once on a small machine: each may take long to join its consumer groups.
      readyTimeoutMs: 240_000,
      output: (line) => {
        output.push(line);
        if (process.env.FAULT_DEBUG) console.log(line);
        if (output.length > 200) output.shift();
      },
    });
    stops.push(() => cluster.close());
    site.cluster = cluster;
    site.sql = new pg.Pool({ connectionString: databaseUrl, max: 3 });
    // The test's own server may be stopped under it: a dropped connection is replaced on the next query.
    site.sql.on('error', () => undefined);
    stops.push(() => site.sql.end());
  } catch (err) {
    await site.close();
    throw new Error(`the cluster did not start: ${(err as Error).message}\n${output.slice(-40).join('\n')}`);
  }
  site.api = (path, init = {}) =>
    fetch(`${site.cluster.gatewayUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
  site.instance = (service, index) => site.cluster.instances[service]![index - 1]!;
  site.mails = async () => (await (await fetch(`${site.servers.inboxUrl}/email`)).json()) as CaughtMail[];
  site.signIn = async (email, password) => {
    const res = await site.api('/api/auth/login', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  return site;
}

/** The body of a one-night booking of a room type, priced as the site prices it. */
export async function bookingBody(site: FaultSite, hotelId: string, checkIn: string, guestEmail: string, roomType?: string) {
  const availability = await vi.waitFor(async () => {
    const res = await site.api(`/api/bookings/availability?hotel_id=${hotelId}&check_in=${checkIn}&check_out=${addDays(checkIn, 1)}`);
    expect(res.status).toBe(200);
    return availabilitySchema.parse(await res.json());
  }, WAIT);
  const room = availability.rooms.find((r) => (roomType ? r.type === roomType : r.free > 0))!;
  return {
    hotel_id: hotelId,
    check_in: checkIn,
    check_out: addDays(checkIn, 1),
    rooms: [{ type: room.type, quantity: 1 }],
    guest_info: { name: 'Asha Verma', email: guestEmail, phone: '+91 98100 12345', address: '' },
    special_requests: '',
    total_amount: priceStay([{ type: room.type, quantity: 1, pricePaise: rupeesToPaise(room.price) }], 1).totalPaise / 100,
  };
}

export const dayFromToday = (n: number) => addDays(indiaToday(), n);

/** Repeats a call the gateway answered 5xx (the instance behind it died), as the site's client does. */
export async function untilAnswered(call: () => Promise<Response>, counts?: { failed: number }, attempts = 40): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await call();
    if (res.status < 500 || attempt >= attempts) return res;
    if (counts) counts.failed++;
    await res.arrayBuffer();
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Pays a booking with the sandbox's test card, as a guest does: a Checkout Session, then the card form. */
export async function payBooking(site: FaultSite, token: string, bookingId: string, email: string, counts?: { failed: number }): Promise<void> {
  const session = await untilAnswered(
    () => site.api('/api/payments/create-checkout-session', { method: 'POST', token, json: { booking_id: bookingId, origin_url: site.origin } }),
    counts,
  );
  expect(session.status, await session.clone().text()).toBe(200);
  const { checkout_url: checkoutUrl } = (await session.json()) as { checkout_url: string };
  const paid = await fetch(checkoutUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Asha Verma' }).toString(),
  });
  expect(paid.status).toBe(303);
}

/** Runs `work` for items 0..n-1 on `concurrency` workers; `onEach` after each item (for faults mid-load). */
export async function inParallel(n: number, concurrency: number, work: (i: number) => Promise<void>, onEach?: (done: number) => Promise<void> | void): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      await work(i);
      await onEach?.(++done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
};

/** One answer the site gave under load: when (epoch ms), to what, with which status. */
export interface LoadAnswer {
  at: number;
  what: 'book' | 'checkout' | 'pay';
  status: number;
}

export interface BookingLoad {
  answers: LoadAnswer[];
  /** Bookings made and paid on the sandbox's card form, by confirmation code. */
  paid: { id: string; code: string }[];
  /** Requests that failed without an answer (connection errors), as text. */
  errors: string[];
  /** Stops taking new bookings and waits for those under way (each bounded by `giveUpMs`). */
  stop(): Promise<void>;
}

/**
 * A steady booking load: each worker, with a guest account of its own, books one room, opens its checkout
 * and pays it with the test card, then the next. A 5xx (or a checkout that finds the booking not yet
 * recorded) is sent again after 150 ms with the same idempotency key, as the site's client does, for up to
 * `giveUpMs`; every answer is recorded with its time.
 */
export async function startBookingLoad(site: FaultSite, options: { workers: number; bookings: number; firstDay: number; giveUpMs?: number }): Promise<BookingLoad> {
  const run = randomBytes(4).toString('hex');
  const giveUpMs = options.giveUpMs ?? 90_000;
  const tokens = await Promise.all(
    Array.from({ length: options.workers }, async (_, w) => {
      const email = `load-${run}-${w}@example.com`;
      const res = await site.api('/api/auth/register', { method: 'POST', json: { full_name: 'Asha Verma', email, password: 'Lotus#Garden42' } });
      expect(res.status, await res.clone().text()).toBe(201);
      return site.signIn(email, 'Lotus#Garden42');
    }),
  );
  const bodies = await Promise.all(
    Array.from({ length: options.bookings }, (_, i) => bookingBody(site, String(1 + (i % 10)), dayFromToday(options.firstDay + Math.floor(i / 10)), `guest-${run}-${i}@example.com`)),
  );
  const load: BookingLoad = { answers: [], paid: [], errors: [], stop: async () => undefined };
  let stopped = false;
  let next = 0;
  const answered = async (what: LoadAnswer['what'], call: () => Promise<Response>): Promise<Response | undefined> => {
    const deadline = Date.now() + giveUpMs;
    for (;;) {
      let res: Response | undefined;
      try {
        res = await call();
      } catch (err) {
        load.errors.push(`${what}: ${(err as Error).message}`);
      }
      if (res) {
        load.answers.push({ at: Date.now(), what, status: res.status });
        const retry = res.status >= 500 || (res.status === 409 && (await res.clone().json().catch(() => ({})) as { code?: string }).code === 'booking_not_ready');
        if (!retry) return res;
        await res.arrayBuffer();
      }
      if (Date.now() > deadline) return undefined;
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const worker = async (w: number) => {
    while (!stopped && next < bodies.length) {
      const i = next++;
      const token = tokens[w]!;
      const made = await answered('book', () => site.api('/api/bookings/create', { method: 'POST', token, headers: { 'idempotency-key': `load-${run}-${i}` }, json: bodies[i] }));
      if (made?.status !== 201) continue;
      const { booking_id: id, confirmation_code: code } = (await made.json()) as { booking_id: string; confirmation_code: string };
      const session = await answered('checkout', () =>
        site.api('/api/payments/create-checkout-session', { method: 'POST', token, json: { booking_id: id, origin_url: site.origin } }),
      );
      if (session?.status !== 200) continue;
      const { checkout_url: checkoutUrl } = (await session.json()) as { checkout_url: string };
      const paid = await answered('pay', () =>
        fetch(checkoutUrl, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: bodies[i]!.guest_info.email, cardNumber: '4242 4242 4242 4242', cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Asha Verma' }).toString(),
        }),
      );
      if (paid?.status === 303) load.paid.push({ id, code });
    }
  };
  const workers = Array.from({ length: options.workers }, (_, w) => worker(w));
  load.stop = async () => {
    stopped = true;
    await Promise.all(workers);
  };
  return load;
}

/** How the answers between two moments went: counts by status, e.g. "12 × 201, 3 × 503". */
export function statusCounts(answers: readonly LoadAnswer[], from = 0, to = Number.POSITIVE_INFINITY): string {
  const counts = new Map<number, number>();
  for (const a of answers) if (a.at >= from && a.at <= to) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';
}

/** Booking confirmations per confirmation code (their subject names it): 1 each is neither lost nor doubled. */
export async function confirmationsByCode(site: FaultSite, codes: readonly string[]): Promise<Map<string, number>> {
  const mails = await site.mails();
  return new Map(codes.map((code) => [code, mails.filter((m) => m.subject.startsWith('Booking confirmed') && m.subject.includes(code)).length]));
}

/**
 * Polls every service instance's /readyz until stopped: which said 503 meanwhile, and `allReadySince(t)`,
 * the first moment after t at which every instance answered ready (undefined while one still does not).
 */
export function watchReadiness(site: FaultSite): { notReady: Set<string>; allReadySince(t: number): number | undefined; stop(): void } {
  let stopped = false;
  const notReady = new Set<string>();
  const instances = Object.entries(site.cluster.instances).flatMap(([name, list]) => (name === 'gateway' ? [] : list));
  const state = new Map<string, boolean>();
  /** Rounds in which every instance answered ready, by when the round ended. */
  const allReady: number[] = [];
  const poll = async () => {
    while (!stopped) {
      await Promise.all(
        instances.map(async (instance) => {
          const label = `${instance.service}-${instance.index}`;
          let ready = false;
          try {
            const res = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(3_000) });
            ready = res.ok;
            if (res.status === 503) notReady.add(label);
          } catch {
            ready = false;
          }
          state.set(label, ready);
        }),
      );
      if ([...state.values()].every(Boolean)) allReady.push(Date.now());
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const polling = poll();
  return {
    notReady,
    allReadySince: (t) => allReady.find((at) => at > t),
    stop: () => {
      stopped = true;
      void polling;
    },
  };
}
