import { inject } from 'vitest';
import type { Role } from '@suvarna/contracts';
import { startService, type RunningService } from '@suvarna/platform';
import { createTestDatabase, startTestIssuer, type TestDatabase, type TestIssuer } from '@suvarna/platform/testing';
import { loadConfig, type CatalogConfig } from '../src/config';
import { createCatalogService } from '../src/service';

export interface CatalogUnderTest {
  service: RunningService<CatalogConfig>;
  db: TestDatabase;
  issuer: TestIssuer;
  /** A token for a new user of the role: each call is a different person. */
  tokenFor(role: Role, name?: string): Promise<string>;
  call(method: string, path: string, options?: { token?: string; body?: unknown; rawBody?: string }): Promise<Response>;
  /** Events the catalog wrote to its outbox, oldest first. */
  outbox(): Promise<{ type: string; key: string; data: Record<string, unknown> }[]>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

let userCount = 0;

/** The catalog on its own fresh database, with a stand-in auth issuer for tokens. */
export async function startCatalog(): Promise<CatalogUnderTest> {
  const db = await createTestDatabase(inject('adminDatabaseUrl'));
  const issuer = await startTestIssuer();
  const config = loadConfig({
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl') || undefined,
    AUTH_JWKS_URL: issuer.jwksUrl,
    LOG_LEVEL: 'silent',
  });
  const kit: CatalogUnderTest = {
    service: await startService(createCatalogService(), config, { port: 0 }),
    db,
    issuer,
    tokenFor: (role, name = 'Asha Verma') => issuer.sign({ sub: `user-${++userCount}-${Date.now()}`, role, name }),
    call: (method, path, { token, body, rawBody } = {}) =>
      fetch(`${kit.service.url}${path}`, {
        method,
        headers: {
          ...(body !== undefined || rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      }),
    outbox: async () =>
      (
        await kit.service.deps.pool.query<{ type: string; key: string; data: Record<string, unknown> }>(
          `SELECT envelope->>'type' AS type, key, envelope->'data' AS data FROM outbox ORDER BY id`,
        )
      ).rows,
    restart: async () => {
      await kit.service.close();
      kit.service = await startService(createCatalogService(), config, { port: 0 });
    },
    close: async () => {
      await kit.service.close();
      await issuer.close();
      await db.drop();
    },
  };
  return kit;
}
