import { randomBytes } from 'node:crypto';
import { kcatAvailable, startKafkaMockCluster } from '@suvarna/infra/kafka';
import type { EventEnvelope } from '@suvarna/contracts';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  atBusinessTime,
  businessNow,
  createEventBus,
  createKafkaTransport,
  createLogger,
  createMemoryTransport,
  createMetrics,
  createPool,
  createTracing,
  currentTraceIds,
  deadLetterStore,
  inSpan,
  migrate,
  withTransaction,
  type DeadLetter,
  type EventBus,
  type EventBusOptions,
  type Pool,
  type StoredDeadLetter,
  type Transport,
  type TransportMessage,
} from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const kafkaRequired = Boolean(process.env.CI || process.env.REQUIRE_KAFKA);
const hasKcat = kcatAvailable();
if (!hasKcat && !kafkaRequired) {
  console.warn(
    'Skipping the Kafka event-bus contract suite: `kcat` (librdkafka mock cluster) is not installed. ' +
      'Install it (apt-get install kcat) or set REQUIRE_KAFKA=1 to make its absence a failure.',
  );
}

/** Kafka group joins take seconds on the mock; memory delivery takes milliseconds. */
const WAIT = { timeout: 30_000, interval: 50 };
const TEST_TIMEOUT = 45_000;
const logger = createLogger('bus-test', 'silent');

/** Letters only: event types allow no digits, and each test gets topics of its own. */
function uniqueName(prefix: string): string {
  const letters = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `${prefix}-${letters}`;
}

interface TransportFactory {
  name: string;
  skip: boolean;
  start(): Promise<{ transport: Transport; stop(): Promise<void> }>;
}

const factories: TransportFactory[] = [
  {
    name: 'memory',
    skip: false,
    async start() {
      const transport = createMemoryTransport();
      return { transport, stop: () => transport.close() };
    },
  },
  {
    name: 'kafka',
    skip: !hasKcat && !kafkaRequired,
    async start() {
      if (!hasKcat) throw new Error('kcat is required for the Kafka suite (CI or REQUIRE_KAFKA is set) but is not installed');
      const cluster = await startKafkaMockCluster();
      const transport = createKafkaTransport({ brokers: cluster.brokers, clientId: 'bus-test', logger, maxWaitTimeInMs: 100 });
      return {
        transport,
        async stop() {
          await transport.close();
          await cluster.stop();
        },
      };
    },
  },
];

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
});
afterAll(async () => {
  await db?.drop();
});

describe.each(factories)('event bus over the $name transport', (factory) => {
  const schema = `bus_${factory.name}`;
  let pool: Pool;
  let transport: Transport;
  let stopTransport: () => Promise<void>;
  const buses: EventBus[] = [];

  function makeBus(options: Partial<EventBusOptions> = {}): EventBus {
    const bus = createEventBus({
      schema,
      pool,
      transport,
      logger,
      metrics: createMetrics(`bus-test-${factory.name}`),
      relay: { pollIntervalMs: 200 },
      consumer: { maxAttempts: 3, backoffMs: 10, requestPollMs: 50 },
      ...options,
    });
    buses.push(bus);
    return bus;
  }

  let bus: EventBus;

  beforeAll(async () => {
    if (factory.skip) return;
    ({ transport, stop: stopTransport } = await factory.start());
    pool = createPool(db.url, { schema });
    await migrate(pool, schema);
    // The handlers' visible effect, written with the consumer's transaction client.
    await pool.query(`CREATE TABLE effects (n bigserial PRIMARY KEY, consumer_group text NOT NULL, event_id uuid NOT NULL, seq int)`);
    bus = makeBus();
    bus.startRelay();
  });

  afterAll(async () => {
    if (factory.skip) return;
    await Promise.all(buses.map((b) => b.stop()));
    await stopTransport?.();
    await pool?.end();
  });

  const record = (group: string) => async (event: EventEnvelope, client: { query: Pool['query'] }) => {
    await client.query('INSERT INTO effects (consumer_group, event_id, seq) VALUES ($1, $2, $3)', [group, event.id, event.data.seq ?? null]);
  };

  async function effectsOf(group: string): Promise<{ event_id: string; seq: number | null }[]> {
    const { rows } = await pool.query<{ event_id: string; seq: number | null }>(
      'SELECT event_id, seq FROM effects WHERE consumer_group = $1 ORDER BY n',
      [group],
    );
    return rows;
  }

  function publishCommitted(type: string, key: string, data: Record<string, unknown> = {}, on: EventBus = bus) {
    return withTransaction(pool, (client) => on.publish(client, { type, key, data }));
  }

  it.skipIf(factory.skip)(
    'when an event is published as of a past moment, then it carries that moment and its consumer acts as of it, and live events do not',
    async () => {
      const type = `${uniqueName('history')}.written`;
      const group = uniqueName('g');
      const seen: { asOf?: string; occurredAt: string; now: string }[] = [];
      await bus.subscribe({ group, handlers: { [type]: async (event) => void seen.push({ asOf: event.asOf, occurredAt: event.occurredAt, now: businessNow().toISOString() }) } });
      const past = new Date('2026-03-14T09:30:00.000Z');
      const written = await atBusinessTime(past, () => publishCommitted(type, 'k1'));
      expect(written).toMatchObject({ occurredAt: past.toISOString(), asOf: past.toISOString() });
      const live = await publishCommitted(type, 'k1');
      expect(live.asOf).toBeUndefined();
      await vi.waitFor(() => expect(seen).toHaveLength(2), WAIT);
      expect(seen[0]).toEqual({ asOf: past.toISOString(), occurredAt: past.toISOString(), now: past.toISOString() });
      expect(seen[1]!.asOf).toBeUndefined();
      expect(Date.parse(seen[1]!.now)).toBeGreaterThan(past.getTime());
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    'when the publishing transaction rolls back, then the event is never published',
    async () => {
      const type = `${uniqueName('rollback')}.happened`;
      const group = uniqueName('g');
      await bus.subscribe({ group, handlers: { [type]: record(group) } });
      let rolledBack: EventEnvelope | undefined;
      await expect(
        withTransaction(pool, async (client) => {
          rolledBack = await bus.publish(client, { type, key: 'k1', data: {} });
          throw new Error('the caller fails after publishing');
        }),
      ).rejects.toThrow('the caller fails');
      const marker = await publishCommitted(type, 'k1');

      await vi.waitFor(async () => expect((await effectsOf(group)).map((r) => r.event_id)).toContain(marker.id), WAIT);
      expect((await effectsOf(group)).map((r) => r.event_id)).toEqual([marker.id]);
      const { rows } = await pool.query('SELECT 1 FROM outbox WHERE event_id = $1', [rolledBack!.id]);
      expect(rows).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    "when an event is published inside a trace, then its outbox row and message carry the trace, and its handler runs in it",
    async () => {
      const type = `${uniqueName('traced')}.happened`;
      const group = uniqueName('g');
      let seen: { trace_id: string; span_id: string } | undefined;
      await bus.subscribe({
        group,
        handlers: {
          [type]: async () => {
            seen = currentTraceIds();
          },
        },
      });
      const { tracer } = createTracing('bus-test');
      const { ids, event } = await inSpan('request', { tracer }, async () => ({ ids: currentTraceIds()!, event: await publishCommitted(type, 'k1') }));

      await vi.waitFor(() => expect(seen).toBeDefined(), WAIT);
      expect(seen!.trace_id).toBe(ids.trace_id);
      expect(seen!.span_id).not.toBe(ids.span_id);
      const { rows } = await pool.query<{ trace_context: { traceparent: string } }>('SELECT trace_context FROM outbox WHERE event_id = $1', [event.id]);
      expect(rows[0]!.trace_context.traceparent).toMatch(new RegExp(`^00-${ids.trace_id}-[0-9a-f]{16}-0[01]$`));
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    'when the same event is delivered again, then its handler has no second effect',
    async () => {
      const type = `${uniqueName('redelivered')}.happened`;
      const group = uniqueName('g');
      await bus.subscribe({ group, handlers: { [type]: record(group) } });
      const event = await publishCommitted(type, 'k1');
      await vi.waitFor(async () => expect(await effectsOf(group)).toHaveLength(1), WAIT);

      // The same message again, twice, as a broker would after a lost acknowledgement.
      const message: TransportMessage = { topic: type.split('.')[0]!, key: event.key, value: JSON.stringify(event) };
      await transport.send(message);
      await transport.send(message);
      const marker = await publishCommitted(type, 'k1');

      await vi.waitFor(async () => expect((await effectsOf(group)).map((r) => r.event_id)).toContain(marker.id), WAIT);
      expect((await effectsOf(group)).map((r) => r.event_id)).toEqual([event.id, marker.id]);
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    'when two consumer groups subscribe to a type, then each receives every event',
    async () => {
      const type = `${uniqueName('fanout')}.happened`;
      const [first, second] = [uniqueName('g'), uniqueName('g')];
      await Promise.all([
        bus.subscribe({ group: first, handlers: { [type]: record(first) } }),
        bus.subscribe({ group: second, handlers: { [type]: record(second) } }),
      ]);
      const events: EventEnvelope[] = [];
      for (let i = 0; i < 5; i++) events.push(await publishCommitted(type, `key-${i}`, { seq: i }));
      const ids = events.map((e) => e.id).sort();

      await vi.waitFor(async () => {
        expect((await effectsOf(first)).map((r) => r.event_id).sort()).toEqual(ids);
        expect((await effectsOf(second)).map((r) => r.event_id).sort()).toEqual(ids);
      }, WAIT);
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    'when twenty events share a key, then a group handles them in the order published',
    async () => {
      const type = `${uniqueName('ordered')}.happened`;
      const group = uniqueName('g');
      await bus.subscribe({ group, handlers: { [type]: record(group) } });
      for (let seq = 0; seq < 20; seq++) await publishCommitted(type, 'one-booking', { seq });

      await vi.waitFor(async () => expect(await effectsOf(group)).toHaveLength(20), WAIT);
      expect((await effectsOf(group)).map((r) => r.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    },
    TEST_TIMEOUT,
  );

  async function lettersOf(group: string): Promise<StoredDeadLetter[]> {
    return (await deadLetterStore(schema).list(pool, { all: true })).filter((l) => l.group === group);
  }

  async function fileRequest(letter: StoredDeadLetter, action: 'replay' | 'skip'): Promise<void> {
    await withTransaction(pool, (client) => deadLetterStore(schema).request(client, letter, action));
  }

  it.skipIf(factory.skip)(
    'when a handler keeps failing, then the event is dead-lettered, later events of its key wait behind it, and other keys go on',
    async () => {
      const type = `${uniqueName('poison')}.happened`;
      const topic = type.split('.')[0]!;
      const group = uniqueName('g');
      const deadLetters: DeadLetter[] = [];
      let runs = 0;
      const dlq = transport.subscribe({
        group: uniqueName('dlq'),
        topics: [`${topic}.dead-letter`],
        handle: async (m) => {
          deadLetters.push(JSON.parse(m.value) as DeadLetter);
        },
      });
      const consumer = bus.subscribe({
        group,
        handlers: {
          [type]: async (event, client) => {
            await record(group)(event, client);
            if (event.data.poison) {
              runs++;
              throw new Error('cannot handle this one');
            }
          },
        },
      });
      // Joined together: a Kafka group join takes seconds.
      const [dlqSubscription] = await Promise.all([dlq, consumer]);
      const poison = await publishCommitted(type, 'k1', { poison: true, seq: 1 });
      const held = await publishCommitted(type, 'k1', { seq: 2 });
      const otherKey = await publishCommitted(type, 'k2', { seq: 3 });
      // Not even an envelope: dead-lettered at once, without retries, and its key blocked too.
      await transport.send({ topic, key: 'k3', value: 'not json' });

      await vi.waitFor(async () => {
        expect((await effectsOf(group)).map((r) => r.event_id)).toEqual([otherKey.id]);
        expect(deadLetters).toHaveLength(2);
        expect((await lettersOf(group)).map((l) => [l.key, l.reason, l.status])).toEqual([
          ['k1', 'failed', 'parked'],
          ['k1', 'held', 'parked'],
          ['k3', 'invalid', 'parked'],
        ]);
      }, WAIT);
      expect(runs).toBe(3);
      const [failed, waiting] = await lettersOf(group);
      expect(failed).toMatchObject({ eventId: poison.id, attempts: 3, error: 'cannot handle this one' });
      expect(waiting).toMatchObject({ eventId: held.id, attempts: 0, error: `held behind dead letter ${failed!.id}` });
      // The garbage went straight to the transport, so it may arrive before the relayed poison.
      const poisoned = deadLetters.find((d) => d.value !== 'not json');
      const garbage = deadLetters.find((d) => d.value === 'not json');
      expect(poisoned).toMatchObject({ topic, key: 'k1', group, attempts: 3, error: { message: 'cannot handle this one' } });
      expect((JSON.parse(poisoned!.value) as EventEnvelope).id).toBe(poison.id);
      expect(garbage).toMatchObject({ topic, value: 'not json', attempts: 0 });
      await dlqSubscription.stop();
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    'when a handler is one statement, then each event applies once with its record, one without effect is only recorded, one handed over runs the handler, and a failing one is dead-lettered with its key held behind it',
    async () => {
      const type = `${uniqueName('statement')}.happened`;
      const group = uniqueName('g');
      const handled: number[] = [];
      await bus.subscribe({
        group,
        handlers: {
          [type]: {
            statement: (event) => {
              if (event.data.nothing) return null;
              if (event.data.poison) return { sql: 'SELECT no_such_column FROM effects', args: {} };
              return {
                sql: `INSERT INTO effects (consumer_group, event_id, seq)
                      SELECT $1::jsonb->>'group', ($1::jsonb->>'id')::uuid, ($1::jsonb->>'seq')::int RETURNING ($1::jsonb->>'handover')::boolean`,
                args: { group, id: event.id, seq: event.data.seq, handover: event.data.handover === true },
                lock: `statement-test:${event.key}`,
              };
            },
            handle: async (event, client) => {
              handled.push(Number(event.data.seq));
              await client.query('INSERT INTO effects (consumer_group, event_id, seq) VALUES ($1, $2, $3)', [group, event.id, 1000 + Number(event.data.seq)]);
            },
          },
        },
      });
      const first = await publishCommitted(type, 'k1', { seq: 1 });
      const nothing = await publishCommitted(type, 'k1', { seq: 2, nothing: true });
      await publishCommitted(type, 'k1', { seq: 3, handover: true });
      // The first again, as a broker would after a lost acknowledgement: no second effect.
      await transport.send({ topic: type.split('.')[0]!, key: first.key, value: JSON.stringify(first) });
      const poison = await publishCommitted(type, 'k1', { seq: 4, poison: true });
      const held = await publishCommitted(type, 'k1', { seq: 5 });
      await publishCommitted(type, 'k2', { seq: 6 });

      await vi.waitFor(async () => {
        expect((await effectsOf(group)).map((r) => r.seq).sort((a, b) => a! - b!)).toEqual([1, 6, 1003]);
        expect((await lettersOf(group)).map((l) => [l.eventId, l.reason])).toEqual([
          [poison.id, 'failed'],
          [held.id, 'held'],
        ]);
      }, WAIT);
      expect(handled).toEqual([3]);
      const { rows } = await pool.query('SELECT 1 FROM processed_events WHERE event_id = $1 AND consumer_group = $2', [nothing.id, group]);
      expect(rows).toHaveLength(1);
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    'when an operator replays a dead-lettered key, then its events apply in order with the real handler and the key flows again',
    async () => {
      const type = `${uniqueName('replay')}.happened`;
      const group = uniqueName('g');
      let broken = true;
      await bus.subscribe({
        group,
        handlers: {
          [type]: async (event, client) => {
            if (broken && event.data.seq === 1) throw new Error('downstream is broken');
            await record(group)(event, client);
          },
        },
      });
      await publishCommitted(type, 'booking-1', { seq: 1 });
      await publishCommitted(type, 'booking-1', { seq: 2 });
      await publishCommitted(type, 'booking-1', { seq: 3 });
      await vi.waitFor(async () => expect((await lettersOf(group)).map((l) => l.reason)).toEqual(['failed', 'held', 'held']), WAIT);
      expect(await effectsOf(group)).toEqual([]);

      // A replay while the cause remains fails again and keeps the key blocked.
      const [first] = await lettersOf(group);
      await fileRequest(first!, 'replay');
      await vi.waitFor(async () => expect((await lettersOf(group))[0]).toMatchObject({ status: 'parked', requested: null, attempts: 4 }), WAIT);
      expect(await effectsOf(group)).toEqual([]);

      broken = false;
      await fileRequest(first!, 'replay');
      await vi.waitFor(async () => expect((await lettersOf(group)).map((l) => l.status)).toEqual(['replayed', 'replayed', 'replayed']), WAIT);
      expect((await effectsOf(group)).map((r) => r.seq)).toEqual([1, 2, 3]);

      // Released: the next event of the key is handled as it arrives.
      await publishCommitted(type, 'booking-1', { seq: 4 });
      await vi.waitFor(async () => expect((await effectsOf(group)).map((r) => r.seq)).toEqual([1, 2, 3, 4]), WAIT);
      expect(await lettersOf(group)).toHaveLength(3);
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    'when an operator skips a dead letter, then it never applies and the events behind it apply in order',
    async () => {
      const type = `${uniqueName('skip')}.happened`;
      const group = uniqueName('g');
      await bus.subscribe({
        group,
        handlers: {
          [type]: async (event, client) => {
            if (event.data.poison) throw new Error('never applicable');
            await record(group)(event, client);
          },
        },
      });
      await publishCommitted(type, 'payment-1', { seq: 1, poison: true });
      await publishCommitted(type, 'payment-1', { seq: 2 });
      await publishCommitted(type, 'payment-1', { seq: 3 });
      await vi.waitFor(async () => expect(await lettersOf(group)).toHaveLength(3), WAIT);

      const [first, second] = await lettersOf(group);
      await expect(fileRequest(second!, 'skip')).rejects.toThrow(`waits behind ${first!.id}`);
      await fileRequest(first!, 'skip');
      await vi.waitFor(async () => expect((await lettersOf(group)).map((l) => l.status)).toEqual(['skipped', 'replayed', 'replayed']), WAIT);
      expect((await effectsOf(group)).map((r) => r.seq)).toEqual([2, 3]);
    },
    TEST_TIMEOUT,
  );

  it.skipIf(factory.skip)(
    'when rows are pending in the outbox as the relay starts, then they are published',
    async () => {
      const type = `${uniqueName('restart')}.happened`;
      const group = uniqueName('g');
      // A bus of another schema whose relay is not running: its process "stopped" after committing.
      const restartSchema = `${schema}_restart`;
      await migrate(pool, restartSchema);
      const options = { schema: restartSchema, consumer: { maxAttempts: 3, backoffMs: 10 } };
      const before = makeBus(options);
      const pending: EventEnvelope[] = [];
      for (let seq = 0; seq < 3; seq++) pending.push(await publishCommitted(type, 'k1', { seq }, before));
      expect(await before.backlog()).toBe(3);
      await before.stop();

      const after = makeBus(options);
      await after.subscribe({ group, handlers: { [type]: record(group) } });
      after.startRelay();

      await vi.waitFor(async () => expect((await effectsOf(group)).map((r) => r.event_id)).toEqual(pending.map((e) => e.id)), WAIT);
      await vi.waitFor(async () => expect(await after.backlog()).toBe(0), WAIT);
    },
    TEST_TIMEOUT,
  );
});
