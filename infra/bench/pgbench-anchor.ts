import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PgbenchResult {
  clients: number;
  /** Booking transactions per second, as pgbench counts them (initial connections excluded). */
  tps: number;
  latencyAvgMs: number;
}

/**
 * What the database itself can do with a booking: pgbench runs the booking transaction as it was written before
 * it became one statement (the hotel and its room type locked FOR SHARE, the night counter upserted, the booking
 * row and its outbox row inserted, each a statement between BEGIN and COMMIT) on copies of booking's tables in a
 * schema of its own, each transaction on a random one of 5,000 nights, from `clients` connections for `seconds`.
 * The booking figures through the gateway are given as a ratio to it: ratios, not absolute numbers, compare between
 * sittings on a shared machine. Undefined when pgbench is not installed or there is no booking to copy.
 */
export async function pgbenchBooking(databaseUrl: string, options: { clients: number; seconds: number }): Promise<PgbenchResult | undefined> {
  try {
    await run('pgbench', ['--version']);
  } catch {
    return undefined;
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const dir = await mkdtemp(path.join(tmpdir(), 'pgbench-anchor-'));
  try {
    await db.query(`DROP SCHEMA IF EXISTS bench_anchor CASCADE; CREATE SCHEMA bench_anchor;
      CREATE TABLE bench_anchor.room_nights (LIKE booking.room_nights INCLUDING ALL);
      CREATE TABLE bench_anchor.bookings (LIKE booking.bookings INCLUDING ALL);
      CREATE TABLE bench_anchor.outbox (LIKE booking.outbox INCLUDING ALL);
      CREATE TABLE bench_anchor.template AS SELECT * FROM booking.bookings LIMIT 1;
      CREATE TABLE bench_anchor.target AS
        SELECT r.hotel_id, r.type AS room_type FROM booking.room_types r JOIN booking.hotels h ON h.id = r.hotel_id AND h.status = 'active' LIMIT 1;`);
    const { rows } = await db.query('SELECT (SELECT count(*) FROM bench_anchor.template) AS bookings, (SELECT count(*) FROM bench_anchor.target) AS rooms');
    if (!Number(rows[0].bookings) || !Number(rows[0].rooms)) return undefined;
    const script = path.join(dir, 'booking.sql');
    await writeFile(
      script,
      `\\set night random(1, 5000)
BEGIN;
SELECT h.id, h.name, h.location, h.state, h.status, h.contact, h.revision, h.removed FROM booking.hotels h WHERE h.id = (SELECT hotel_id FROM bench_anchor.target) FOR SHARE;
SELECT r.type, r.price_paise, r.capacity, r.available FROM booking.room_types r WHERE (r.hotel_id, r.type) = (SELECT hotel_id, room_type FROM bench_anchor.target) FOR SHARE;
INSERT INTO bench_anchor.room_nights AS n (hotel_id, room_type, night, sold) SELECT hotel_id, room_type, current_date + :night, 1 FROM bench_anchor.target ON CONFLICT (hotel_id, room_type, night) DO UPDATE SET sold = n.sold + 1 WHERE n.sold + 1 <= 1000000000;
INSERT INTO bench_anchor.bookings SELECT (jsonb_populate_record(t, jsonb_build_object('id', gen_random_uuid(), 'confirmation_code', md5(random()::text), 'idempotency_key', NULL, 'guest_email_token_hash', md5(random()::text)))).* FROM bench_anchor.template t;
INSERT INTO bench_anchor.outbox (event_id, topic, key, envelope) SELECT gen_random_uuid(), 'booking', t.id::text, jsonb_build_object('type', 'booking.created', 'data', to_jsonb(t)) FROM bench_anchor.template t;
COMMIT;
`,
    );
    const { stdout } = await run('pgbench', ['-n', '-c', String(options.clients), '-j', '2', '-T', String(options.seconds), '-f', script, databaseUrl], { maxBuffer: 10 * 1024 * 1024 });
    const tps = /tps = ([\d.]+)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return { clients: options.clients, tps: Number(tps[1]), latencyAvgMs: Number(latency?.[1] ?? NaN) };
  } finally {
    await db.query('DROP SCHEMA IF EXISTS bench_anchor CASCADE').catch(() => undefined);
    await db.end();
    await rm(dir, { recursive: true, force: true });
  }
}
