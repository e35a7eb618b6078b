import { createTestDatabase } from '@suvarna/platform/testing';
import { startSite, type RunningSite } from '../dev/site';
import { freePort, freeSitePorts } from './free-port';
import { startMailCatcher, type MailCatcher } from '../dev/mail-catcher';

export interface TestSite {
  site: RunningSite;
  mail: MailCatcher;
  /** The site's database, for tests that read what a service stored. */
  databaseUrl: string;
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
  const site = await startSite({
    env: {
      DATABASE_URL: db.url,
      SMTP_URL: mail.smtpUrl,
      REDIS_URL: redisUrl || undefined,
      LOG_LEVEL: 'silent',
      SEED_DEMO_USERS: 'true',
      // Several test sites run side by side against one Postgres (100 connections by default): each of the
      // seven services keeps a few connections, and lets idle ones go soon.
      DATABASE_POOL_MAX: '3',
      DATABASE_POOL_IDLE_MS: '1000',
      ...env,
    },
    ports,
  });
  return {
    site,
    mail,
    databaseUrl: db.url,
    async close() {
      await site.close();
      await mail.stop();
      await db.drop();
    },
  };
}
