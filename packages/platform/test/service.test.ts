import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  AppError,
  baseConfigSchema,
  createMemoryTransport,
  createPool,
  migrate,
  parseConfig,
  StandaloneConfigError,
  startService,
  toHttpError,
  type ServiceDefinition,
  type Transport,
} from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
});
afterAll(async () => {
  await db?.drop();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const config = () => parseConfig(baseConfigSchema, { DATABASE_URL: db.url, REDIS_URL: inject('redisUrl') || undefined, LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_MS: '5000' });

describe('migrations', () => {
  it('when run twice, then each file is applied once, in name order', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await writeFile(path.join(dir, '0002-add-column.sql'), 'ALTER TABLE things ADD COLUMN colour text;');
    await writeFile(path.join(dir, '0001-init.sql'), 'CREATE TABLE things (id int PRIMARY KEY);');
    const pool = createPool(db.url, { schema: 'mig_test' });
    try {
      expect(await migrate(pool, 'mig_test', dir)).toEqual(['0001-init.sql', '0002-add-column.sql']);
      expect(await migrate(pool, 'mig_test', dir)).toEqual([]);
      await pool.query("INSERT INTO things (id, colour) VALUES (1, 'gold')");
    } finally {
      await pool.end();
    }
  });
});

describe('errors', () => {
  it('when an AppError is thrown, then the client sees its message and code', () => {
    expect(toHttpError(AppError.conflict('Taken'))).toEqual({ status: 409, body: { detail: 'Taken', code: 'conflict' }, unexpected: false });
  });
  it('when something unexpected is thrown, then the client sees no internals', () => {
    expect(toHttpError(new Error('password=hunter2 at db.ts:12'))).toEqual({
      status: 500,
      body: { detail: 'Internal server error', code: 'internal' },
      unexpected: true,
    });
  });
});

describe('a running service', () => {
  it('when it is stopped during a request, then the request finishes and new connections are refused', async () => {
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const definition: ServiceDefinition = {
      name: 'shutdown_test',
      routes: (app) => {
        app.get('/slow', async (_req, res) => {
          await new Promise<void>((resolve) => {
            release = resolve;
            entered();
          });
          res.json({ done: true });
        });
        app.get('/boom', () => {
          throw new Error('secret internals');
        });
      },
    };
    const service = await startService(definition, config(), { port: 0 });
    const boom = await fetch(`${service.url}/boom`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ detail: 'Internal server error', code: 'internal' });
    expect((await fetch(`${service.url}/missing`)).status).toBe(404);

    const inFlight = fetch(`${service.url}/slow`);
    await inHandler;
    const closing = service.close();
    await vi.waitFor(() => expect(fetch(`${service.url}/healthz`)).rejects.toThrow());
    release();
    const res = await inFlight;
    expect(await res.json()).toEqual({ done: true });
    await closing;
  });

  it('when the request id is given, then it is echoed back; when not, one is made', async () => {
    const service = await startService({ name: 'ids_test' }, config(), { port: 0 });
    try {
      const given = await fetch(`${service.url}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
      expect(given.headers.get('x-request-id')).toBe('abc-123');
      const made = await fetch(`${service.url}/healthz`, { headers: { 'x-request-id': '<script>' } });
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(made.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await service.close();
    }
  });
  it('when a path takes its body raw, then its route gets the exact bytes whatever the type, and other routes still parse JSON', async () => {
    const definition: ServiceDefinition = {
      name: 'raw_body_test',
      rawBodyPaths: ['/hook'],
      routes: (app) => {
        app.post('/hook', (req, res) => {
          res.json({ isBuffer: Buffer.isBuffer(req.body), text: Buffer.isBuffer(req.body) ? req.body.toString('utf8') : null });
        });
        app.post('/json', (req, res) => {
          res.json({ body: req.body as unknown });
        });
      },
    };
    const service = await startService(definition, config(), { port: 0 });
    try {
      const bytes = '{\n  "id": "evt_1",   "amount": 1.50\n}';
      for (const type of ['application/json; charset=utf-8', 'text/plain']) {
        const res = await fetch(`${service.url}/hook`, { method: 'POST', headers: { 'content-type': type }, body: bytes });
        expect(await res.json()).toEqual({ isBuffer: true, text: bytes });
      }
      const json = await fetch(`${service.url}/json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
      expect(await json.json()).toEqual({ body: { a: 1 } });
      const text = await fetch(`${service.url}/json`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'a' });
      expect(text.status).toBe(415);
    } finally {
      await service.close();
    }
  });
});

describe('a service in its own process', () => {
  it('when it has no broker and no Redis server, then it refuses to start, naming both and how to run the site', async () => {
    const bare = parseConfig(baseConfigSchema, { DATABASE_URL: db.url, LOG_LEVEL: 'silent' });
    const start = startService({ name: 'standalone_test' }, bare, { port: 0, standalone: true });
    await expect(start).rejects.toBeInstanceOf(StandaloneConfigError);
    await expect(start).rejects.toThrow(/without KAFKA_BROKERS and REDIS_URL.*npm run start:cluster/s);
  });

  it('when it is given a Redis server but no broker, then it still refuses, naming KAFKA_BROKERS only', async () => {
    const noBroker = parseConfig(baseConfigSchema, { DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:6379', LOG_LEVEL: 'silent' });
    await expect(startService({ name: 'standalone_test' }, noBroker, { port: 0, standalone: true })).rejects.toThrow(/without KAFKA_BROKERS\./);
  });

  it('when its consumers are still joining, then it already answers /healthz and /readyz says not ready until they consume', async () => {
    let joined = false;
    const transport: Transport = {
      ...createMemoryTransport(),
      kind: 'kafka',
      async subscribe() {
        return { stop: async () => undefined, consuming: () => joined };
      },
    };
    let release: () => void = () => undefined;
    const definition: ServiceDefinition = {
      name: 'readiness_test',
      consumers: async ({ bus }) => {
        await new Promise<void>((resolve) => (release = resolve));
        await bus.subscribe({ group: 'readiness-test', handlers: { 'contact.received': async () => undefined } });
      },
    };
    const port = await freePort();
    const starting = startService(definition, config(), { port, transport });
    const url = `http://127.0.0.1:${port}`;
    await vi.waitFor(async () => expect((await fetch(`${url}/healthz`)).status).toBe(200), { timeout: 10_000, interval: 50 });
    const before = await fetch(`${url}/readyz`);
    expect(before.status).toBe(503);
    expect(((await before.json()) as { checks: Record<string, string> }).checks.consumers).toBe('unavailable');

    release();
    const service = await starting;
    try {
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
      joined = true;
      const after = await fetch(`${url}/readyz`);
      expect(after.status).toBe(200);
      joined = false;
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
    } finally {
      await service.close();
    }
  });
});
