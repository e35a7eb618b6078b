import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startService, type BaseConfig, type RunningService, type ServiceDefinition } from '@suvarna/platform';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { createBookingService, loadConfig as bookingConfig } from '@suvarna/booking-service';
import { createCareersService, loadConfig as careersConfig } from '@suvarna/careers-service';

const skeletons: [string, () => ServiceDefinition<BaseConfig>, (env: Record<string, string | undefined>) => BaseConfig][] = [
  ['booking', createBookingService as () => ServiceDefinition<BaseConfig>, bookingConfig],
  ['careers', createCareersService as () => ServiceDefinition<BaseConfig>, careersConfig],
];

describe.each(skeletons)('the %s service before its features', (name, definition, loadConfig) => {
  let db: TestDatabase;
  let service: RunningService;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    service = await startService(definition(), loadConfig({ DATABASE_URL: db.url, REDIS_URL: inject('redisUrl') || undefined, LOG_LEVEL: 'silent' }), { port: 0 });
  });
  afterAll(async () => {
    await service?.close();
    await db?.drop();
  });

  it('when it starts, then it is alive, ready and exposes metrics', async () => {
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${service.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'ok', events: 'ok' } });
    expect(await (await fetch(`${service.url}/metrics`)).text()).toContain(`service="${name}"`);
  });

  it('when it starts, then its schema holds the outbox and the consumers ledger', async () => {
    const { rows } = await service.deps.pool.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [name],
    );
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['outbox', 'processed_events', 'schema_migrations']));
  });

  it('when a path it does not serve is requested, then 404 with a detail and no fake endpoint answers', async () => {
    const res = await fetch(`${service.url}/api/${name}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found', detail: expect.any(String) });
  });
});

describe('configuration', () => {
  it('when several variables are invalid, then start-up fails listing every problem', () => {
    expect(() => bookingConfig({ DATABASE_URL: 'not a url', PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(
      /DATABASE_URL[\s\S]*PORT|PORT[\s\S]*DATABASE_URL/,
    );
    try {
      bookingConfig({ DATABASE_URL: 'not a url', PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (err) {
      expect((err as { problems: string[] }).problems).toHaveLength(3);
    }
  });
});
