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
export async function startFaultSite(options: { scale: Record<string, number>; kafkaProxy?: boolean; title: string }): Promise<FaultSite> {
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
    const db: TestDatabase = await createTestDatabase(inject('adminDatabaseUrl'));
    stops.push(() => db.drop());
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
        DATABASE_URL: db.url,
        REDIS_URL: inject('redisUrl') || undefined,
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
        CORS_ORIGINS: site.origin,
        FRONTEND_DIST: '/nonexistent/frontend-dist',
      },
      gatewayPort,
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
    site.sql = new pg.Pool({ connectionString: db.url, max: 3 });
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
