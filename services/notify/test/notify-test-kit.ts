import { inject, vi, expect } from 'vitest';
import {
  createEventBus,
  createLogger,
  createMemoryTransport,
  createMetrics,
  migrate,
  startService,
  type EventBus,
  type RunningService,
  type Transport,
} from '@suvarna/platform';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { freePort, startMailCatcher, type MailCatcher } from '@suvarna/infra/testing';
import { loadConfig, type NotifyConfig } from '../src/config';
import { createNotifyService } from '../src/service';

/** An e-mail as the mail catcher's API lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
  attachments?: { fileName?: string; generatedFileName?: string; contentType: string }[];
}

export interface NotifyTestKit {
  db: TestDatabase;
  mail: MailCatcher;
  transport: Transport;
  service: RunningService<NotifyConfig>;
  /**
   * A bus that stands in for another service (booking, careers): its own schema and outbox in the test's
   * database, on the same event transport as notify. Stopped by `close`.
   */
  standIn(name: string): Promise<EventBus>;
  /** Every e-mail to `address`, once there are exactly `count` of them. */
  inbox(address: string, count: number): Promise<CaughtMail[]>;
  /**
   * The barrier for "nothing more happened": waits until the consumer group has recorded every one of `eventIds`
   * as processed and every e-mail queued by then has gone to SMTP. Redeliveries of an event already processed
   * are proved harmless by a later event of the same topic and key: the group handles one key in order.
   */
  settled(group: string, eventIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The notify service on a database of its own, a mail catcher, and the in-memory event transport. */
export async function startNotifyKit(options: { env?: Record<string, string>; redeliveryDelayMs?: number } = {}): Promise<NotifyTestKit> {
  const db = await createTestDatabase(inject('adminDatabaseUrl'));
  const mail = await startMailCatcher(await freePort(), await freePort());
  const transport = createMemoryTransport(options.redeliveryDelayMs === undefined ? undefined : { redeliveryDelayMs: options.redeliveryDelayMs });
  const config = loadConfig({
    DATABASE_URL: db.url,
    SMTP_URL: mail.smtpUrl,
    SITE_URL: 'https://suvarna.example',
    LOG_LEVEL: 'silent',
    REDIS_URL: inject('redisUrl') || undefined,
    ...options.env,
  });
  const service = await startService(createNotifyService(), config, { port: 0, transport });
  const buses: EventBus[] = [];
  return {
    db,
    mail,
    transport,
    service,
    async standIn(name) {
      const schema = `${name.replace(/-/g, '_')}_stand_in`;
      await migrate(service.deps.pool, schema);
      const bus = createEventBus({ schema, pool: service.deps.pool, transport, logger: createLogger(`${name}-stand-in`, 'silent'), metrics: createMetrics(`${name}-stand-in`) });
      bus.startRelay();
      buses.push(bus);
      return bus;
    },
    inbox(address, count) {
      return vi.waitFor(
        async () => {
          const all = (await (await fetch(`${mail.webUrl}/email`)).json()) as CaughtMail[];
          const found = all.filter((m) => m.to.some((t) => t.address === address));
          expect(found).toHaveLength(count);
          return found;
        },
        { timeout: 15_000, interval: 200 },
      );
    },
    async settled(group, eventIds) {
      await vi.waitFor(
        async () => {
          const { rows } = await service.deps.pool.query<{ event_id: string }>(
            'SELECT event_id FROM processed_events WHERE consumer_group = $1 AND event_id = ANY($2::uuid[])',
            [group, eventIds],
          );
          expect(rows.map((r) => r.event_id).sort()).toEqual([...new Set(eventIds)].sort());
          const { rows: queued } = await service.deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_queue');
          expect(queued[0]!.n).toBe(0);
        },
        { timeout: 15_000, interval: 50 },
      );
    },
    async close() {
      for (const bus of buses) await bus.stop();
      await service.close();
      await transport.close();
      await mail.stop();
      await db.drop();
    },
  };
}
