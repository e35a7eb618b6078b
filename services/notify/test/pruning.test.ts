import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotifyKit, type NotifyTestKit } from './notify-test-kit';

let kit: NotifyTestKit;

beforeAll(async () => {
  kit = await startNotifyKit({ env: { EVENT_RETENTION_DAYS: '7', MAIL_LOG_RETENTION_DAYS: '30', PRUNE_INTERVAL_MS: '100' } });
});

afterAll(async () => {
  await kit?.close();
});

describe('pruning', () => {
  it('when rows are older than their retention, then they are deleted and younger or still needed rows stay', async () => {
    const q = (sql: string, params: unknown[] = []) => kit.service.deps.pool.query(sql, params);
    const ids = { oldEvent: randomUUID(), newEvent: randomUUID(), oldMail: randomUUID(), newMail: randomUUID() };
    await q(`INSERT INTO processed_events (event_id, consumer_group, processed_at) VALUES ($1, 'g', now() - interval '8 days'), ($2, 'g', now() - interval '6 days')`, [
      ids.oldEvent,
      ids.newEvent,
    ]);
    // On a topic no one consumes; the pending row waits for a retry a day away, so the relay leaves it alone.
    const outbox = (label: string, published: string | null) =>
      q(
        `INSERT INTO outbox (event_id, topic, key, envelope, created_at, published_at, next_attempt_at)
         VALUES ($1, 'pruning', $2, '{}', now() - interval '9 days', ${published ?? 'NULL'}, now() + interval '1 day')`,
        [randomUUID(), label],
      );
    await outbox('old-published', "now() - interval '8 days'");
    await outbox('recent-published', "now() - interval '1 day'");
    // Never sent (a broker down for long): kept whatever its age, the relay still owes it.
    await outbox('old-pending', null);
    const mailRow = (eventId: string, age: string) =>
      q(`INSERT INTO mail_log (event_id, kind, recipient, subject, sent_at) VALUES ($1, 'ack', 'a@example.com', 'Hi', now() - $2::interval)`, [eventId, age]);
    await mailRow(ids.oldMail, '31 days');
    await mailRow(ids.newMail, '29 days');
    const letter = (key: string, status: string, resolved: string | null) =>
      q(
        `INSERT INTO dead_letters (consumer_group, topic, key, value, reason, error, status, created_at, resolved_at)
         VALUES ('g', 'contact', $1, '{}', 'failed', 'x', $2, now() - interval '9 days', ${resolved ?? 'NULL'})`,
        [key, status],
      );
    await letter('resolved-long-ago', 'replayed', "now() - interval '8 days'");
    // Parked letters wait for an operator, however old.
    await letter('still-parked', 'parked', null);

    await expect.poll(async () => (await q(`SELECT event_id FROM processed_events WHERE consumer_group = 'g'`)).rows.map((r) => r.event_id)).toEqual([ids.newEvent]);
    await expect.poll(async () => (await q(`SELECT key FROM outbox ORDER BY key`)).rows.map((r) => r.key)).toEqual(['old-pending', 'recent-published']);
    await expect.poll(async () => (await q(`SELECT event_id FROM mail_log`)).rows.map((r) => r.event_id)).toEqual([ids.newMail]);
    await expect.poll(async () => (await q(`SELECT key FROM dead_letters`)).rows.map((r) => r.key)).toEqual(['still-parked']);
  });
});
