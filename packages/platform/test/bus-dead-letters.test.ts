import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@suvarna/contracts';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  createEventBus,
  createLogger,
  createMemoryTransport,
  createMetrics,
  createPool,
  deadLetterStore,
  migrate,
  withTransaction,
  type EventBus,
  type Pool,
  type Transport,
} from '../src';
import { runDeadLettersCli } from '../src/cli/dead-letters';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const WAIT = { timeout: 10_000, interval: 20 };
const schema = 'shop';

describe('dead letters and the operators command line', () => {
  let db: TestDatabase;
  let pool: Pool;
  let transport: Transport;
  let bus: EventBus;
  let broken = true;
  const applied: { key: string; seq: unknown }[] = [];
  const metrics = createMetrics('dead-letters-test');
  const parkedGauge = async () => (await metrics.deadLettersParked.get()).values.find((v) => v.labels.group === 'shop-users')?.value;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    pool = createPool(db.url, { schema });
    await migrate(pool, schema);
    transport = createMemoryTransport({ redeliveryDelayMs: 10 });
    bus = createEventBus({
      schema,
      pool,
      transport,
      logger: createLogger('dead-letters-test', 'silent'),
      metrics,
      relay: { pollIntervalMs: 200 },
      consumer: { maxAttempts: 2, backoffMs: 5, requestPollMs: 50 },
    });
    await bus.subscribe({
      group: 'shop-users',
      handlers: {
        'user.registered': async (event) => {
          if (broken && event.data.fullName === 'Broken') throw new Error('mail server refused');
          applied.push({ key: event.key, seq: event.data.fullName });
        },
      },
    });
    bus.startRelay();
  });

  afterAll(async () => {
    await bus?.stop();
    await transport?.close();
    await pool?.end();
    await db?.drop();
  });

  async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runDeadLettersCli(argv, { DATABASE_URL: db.url }, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const registered = (key: string, fullName: string, version = 1): EventEnvelope => ({
    id: randomUUID(),
    type: 'user.registered',
    version,
    occurredAt: new Date().toISOString(),
    key,
    correlationId: randomUUID(),
    data: { userId: key, email: `${key}@example.com`, fullName },
  });

  const deliver = (event: EventEnvelope) => transport.send({ topic: 'user', key: event.key, value: JSON.stringify(event) });

  async function parked(key: string) {
    return (await deadLetterStore(schema).list(pool, { key })).map((l) => ({ id: l.id, reason: l.reason, eventId: l.eventId }));
  }

  it('when an event comes in an unknown version, then its key is parked, and skipping it applies the next event of the key', async () => {
    const future = registered('u-1', 'Future', 7);
    const next = registered('u-1', 'Next');
    await deliver(future);
    await deliver(next);
    await vi.waitFor(async () => expect((await parked('u-1')).map((l) => l.reason)).toEqual(['invalid', 'held']), WAIT);
    expect(applied.filter((a) => a.key === 'u-1')).toEqual([]);
    const [first, second] = await parked('u-1');
    // Operators see what waits for them.
    await vi.waitFor(async () => expect(await parkedGauge()).toBe(2), WAIT);

    const listed = await cli('list', '--service', schema);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^ID\s+GROUP\s+KEY\s+EVENT\s+REASON\s+TRIES\s+STATUS\s+AGE\s+ERROR$/m);
    expect(listed.out).toContain(`shop:${first!.id}`);
    expect(listed.out).toMatch(new RegExp(`shop:${first!.id}\\s+shop-users\\s+u-1\\s+user.registered\\s+invalid\\s+0\\s+parked .*unknown version 7`));
    expect(listed.out).toMatch(new RegExp(`shop:${second!.id}\\s+shop-users\\s+u-1\\s+user.registered\\s+held\\s+0\\s+parked .*held behind dead letter ${first!.id}`));

    const refused = await cli('skip', `shop:${second!.id}`);
    expect(refused).toMatchObject({ code: 1, err: expect.stringContaining(`waits behind ${first!.id}`) });

    const skipped = await cli('skip', `${first!.id}`, '--service', schema);
    expect(skipped.err).toBe('');
    expect(skipped.code).toBe(0);
    expect(skipped.out).toContain('Done: skip of shop:');
    expect(applied.filter((a) => a.key === 'u-1')).toEqual([{ key: 'u-1', seq: 'Next' }]);
    expect(await parked('u-1')).toEqual([]);
    await vi.waitFor(async () => expect(await parkedGauge()).toBe(0), WAIT);

    // The key flows again.
    await deliver(registered('u-1', 'Later'));
    await vi.waitFor(() => expect(applied.filter((a) => a.key === 'u-1').map((a) => a.seq)).toEqual(['Next', 'Later']), WAIT);
  });

  it('when an operator replays a key after fixing the cause, then the real handler applies its events in order', async () => {
    await deliver(registered('u-2', 'Broken'));
    await deliver(registered('u-2', 'Second'));
    await vi.waitFor(async () => expect((await parked('u-2')).map((l) => l.reason)).toEqual(['failed', 'held']), WAIT);

    const stillBroken = await cli('replay', '--key', 'u-2');
    expect(stillBroken.code).toBe(1);
    expect(stillBroken.err).toContain('failed again (mail server refused)');
    expect(applied.filter((a) => a.key === 'u-2')).toEqual([]);

    broken = false;
    const replayed = await cli('replay', '--key', 'u-2');
    expect(replayed).toMatchObject({ code: 0, err: '' });
    expect(replayed.out).toMatch(/replayed[\s\S]*replayed/);
    expect(applied.filter((a) => a.key === 'u-2').map((a) => a.seq)).toEqual(['Broken', 'Second']);
    expect((await cli('list', '--service', schema)).out).toBe('No dead letters.');
    expect((await cli('list', '--all', '--key', 'u-2')).out).toMatch(/replayed/);
  });

  it('when no instance of the service runs, then a request stays filed and the command says so', async () => {
    const idle = 'idle_service';
    await migrate(pool, idle);
    await withTransaction(pool, (client) =>
      deadLetterStore(idle).park(client, { group: 'nobody', topic: 'user', key: 'u-3', value: '{}', reason: 'invalid', error: 'bad', attempts: 0 }),
    );
    const [letter] = await deadLetterStore(idle).list(pool);

    const result = await cli('replay', `${idle}:${letter!.id}`, '--wait', '0.2');
    expect(result.code).toBe(1);
    expect(result.err).toContain(`no running ${idle} instance carried it out`);
    expect((await deadLetterStore(idle).get(pool, letter!.id))?.requested).toBe('replay');
  });

  it('when the command is used wrongly, then it explains and exits non-zero', async () => {
    expect(await cli('replay')).toMatchObject({ code: 2, err: expect.stringContaining('needs a dead-letter id or --key') });
    expect(await cli('replay', 'booking-12')).toMatchObject({ code: 1, err: expect.stringContaining('is not a dead-letter id') });
    expect(await cli('skip', 'shop:999999')).toMatchObject({ code: 1, err: 'no dead letter shop:999999' });
    expect(await cli('list', '--service', 'nowhere')).toMatchObject({ code: 1, err: expect.stringContaining('no service schema "nowhere"') });
    expect(await cli('purge')).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "purge"') });
  });
});
