import { randomBytes } from 'node:crypto';
import { kcatAvailable, startKafkaMockCluster } from '@suvarna/infra/kafka';
import type { EventEnvelope } from '@suvarna/contracts';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  createEventBus,
  createKafkaTransport,
  createLogger,
  createMemoryTransport,
  createMetrics,
  createPool,
  migrate,
  withTransaction,
  type DeadLetter,
  type EventBus,
  type EventBusOptions,
  type Pool,
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
      consumer: { maxAttempts: 3, backoffMs: 10 },
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

  it.skipIf(factory.skip)(
    'when a handler keeps failing, then the event lands in the dead-letter topic and the next event is still handled',
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
      const next = await publishCommitted(type, 'k1', { seq: 2 });
      // Not even an envelope: dead-lettered at once, without retries.
      await transport.send({ topic, key: 'k1', value: 'not json' });

      await vi.waitFor(async () => {
        expect((await effectsOf(group)).map((r) => r.event_id)).toEqual([next.id]);
        expect(deadLetters).toHaveLength(2);
      }, WAIT);
      expect(runs).toBe(3);
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
