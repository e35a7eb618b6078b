import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@suvarna/contracts';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createEventBus, createLogger, createMemoryTransport, createMetrics, createPool, deadLetterStore, migrate, type EventBus, type Pool, type Transport } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const WAIT = { timeout: 10_000, interval: 20 };
const schema = 'readonce';

describe('one message read by several consumer groups of a process', () => {
  let db: TestDatabase;
  let pool: Pool;
  let transport: Transport;
  let bus: EventBus;
  const seen: { group: string; event: EventEnvelope }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    pool = createPool(db.url, { schema });
    await migrate(pool, schema);
    transport = createMemoryTransport({ redeliveryDelayMs: 10 });
    bus = createEventBus({
      schema,
      pool,
      transport,
      logger: createLogger('read-once-test', 'silent'),
      metrics: createMetrics('read-once-test'),
      relay: { pollIntervalMs: 200 },
      consumer: { maxAttempts: 2, backoffMs: 5, requestPollMs: 50 },
    });
    for (const group of ['mail', 'copies', 'ledger']) {
      await bus.subscribe({
        group,
        handlers: {
          'user.registered': async (event) => {
            seen.push({ group, event });
          },
        },
      });
    }
    // A group that handles other types of the topic only: it skips the event, whatever its payload.
    await bus.subscribe({ group: 'others', handlers: { 'user.email-verified': async () => undefined } });
  });

  afterAll(async () => {
    await bus?.stop();
    await transport?.close();
    await pool?.end();
    await db?.drop();
  });

  const registered = (key: string, version = 1): EventEnvelope => ({
    id: randomUUID(),
    type: 'user.registered',
    version,
    occurredAt: new Date().toISOString(),
    key,
    correlationId: randomUUID(),
    data: { userId: key, email: `${key}@example.com`, fullName: 'Asha Menon' },
  });
  const deliver = (value: string, key: string) => transport.send({ topic: 'user', key, value });
  const parkedGroups = async (key: string) => (await deadLetterStore(schema).list(pool, { key })).map((l) => `${l.group}:${l.reason}`).sort();

  it('when a valid event comes, then every group handling its type gets it as sent', async () => {
    const event = registered('k-1');
    await deliver(JSON.stringify(event), event.key);
    await vi.waitFor(() => expect(seen.filter((s) => s.event.key === 'k-1').map((s) => s.group).sort()).toEqual(['copies', 'ledger', 'mail']), WAIT);
    for (const { event: got } of seen.filter((s) => s.event.key === 'k-1')) expect(got).toEqual(event);
  });

  it('when an event comes with a payload its version does not know, then each group handling its type parks it, and the others skip it', async () => {
    const event = registered('k-2', 9);
    await deliver(JSON.stringify(event), event.key);
    await vi.waitFor(async () => expect(await parkedGroups('k-2')).toEqual(['copies:invalid', 'ledger:invalid', 'mail:invalid']), WAIT);
    expect(seen.filter((s) => s.event.key === 'k-2')).toEqual([]);
  });

  it('when a message is not an envelope at all, then every group parks it', async () => {
    await deliver('{"not": "an envelope"', 'k-3');
    await vi.waitFor(async () => expect(await parkedGroups('k-3')).toEqual(['copies:invalid', 'ledger:invalid', 'mail:invalid', 'others:invalid']), WAIT);
  });
});
