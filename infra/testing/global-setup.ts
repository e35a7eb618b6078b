import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../dev/embedded-postgres';
import { freePort } from './free-port';

import '@suvarna/platform/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Gives the tests a Postgres server: the one DATABASE_URL names (CI uses the machine's), or the
 * embedded one, so that `npm test` needs nothing but Node.
 */
export default async function setup(project: TestProject) {
  let adminDatabaseUrl = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!adminDatabaseUrl) {
    // One cluster per test project: the projects' set-ups run side by side and must not share a data folder.
    const db = await startEmbeddedPostgres(path.join(root, `.data/test-postgres-${project.name}`), await freePort());
    adminDatabaseUrl = db.url;
    stop = db.stop;
  }
  project.provide('adminDatabaseUrl', adminDatabaseUrl);
  project.provide('redisUrl', process.env.REDIS_URL ?? '');
  return async () => {
    await stop?.();
  };
}
