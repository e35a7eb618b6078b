import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@suvarna/contracts';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  createEventBus,
  createLogger,
  createMemoryTransport,
  createMetrics,
  createPool,
  migrate,
  withTransaction,
  type EventBus,
  type Pool,
  type Transport,
  type TransportMessage,
} from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const WAIT = { timeout: 10_000, interval: 20 };
const schema = 'relay';

describe('outbox relay', () => {
  let db: TestDatabase;
  let pool: Pool;
  let inner: Transport;
  let failNextSends = 0;
  let hangNextSends = 0;
  /** The broker's identity: another one is a cluster that lost the log (a restarted mock, a rebuilt cluster). */
  let clusterName = 'cluster-one';
  let bus: EventBus;
  let flakyTransport: Transport;
  const metrics = createMetrics('bus-relay-test');
  const received: EventEnvelope[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    pool = createPool(db.url, { schema });
    await migrate(pool, schema);
    inner = createMemoryTransport();
    // A broker that is down for the next few sends.
    const flaky: Transport = {
      ...inner,
      async send(message) {
        if (failNextSends > 0) {
          failNextSends--;
          throw new Error('broker unavailable');
        }
        // A frozen broker: the send neither succeeds nor fails.
        if (hangNextSends > 0) {
          hangNextSends--;
          return new Promise<void>(() => undefined);
        }
        await inner.send(message);
      },
      clusterId: async () => clusterName,
    };
    bus = createEventBus({
      schema,
      pool,
      transport: flaky,
      logger: createLogger('bus-relay-test', 'silent'),
      metrics,
      // So long that only NOTIFY (or a retry coming due) can explain a prompt delivery.
      relay: { pollIntervalMs: 60_000, baseBackoffMs: 50, maxBackoffMs: 200, sendTimeoutMs: 300 },
    });
    await bus.subscribe({ group: 'g', handlers: { 'relay.happened': async (event) => void received.push(event) } });
    bus.startRelay();
    flakyTransport = flaky;
  });

  afterAll(async () => {
    await bus?.stop();
    await inner?.close();
    await pool?.end();
    await db?.drop();
  });

  const publish = (key: string, seq: number) =>
    withTransaction(pool, (client) => bus.publish(client, { type: 'relay.happened', key, data: { seq } }));

  it('when an event commits, then NOTIFY wakes the relay long before its poll', async () => {
    const event = await publish('notify', 1);
    await vi.waitFor(() => expect(received.map((e) => e.id)).toContain(event.id), { timeout: 5_000, interval: 20 });
    await vi.waitFor(async () => expect(await bus.backlog()).toBe(0), WAIT);
  });

  it('when a send fails, then the row is retried with backoff and the key keeps its order', async () => {
    received.length = 0;
    failNextSends = 2;
    await withTransaction(pool, async (client) => {
      for (let seq = 1; seq <= 3; seq++) await bus.publish(client, { type: 'relay.happened', key: 'flaky', data: { seq } });
    });

    await vi.waitFor(() => expect(received.map((e) => e.data.seq)).toEqual([1, 2, 3]), WAIT);
    const { rows } = await pool.query<{ attempts: number; last_error: string }>(
      `SELECT attempts, last_error FROM outbox WHERE key = 'flaky' ORDER BY id LIMIT 1`,
    );
    expect(rows[0]).toEqual({ attempts: 2, last_error: 'broker unavailable' });
    expect(await bus.backlog()).toBe(0);
  });

  it('when an invalid event is published, then publish throws and nothing is written', async () => {
    await expect(
      withTransaction(pool, (client) => bus.publish(client, { type: 'Not A Type', key: 'k', data: {} })),
    ).rejects.toThrow('invalid Not A Type event');
    await expect(
      withTransaction(pool, (client) => bus.publish(client, { type: 'user.registered', key: 'k', data: { userId: 'u' } })),
    ).rejects.toThrow('invalid user.registered v1 payload');
    const { rowCount } = await pool.query(`SELECT 1 FROM outbox WHERE key = 'k'`);
    expect(rowCount).toBe(0);
  });

  it('when an event arrives in a version this consumer does not know, then it is dead-lettered, never handled', async () => {
    const handled: EventEnvelope[] = [];
    const deadLetters: string[] = [];
    await inner.subscribe({ group: 'dlq', topics: ['user.dead-letter'], handle: async (m) => void deadLetters.push(m.value) });
    await bus.subscribe({ group: 'users', handlers: { 'user.registered': async (event) => void handled.push(event) } });
    const envelope = {
      id: randomUUID(),
      type: 'user.registered',
      version: 9,
      occurredAt: new Date().toISOString(),
      key: 'u-9',
      correlationId: 'c-9',
      data: { userId: 'u-9', email: 'nine@example.com', fullName: 'Nine' },
    };
    await inner.send({ topic: 'user', key: 'u-9', value: JSON.stringify(envelope) });

    await vi.waitFor(() => expect(deadLetters).toHaveLength(1), WAIT);
    expect(JSON.parse(deadLetters[0]!)).toMatchObject({ group: 'users', error: { message: expect.stringContaining('unknown version 9') } });
    expect(handled).toEqual([]);
    // Parked too, so that the user's later events wait for an operator instead of applying without it.
    await vi.waitFor(async () => {
      const { rows } = await pool.query(`SELECT reason, status, event_id FROM dead_letters WHERE consumer_group = 'users' AND key = 'u-9'`);
      expect(rows).toEqual([{ reason: 'invalid', status: 'parked', event_id: envelope.id }]);
    }, WAIT);
  });

  it('when the LISTEN connection drops, then the relay reconnects and NOTIFY wakes it again', async () => {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN "outbox_relay"'`,
    );
    expect(rows[0]!.n).toBe(1);
    // Let the relay notice and listen again (it retries after a second).
    await vi.waitFor(async () => {
      const r = await pool.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN "outbox_relay"' AND state = 'idle'`);
      expect(r.rowCount).toBe(1);
    }, WAIT);
    const event = await publish('after-drop', 1);
    await vi.waitFor(() => expect(received.map((e) => e.id)).toContain(event.id), { timeout: 5_000, interval: 20 });
  });

  it('when a send hangs on a frozen broker, then it fails after the send timeout, is retried, and the key keeps its order', async () => {
    received.length = 0;
    hangNextSends = 1;
    await withTransaction(pool, async (client) => {
      for (let seq = 1; seq <= 3; seq++) await bus.publish(client, { type: 'relay.happened', key: 'frozen', data: { seq } });
    });
    await vi.waitFor(() => expect(received.filter((e) => e.key === 'frozen').map((e) => e.data.seq)).toEqual([1, 2, 3]), WAIT);
    const { rows } = await pool.query<{ attempts: number; last_error: string }>(`SELECT attempts, last_error FROM outbox WHERE key = 'frozen' ORDER BY id LIMIT 1`);
    expect(rows[0]).toEqual({ attempts: 1, last_error: 'outbox send timed out after 300 ms' });
  });

  it('when two instances relay the same outbox, then every event is sent once and each key in order', async () => {
    const sent: { key: string; seq: number; id: string }[] = [];
    await inner.subscribe({
      group: 'raw-reader',
      topics: ['relay'],
      handle: async (m) => {
        const e = JSON.parse(m.value) as EventEnvelope;
        if (e.key.startsWith('pair-')) sent.push({ key: e.key, seq: e.data.seq as number, id: e.id });
      },
    });
    const second = createEventBus({
      schema,
      pool,
      transport: flakyTransport,
      logger: createLogger('bus-relay-test-2', 'silent'),
      metrics: createMetrics('bus-relay-test-2'),
      relay: { pollIntervalMs: 50, batchSize: 7, baseBackoffMs: 50, maxBackoffMs: 200 },
    });
    second.startRelay();
    try {
      // Committed one by one, so that both relays wake again and again while rows keep coming.
      for (let seq = 1; seq <= 20; seq++) {
        for (const key of ['pair-a', 'pair-b', 'pair-c']) await publish(key, seq);
      }
      await vi.waitFor(() => expect(sent).toHaveLength(60), WAIT);
      expect(new Set(sent.map((e) => e.id)).size).toBe(60);
      for (const key of ['pair-a', 'pair-b', 'pair-c']) {
        expect(sent.filter((e) => e.key === key).map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      }
    } finally {
      await second.stop();
    }
  });

  it('when the broker comes back as a new cluster (its log lost), then the relay sends again what it had sent, in order', async () => {
    const raw: string[] = [];
    await inner.subscribe({
      group: 'raw-cluster-reader',
      topics: ['relay'],
      handle: async (m) => {
        const e = JSON.parse(m.value) as EventEnvelope;
        if (e.key === 'lost') raw.push(e.id);
      },
    });
    const first = await publish('lost', 1);
    const second = await publish('lost', 2);
    await vi.waitFor(() => expect(raw).toEqual([first.id, second.id]), WAIT);
    await vi.waitFor(async () => {
      const { rows } = await pool.query<{ published_cluster: string }>(`SELECT published_cluster FROM outbox WHERE key = 'lost'`);
      expect(rows.map((r) => r.published_cluster)).toEqual(['cluster-one', 'cluster-one']);
    }, WAIT);

    clusterName = 'cluster-two';
    // A failed send makes the relay ask the broker who it is at once (otherwise it asks every 5 s).
    failNextSends = 1;
    const third = await publish('lost', 3);

    await vi.waitFor(() => expect(raw.slice(2)).toEqual([first.id, second.id, third.id]), WAIT);
    // The relay marks a batch's rows once it has sent them all: a consumer may read the last one first.
    await vi.waitFor(async () => {
      const { rows } = await pool.query<{ published_cluster: string }>(`SELECT published_cluster FROM outbox WHERE key = 'lost' ORDER BY id`);
      expect(rows.map((r) => r.published_cluster)).toEqual(['cluster-two', 'cluster-two', 'cluster-two']);
    }, WAIT);
  });
});

/** A transport that takes a batch in one request (as Kafka's produce does): the relay sends whole batches through it. */
describe('outbox relay over a transport that sends batches', () => {
  const batchSchema = 'relay_batch';
  let db: TestDatabase;
  let pool: Pool;
  let inner: Transport;
  let bus: EventBus;
  let failNextBatches = 0;
  const requests: number[] = [];
  let singleSends = 0;
  const received: EventEnvelope[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    pool = createPool(db.url, { schema: batchSchema });
    await migrate(pool, batchSchema);
    inner = createMemoryTransport();
    const batching: Transport = {
      ...inner,
      async send(message) {
        singleSends++;
        await inner.send(message);
      },
      async sendBatch(messages: readonly TransportMessage[]) {
        if (failNextBatches > 0) {
          failNextBatches--;
          throw new Error('broker unavailable');
        }
        requests.push(messages.length);
        for (const m of messages) await inner.send(m);
      },
    };
    bus = createEventBus({
      schema: batchSchema,
      pool,
      transport: batching,
      logger: createLogger('bus-relay-batch-test', 'silent'),
      metrics: createMetrics('bus-relay-batch-test'),
      relay: { pollIntervalMs: 60_000, baseBackoffMs: 50, maxBackoffMs: 200, sendTimeoutMs: 1_000 },
    });
    await bus.subscribe({ group: 'g', handlers: { 'relay.batched': async (event) => void received.push(event) } });
    bus.startRelay();
  });

  afterAll(async () => {
    await bus?.stop();
    await inner?.close();
    await pool?.end();
    await db?.drop();
  });

  /** `count` events of three keys committed together, so that the relay finds them in one claim. */
  const publishTogether = (round: string, count: number) =>
    withTransaction(pool, async (client) => {
      for (let seq = 0; seq < count; seq++) await bus.publish(client, { type: 'relay.batched', key: `${round}-${seq % 3}`, data: { round, seq } });
    });

  const seqsOf = (round: string, key: string) => received.filter((e) => e.key === key && e.data.round === round).map((e) => e.data.seq);

  it('when events commit together, then they go to the broker in one request, each once and in order per key', async () => {
    requests.length = 0;
    singleSends = 0;
    await publishTogether('one', 30);
    await vi.waitFor(() => expect(received.filter((e) => e.data.round === 'one')).toHaveLength(30), WAIT);
    expect(requests).toEqual([30]);
    expect(singleSends).toBe(0);
    expect(seqsOf('one', 'one-0')).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27]);
    expect(await bus.backlog()).toBe(0);
  });

  it('when the request fails, then every event of the batch comes back after its backoff and is sent once, in order', async () => {
    requests.length = 0;
    failNextBatches = 1;
    await publishTogether('two', 12);
    await vi.waitFor(() => expect(received.filter((e) => e.data.round === 'two')).toHaveLength(12), WAIT);
    expect(requests).toEqual([12]);
    for (const k of [0, 1, 2]) expect(seqsOf('two', `two-${k}`)).toEqual([k, k + 3, k + 6, k + 9]);
    const { rows } = await pool.query<{ attempts: number; last_error: string }>(`SELECT attempts, last_error FROM outbox WHERE key LIKE 'two-%'`);
    expect(rows).toHaveLength(12);
    for (const r of rows) expect(r).toMatchObject({ attempts: 1, last_error: 'broker unavailable' });
  });
});
