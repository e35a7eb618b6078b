import pg from 'pg';
import { bookableRooms, oneNightBodies, type BookingLoadResult } from './booking-bench';
import { registerBenchAccounts, runLoadProcess, until } from './load-process';

/** The consumer groups a booking.created reaches, by the schema that records what they processed. */
const BOOKING_CREATED_GROUPS: readonly (readonly [schema: string, group: string])[] = [
  ['ai', 'ai-bookings'],
  ['payment', 'payment-bookings'],
  ['notify', 'notify-payment-mailer'],
  ['notify', 'notify-booking-mailer'],
];

/** Every statement of the bench's own connection carries this, so that it is left out of the count. */
const MARK = 'bench-own-statement';

export interface StatementCount {
  bookings: number;
  /** Statements the database ran while the bookings were made and every consumer had handled them, per booking. */
  perBooking: number;
  /** Of perBooking: what the site runs when nobody books (pollers, the relay's idle checks), over the same time. */
  idlePerBooking: number;
  seconds: number;
  /** The statements run most often, per booking (BENCH_VERBOSE). */
  /** The statements' execution time per booking, in ms (pg_stat_statements' total_exec_time; planning and commits not in it). */
  dbMsPerBooking: number;
  top: { calls: number; ms: number; query: string }[];
}

/**
 * Statements per booking across every service, as PostgreSQL's pg_stat_statements counts them (BEGIN and
 * COMMIT included: each is a round trip): the counters are reset, `count` bookings are made at `rate` a
 * second (each on a night counter of its own, as the booking part's), and the count is read once the booking
 * service's outbox has sent them and every consumer group of booking.created has recorded them. What the site
 * runs when idle over as long a time is measured first and reported beside it. Needs the server started with
 * shared_preload_libraries=pg_stat_statements (the bench's embedded PostgreSQL is); returns undefined otherwise.
 */
export async function benchStatements(siteUrl: string, databaseUrl: string, options: { count: number; rate: number }): Promise<StatementCount | undefined> {
  const db = new pg.Client({ connectionString: databaseUrl, application_name: MARK });
  await db.connect();
  try {
    const q = <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => db.query<R>(`/* ${MARK} */ ${sql}`, params);
    const loaded = await q<{ ok: boolean }>(`SELECT 'pg_stat_statements' = ANY(string_to_array(current_setting('shared_preload_libraries'), ',')) AS ok`);
    if (!loaded.rows[0]?.ok) return undefined;
    await q('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const total = async () => {
      const { rows } = await q<{ n: number }>(
        `SELECT COALESCE(sum(calls), 0)::bigint AS n FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE $1`,
        [`%${MARK}%`],
      );
      return rows[0]!.n;
    };
    const processed = async () => {
      const counts: number[] = [];
      for (const [schema, group] of BOOKING_CREATED_GROUPS) {
        counts.push((await q<{ n: number }>(`SELECT count(*)::bigint AS n FROM "${schema}".processed_events WHERE consumer_group = $1`, [group])).rows[0]!.n);
      }
      const { rows } = await q<{ n: number }>('SELECT count(*)::bigint AS n FROM booking.outbox WHERE published_at IS NULL');
      return { counts, unsent: rows[0]!.n };
    };

    // Guests of its own, ten bookings each: one guest's hundreds of unpaid holds would make its account's holds check
    // what is counted (a real account holds at most HOLD_MAX_BOOKINGS, 2 by default). Their welcome e-mails settle
    // before the counting starts.
    const guests = await registerBenchAccounts(siteUrl, Math.max(1, Math.ceil(options.count / 10)));
    const tokens = guests.map((g) => g.token);
    // Until auth has sent their events and notify has sent their e-mails.
    await until(
      async () => {
        const { rows } = await q<{ waiting: number }>(
          `SELECT (SELECT count(*) FROM auth.outbox WHERE published_at IS NULL) + (SELECT count(*) FROM notify.mail_queue)::bigint AS waiting`,
        );
        return Number(rows[0]!.waiting) === 0 ? true : undefined;
      },
      30_000,
      100,
    );
    const pairs = await bookableRooms(siteUrl);
    // Far from the other parts' nights (booking from 1, checkout from 700 days ahead is not reached by this one).
    const bodies = oneNightBodies(pairs, 400, 0, options.count, guests);
    const seconds = options.count / options.rate;

    // What the site does on its own over as long (no booking): the pollers' and the relay's idle rounds.
    await new Promise((r) => setTimeout(r, 1_000));
    await q('SELECT pg_stat_statements_reset()');
    await new Promise((r) => setTimeout(r, seconds * 1_000));
    const idleRate = (await total()) / seconds;

    const before = await processed();
    await q('SELECT pg_stat_statements_reset()');
    const started = performance.now();
    const load = await runLoadProcess<BookingLoadResult>('booking-load.ts', { url: siteUrl, tokens, bodies, connections: 10, duration: Math.ceil(seconds) + 5, rate: options.rate });
    const created = load.created;
    for (let waited = 0; ; waited += 100) {
      const now = await processed();
      if (now.unsent === 0 && now.counts.every((n, i) => n - before.counts[i]! >= created)) break;
      if (waited > 30_000) throw new Error(`the consumers had not handled ${created} bookings after 30 s: ${JSON.stringify({ before, now })}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const elapsed = (performance.now() - started) / 1000;
    const all = await total();
    const { rows: top } = await q<{ calls: number; ms: number; query: string }>(
      `SELECT calls::bigint AS calls, total_exec_time AS ms, query FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE $1 ORDER BY total_exec_time DESC LIMIT 25`,
      [`%${MARK}%`],
    );
    const { rows: time } = await q<{ ms: number }>(
      `SELECT COALESCE(sum(total_exec_time), 0)::float8 AS ms FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE $1`,
      [`%${MARK}%`],
    );
    return {
      bookings: created,
      perBooking: all / created,
      idlePerBooking: (idleRate * elapsed) / created,
      seconds: elapsed,
      dbMsPerBooking: time[0]!.ms / created,
      top: top.map((t) => ({ calls: t.calls / created, ms: t.ms / created, query: t.query.replace(/\s+/g, ' ').slice(0, 160) })),
    };
  } finally {
    await db.end();
  }
}
