import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@suvarna/platform/testing';
import { freePort, freeSitePorts, startMailCatcher } from '@suvarna/infra/testing';
import { buildFrontend, frontendNeedsBuild, startSite } from '@suvarna/infra/dev';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TestSite {
  url: string;
  inboxUrl: string;
  /** The site's own database (each service in its schema), for a journey that must move time, e.g. a stay into the past. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** The whole site as `npm start` runs it, on free ports, with its own database and mail catcher. */
export async function bootSite(adminDatabaseUrl: string, extraEnv: Record<string, string> = {}): Promise<TestSite> {
  if (await frontendNeedsBuild(root)) await buildFrontend(root);
  const db = await createTestDatabase(adminDatabaseUrl);
  const mail = await startMailCatcher(await freePort(), await freePort());
  const ports = await freeSitePorts();
  const site = await startSite({
    env: {
      DATABASE_URL: db.url,
      SMTP_URL: mail.smtpUrl,
      REDIS_URL: process.env.REDIS_URL,
      // Its own counters and sessions on the shared Redis server (see infra/testing/test-site.ts).
      REDIS_KEY_PREFIX: `journey-${randomBytes(4).toString('hex')}:`,
      LOG_LEVEL: 'warn',
      SEED_DEMO_USERS: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every journey signs up from 127.0.0.1: the per-address limits are tested in the auth service's own tests.
      REGISTER_MAX_PER_IP: '100000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '100000',
      // The contact limits count per address and per e-mail in Redis, which outlives a run: tested in notify's own tests.
      CONTACT_MAX_PER_ADDRESS: '100000',
      CONTACT_MAX_PER_RECIPIENT: '100000',
      // Likewise the shared limits on e-mail to unverified addresses (applications, guest addresses): notify's,
      // careers' and booking's own tests and infra/test/abuse.test.ts cover them; and the journeys book many stays
      // with the demo guest, past the hold caps that booking's tests cover.
      UNVERIFIED_MAIL_MAX_PER_ADDRESS: '100000',
      UNVERIFIED_MAIL_MAX_PER_RECIPIENT: '100000',
      HOLD_MAX_BOOKINGS: '1000',
      HOLD_MAX_ROOMS: '10000',
      HOLD_MAX_BOOKINGS_PER_HOTEL: '1000',
      HOLD_MAX_ROOMS_PER_HOTEL: '10000',
      // The journeys look at what a drawn first screen shows, not at how long it waits for its data: on a busy
      // machine a catalog read may outlast the site's 800 ms and the document then rightly goes out undrawn
      // (gateway/test/first-screen.test.ts covers that case).
      FIRST_SCREEN_DATA_WAIT_MS: '10000',
      ...extraEnv,
    },
    ports,
  });
  return {
    url: `http://127.0.0.1:${ports.gateway}`,
    inboxUrl: mail.webUrl,
    databaseUrl: db.url,
    async close() {
      await site.close();
      await mail.stop();
      await db.drop();
    },
  };
}
