import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startService, type RunningService } from '@suvarna/platform';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { freePort, startMailCatcher, type MailCatcher } from '@suvarna/infra/testing';
import { loadConfig, type NotifyConfig } from '../src/config';
import { createNotifyService } from '../src/service';

let db: TestDatabase;
let mail: MailCatcher | undefined;
let smtpPort: number;
let webPort: number;
let service: RunningService<NotifyConfig>;

beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
  [smtpPort, webPort] = [await freePort(), await freePort()];
  mail = await startMailCatcher(smtpPort, webPort);
  const config = loadConfig({ DATABASE_URL: db.url, SMTP_URL: mail.smtpUrl, LOG_LEVEL: 'silent', REDIS_URL: inject('redisUrl') || undefined });
  service = await startService(createNotifyService(), config, { port: 0 });
});

afterAll(async () => {
  await service?.close();
  await mail?.stop();
  await db?.drop();
});

describe('the mail queue', () => {
  it('when SMTP is away as a contact message arrives, then its e-mails wait in the queue, with no transaction open, and each goes out once when SMTP is back', async () => {
    await mail!.stop();
    mail = undefined;
    const email = `queued.${randomUUID().slice(0, 8)}@example.com`;
    const res = await fetch(`${service.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ name: 'Kavya Nair', email, phone: '+91 98470 12345', subject: 'Spa timings', message: 'When does the spa open?', type: 'booking' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);

    // Both e-mails are queued, and SMTP has refused them at least once.
    await vi.waitFor(
      async () => {
        const { rows } = await service.deps.pool.query<{ kind: string; attempts: number }>('SELECT kind, attempts FROM mail_queue ORDER BY kind');
        expect(rows.map((r) => r.kind)).toEqual(['contact-acknowledgement', 'contact-team']);
        expect(rows.every((r) => r.attempts >= 1)).toBe(true);
      },
      { timeout: 15_000, interval: 100 },
    );
    // Nothing waits on SMTP inside a transaction meanwhile.
    const { rows: open } = await service.deps.pool.query(
      "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction' AND application_name = 'notify'",
    );
    expect(open).toEqual([]);

    mail = await startMailCatcher(smtpPort, webPort);
    const inbox = await vi.waitFor(
      async () => {
        const all = (await (await fetch(`${mail!.webUrl}/email`)).json()) as { to: { address: string }[]; subject: string }[];
        const found = all.filter((m) => m.to.some((t) => t.address === email || t.address === 'reservations@suvarnahotels.in'));
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 20_000, interval: 200 },
    );
    expect(inbox.map((m) => m.subject).sort()).toEqual([expect.stringContaining('We have received your message'), '[Booking Support] Spa timings'].sort());
    await vi.waitFor(async () => {
      expect((await service.deps.pool.query('SELECT 1 FROM mail_queue')).rowCount).toBe(0);
      expect((await service.deps.pool.query('SELECT kind FROM mail_log')).rowCount).toBe(2);
    });
  }, 60_000);
});
