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
const schema = 'relay_batch';

/** A transport that takes a batch in one request (as Kafka's produce does): the relay sends whole batches through it. */
describe('outbox relay over a transport that sends batches', () => {
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
    pool = createPool(db.url, { schema });
    await migrate(pool, schema);
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
      schema,
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
