/**
 * Cluster mode under faults: the gateway and every service as real OS processes (two instances of
 * booking and of notify), over librdkafka's mock cluster, the machine's Postgres and Redis. Each
 * test kills or freezes something and then waits, by polling with generous limits, for the outcome
 * that must hold whatever the timing: nothing lost, nothing applied twice.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, availabilitySchema, indiaToday, priceStay, rupeesToPaise } from '@suvarna/contracts';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { startCluster, type Instance, type RunningCluster } from '../cluster/cluster';
import { prepareClusterEnvironment, type ClusterEnvironment } from '../cluster/environment';
import { kcatAvailable } from '../kafka';
import { freePort } from '../testing';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const skip = !kcatAvailable() && !kafkaRequired;
if (skip) console.warn('Skipping the cluster fault tests: `kcat` (librdkafka mock cluster) is not installed.');

const WAIT = { timeout: 45_000, interval: 250 };
const figures: { fault: string; figure: string }[] = [];

interface CaughtMail {
  to: { address: string }[];
  subject: string;
}

describe.skipIf(skip)('cluster mode under faults', () => {
  let db: TestDatabase;
  let servers: ClusterEnvironment;
  let cluster: RunningCluster;
  let sql: pg.Pool;
  let guestToken: string;
  const output: string[] = [];

  const api = (path: string, init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${cluster.gatewayUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
  const mails = async () => (await (await fetch(`${servers.inboxUrl}/email`)).json()) as CaughtMail[];
  const mailsTo = (all: CaughtMail[], address: string) => all.filter((m) => m.to.some((t) => t.address === address)).length;
  const instance = (service: string, index: number): Instance => cluster.instances[service]![index - 1]!;
  const sendContact = (email: string) =>
    api('/api/contact', {
      method: 'POST',
      json: { name: 'Asha Verma', email, phone: '+91 98100 12345', subject: 'Stay enquiry', message: 'Do you have a sea-facing room in March?' },
    });

  beforeAll(async () => {
    if (!kcatAvailable()) throw new Error('kcat is required for the cluster fault tests (CI or REQUIRE_KAFKA is set) but is not installed');
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    const gatewayPort = await freePort();
    servers = await prepareClusterEnvironment(
      {
        DATABASE_URL: db.url,
        REDIS_URL: inject('redisUrl') || undefined,
        PORT: String(gatewayPort),
        LOG_LEVEL: 'error',
        SEED_DEMO_USERS: 'true',
        JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SHUTDOWN_TIMEOUT_MS: '3000',
        RATE_LIMIT_PER_MINUTE: '0',
        CONTACT_MAX_PER_ADDRESS: '100000',
        FRONTEND_DIST: '/nonexistent/frontend-dist',
      },
      gatewayPort,
    );
    cluster = await startCluster({
      env: servers.env,
      scale: { booking: 2, notify: 2 },
      output: (line) => {
        output.push(line);
        if (output.length > 200) output.shift();
      },
    });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    const login = await api('/api/auth/login', { method: 'POST', json: { email: 'guest@suvarnahotels.in', password: 'Guest@123' } });
    expect(login.status).toBe(200);
    guestToken = ((await login.json()) as { access_token: string }).access_token;
  }, 240_000);

  afterAll(async () => {
    if (figures.length) console.log(`\nCluster fault figures\n${figures.map((f) => `  ${f.fault.padEnd(58)} ${f.figure}`).join('\n')}\n`);
    await sql?.end();
    await cluster?.close();
    await servers?.stop();
    await db?.drop();
  }, 60_000);

  it('when a booking instance is killed -9 amid bookings, then every booking exists exactly once, its event goes out once, and the gateway keeps answering', async () => {
    const checkIn = (i: number) => addDays(indiaToday(), 40 + i);
    const availability = await vi.waitFor(async () => {
      const res = await api(`/api/bookings/availability?hotel_id=1&check_in=${checkIn(0)}&check_out=${checkIn(1)}`);
      expect(res.status).toBe(200);
      return availabilitySchema.parse(await res.json());
    }, WAIT);
    const room = availability.rooms.find((r) => r.type === 'Deluxe Room')!;
    const total = priceStay([{ type: room.type, quantity: 1, pricePaise: rupeesToPaise(room.price) }], 1).totalPaise / 100;
    const run = randomUUID().slice(0, 8);
    const keys = Array.from({ length: 40 }, (_, i) => `fault-${run}-${i}`);
    let failedAnswers = 0;
    let answered = 0;

    // A client that retries with its Idempotency-Key until it has an answer, as the site's client does.
    const book = async (key: string, i: number) => {
      for (let attempt = 1; attempt <= 30; attempt++) {
        const res = await api('/api/bookings/create', {
          method: 'POST',
          token: guestToken,
          headers: { 'idempotency-key': key },
          json: {
            hotel_id: '1',
            check_in: checkIn(i),
            check_out: checkIn(i + 1),
            rooms: [{ type: 'Deluxe Room', quantity: 1 }],
            guest_info: { name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98100 12345', address: '' },
            special_requests: '',
            total_amount: total,
          },
        });
        answered++;
        if (res.status < 300) return;
        failedAnswers++;
        expect(res.status, await res.text()).toBeGreaterThanOrEqual(500);
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`booking ${key} never succeeded`);
    };

    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const i = next++;
        await book(keys[i]!, i);
        // Mid-load: a quarter of the bookings in, one instance dies without a chance to finish anything.
        if (i === 10) void instance('booking', 1).kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(instance('booking', 1).alive()).toBe(false);
    // The gateway answers reads while one instance is dead.
    expect((await api('/api/bookings/my-bookings', { token: guestToken })).status).toBe(200);

    const { rows } = await sql.query<{ idempotency_key: string; id: string }>(
      'SELECT idempotency_key, id::text FROM booking.bookings WHERE idempotency_key = ANY($1)',
      [keys],
    );
    expect(rows.map((r) => r.idempotency_key).sort()).toEqual([...keys].sort());
    const ids = rows.map((r) => r.id);
    // One booking.created per booking, and every one published despite the kill.
    await vi.waitFor(async () => {
      const outbox = await sql.query<{ key: string; n: number; published: number }>(
        `SELECT key, count(*)::int AS n, count(published_at)::int AS published FROM booking.outbox
          WHERE envelope->>'type' = 'booking.created' AND key = ANY($1) GROUP BY key`,
        [ids],
      );
      expect(outbox.rows).toHaveLength(ids.length);
      expect(outbox.rows.every((r) => r.n === 1 && r.published === 1)).toBe(true);
    }, WAIT);
    // notify, in another consumer group, has every booking (its copy for payment e-mails).
    await vi.waitFor(async () => {
      const copy = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM notify.payment_mail_bookings WHERE id = ANY($1)', [ids]);
      expect(copy.rows[0]!.n).toBe(ids.length);
    }, WAIT);
    figures.push({ fault: 'kill -9 booking-1 during 40 bookings', figure: `40/40 booked once, ${failedAnswers} of ${answered} answers 5xx (retried)` });

    await instance('booking', 1).restart();
  }, 120_000);

  it('when a notify instance is killed -9 while contact messages flow, then the other takes its partitions and every e-mail arrives', async () => {
    const run = randomUUID().slice(0, 8);
    const addresses = Array.from({ length: 40 }, (_, i) => `fault-${run}-${i}@example.com`);
    let accepted = 0;
    let killedAt = -1;
    for (const [i, address] of addresses.entries()) {
      let res = await sendContact(address);
      // Only a request that never reached an instance is repeated: its message was not stored.
      for (let attempt = 0; res.status >= 500 && attempt < 20; attempt++) res = await sendContact(address);
      expect(res.status).toBe(201);
      accepted++;
      if (i === 10) {
        killedAt = i;
        await instance('notify', 1).kill('SIGKILL');
      }
    }
    expect(killedAt).toBe(10);
    const all = await vi.waitFor(async () => {
      const caught = await mails();
      for (const address of addresses) expect(mailsTo(caught, address), address).toBeGreaterThanOrEqual(1);
      return caught;
    }, WAIT);
    const duplicates = addresses.reduce((n, a) => n + mailsTo(all, a) - 1, 0);
    figures.push({ fault: 'kill -9 notify-1 during 40 contact messages', figure: `${accepted}/40 accepted, 40/40 e-mails, ${duplicates} duplicates` });
    // A duplicate can only come from a kill between the SMTP hand-off and its record: one kill, at most one.
    expect(duplicates).toBeLessThanOrEqual(1);
  }, 120_000);

  it('when the broker is frozen, then requests still succeed and the outbox holds their events, which go out once it is back', async () => {
    const pid = servers.kafkaPid;
    expect(pid).toBeDefined();
    const run = randomUUID().slice(0, 8);
    const addresses = Array.from({ length: 15 }, (_, i) => `frozen-${run}-${i}@example.com`);
    process.kill(pid!, 'SIGSTOP');
    let backlogSeen = 0;
    try {
      for (const address of addresses) expect((await sendContact(address)).status).toBe(201);
      // Nothing can be published while the broker is frozen: the events wait in notify's outbox.
      await vi.waitFor(async () => {
        const { rows } = await sql.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM notify.outbox WHERE published_at IS NULL AND envelope->'data'->>'email' = ANY($1)",
          [addresses],
        );
        backlogSeen = rows[0]!.n;
        expect(backlogSeen).toBe(addresses.length);
      }, WAIT);
      // Reads that need no broker keep working.
      expect((await api('/api/hotels')).status).toBe(200);
    } finally {
      process.kill(pid!, 'SIGCONT');
    }
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM notify.outbox WHERE published_at IS NULL AND envelope->'data'->>'email' = ANY($1)",
          [addresses],
        );
        expect(rows[0]!.n).toBe(0);
        const caught = await mails();
        for (const address of addresses) expect(mailsTo(caught, address), address).toBe(1);
      },
      { ...WAIT, timeout: 90_000 },
    );
    figures.push({ fault: 'broker frozen (SIGSTOP) during 15 contact messages', figure: `outbox held ${backlogSeen}, then 15/15 e-mails once` });
  }, 150_000);

  it('when 200 requests race across both booking instances for the last 5 rooms, then exactly 5 bookings are made', async () => {
    const checkIn = addDays(indiaToday(), 120);
    const checkOut = addDays(indiaToday(), 121);
    const availability = async () => {
      const res = await api(`/api/bookings/availability?hotel_id=2&check_in=${checkIn}&check_out=${checkOut}`);
      expect(res.status).toBe(200);
      return availabilitySchema.parse(await res.json());
    };
    const first = await vi.waitFor(availability, WAIT);
    const room = [...first.rooms].sort((a, b) => a.free - b.free)[0]!;
    const total = priceStay([{ type: room.type, quantity: 1, pricePaise: rupeesToPaise(room.price) }], 1).totalPaise / 100;
    const book = (key: string) =>
      api('/api/bookings/create', {
        method: 'POST',
        token: guestToken,
        headers: { 'idempotency-key': key },
        json: {
          hotel_id: '2',
          check_in: checkIn,
          check_out: checkOut,
          rooms: [{ type: room.type, quantity: 1 }],
          guest_info: { name: 'Asha Verma', email: 'asha.verma@example.com', phone: '+91 98100 12345', address: '' },
          special_requests: '',
          total_amount: total,
        },
      });
    const run = randomUUID().slice(0, 8);
    for (let i = 0; i < room.free - 5; i++) expect((await book(`fill-${run}-${i}`)).status).toBe(201);
    expect((await availability()).rooms.find((r) => r.type === room.type)!.free).toBe(5);

    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => book(`race-${run}-${i}`).then((r) => r.status)));
    const made = statuses.filter((s) => s === 201).length;
    figures.push({ fault: '200 concurrent bookings for the last 5 rooms, 2 instances', figure: `${made} made, ${statuses.filter((s) => s === 409).length} refused (409)` });
    expect(made).toBe(5);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect((await availability()).rooms.find((r) => r.type === room.type)!.free).toBe(0);
    const { rows } = await sql.query<{ n: number }>("SELECT count(*)::int AS n FROM booking.bookings WHERE idempotency_key LIKE $1", [`race-${run}-%`]);
    expect(rows[0]!.n).toBe(5);
  }, 120_000);

  it('when a booking instance is stopped with SIGTERM under steady reads through the gateway, then no request fails', async () => {
    let stop = false;
    let ok = 0;
    const failures: string[] = [];
    const reader = async () => {
      while (!stop) {
        try {
          const res = await api(`/api/bookings/availability?hotel_id=1&check_in=${addDays(indiaToday(), 9)}&check_out=${addDays(indiaToday(), 10)}`);
          await res.arrayBuffer();
          if (res.status === 200) ok++;
          else failures.push(String(res.status));
        } catch (err) {
          failures.push((err as Error).message);
        }
      }
    };
    const readers = Array.from({ length: 4 }, reader);
    await vi.waitFor(() => expect(ok).toBeGreaterThan(20), WAIT);
    await instance('booking', 2).kill('SIGTERM');
    const atStop = ok;
    await vi.waitFor(() => expect(ok).toBeGreaterThan(atStop + 50), WAIT);
    stop = true;
    await Promise.all(readers);
    figures.push({ fault: 'SIGTERM to booking-2 under steady reads', figure: `${ok} answered, ${failures.length} failed` });
    expect(failures).toEqual([]);
    await instance('booking', 2).restart();
  }, 120_000);
});
