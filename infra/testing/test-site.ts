import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@suvarna/platform/testing';
import { startSite, type RunningSite } from '../dev/site';
import { freePort, freeSitePorts } from './free-port';
import { startMailCatcher, type MailCatcher } from '../dev/mail-catcher';

export interface TestSite {
  site: RunningSite;
  mail: MailCatcher;
  /** The site's database, for tests that read what a service stored. */
  databaseUrl: string;
  /** The site's Redis keys begin with this (REDIS_KEY_PREFIX), for tests that read what a service keeps there. */
  redisKeyPrefix: string;
  close(): Promise<void>;
}

/**
 * The whole backend as `npm start` runs it, on free ports, with a database and a mail catcher of its
 * own. `env` adds to (or overrides) the quiet defaults.
 */
export async function startTestSite(adminDatabaseUrl: string, redisUrl: string | undefined, env: Record<string, string> = {}): Promise<TestSite> {
  const db = await createTestDatabase(adminDatabaseUrl);
  const mail = await startMailCatcher(await freePort(), await freePort());
  const ports = await freeSitePorts();
  const redisKeyPrefix = `site-${randomBytes(4).toString('hex')}:`;
  const site = await startSite({
    env: {
      DATABASE_URL: db.url,
      SMTP_URL: mail.smtpUrl,
      REDIS_URL: redisUrl || undefined,
      // Test sites run side by side on one Redis server: each keeps its own counters and sessions (a wrong password
      // for a demo account in one test must not slow that account's sign-ins in another).
      REDIS_KEY_PREFIX: redisKeyPrefix,
      LOG_LEVEL: 'silent',
      SEED_DEMO_USERS: 'true',
      // Several test sites run side by side against one Postgres (100 connections by default): each of the
      // seven services keeps a few connections, and lets idle ones go soon.
      DATABASE_POOL_MAX: '3',
      DATABASE_POOL_IDLE_MS: '1000',
      // Every test site's clients come from 127.0.0.1 and their counts live in a Redis that outlives a run: the
      // limits on e-mail to unverified addresses are lifted unless a test is about them.
      UNVERIFIED_MAIL_MAX_PER_ADDRESS: '100000',
      UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '100000',
      ...env,
    },
    ports,
  });
  return {
    site,
    mail,
    databaseUrl: db.url,
    redisKeyPrefix,
    async close() {
      await site.close();
      await mail.stop();
      await db.drop();
    },
  };
}
