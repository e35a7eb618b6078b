import { quoteIdent, type Queryable } from '../db/pool';

/**
 * Why a letter is parked: its handler kept failing, it could not be read (not an envelope, an
 * unknown version, a payload off its schema), or it is held behind an older letter of its key.
 */
export type DeadLetterReason = 'failed' | 'invalid' | 'held';
export type DeadLetterStatus = 'parked' | 'replayed' | 'skipped';
export type DeadLetterRequest = 'replay' | 'skip';

/** One row of a service's `dead_letters` table. */
export interface StoredDeadLetter {
  id: number;
  schema: string;
  group: string;
  topic: string;
  key: string;
  eventId: string | null;
  eventType: string | null;
  value: string;
  reason: DeadLetterReason;
  error: string;
  attempts: number;
  status: DeadLetterStatus;
  requested: DeadLetterRequest | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface ParkInput {
  group: string;
  topic: string;
  key: string;
  eventId?: string;
  eventType?: string;
  value: string;
  reason: DeadLetterReason;
  error: string;
  attempts: number;
}

interface Row {
  id: number;
  consumer_group: string;
  topic: string;
  key: string;
  event_id: string | null;
  event_type: string | null;
  value: string;
  reason: DeadLetterReason;
  error: string;
  attempts: number;
  status: DeadLetterStatus;
  requested: DeadLetterRequest | null;
  created_at: Date;
  resolved_at: Date | null;
}

const COLUMNS = 'id, consumer_group, topic, key, event_id, event_type, value, reason, error, attempts, status, requested, created_at, resolved_at';

function fromRow(schema: string, r: Row): StoredDeadLetter {
  return {
    id: r.id,
    schema,
    group: r.consumer_group,
    topic: r.topic,
    key: r.key,
    eventId: r.event_id,
    eventType: r.event_type,
    value: r.value,
    reason: r.reason,
    error: r.error,
    attempts: r.attempts,
    status: r.status,
    requested: r.requested,
    createdAt: r.created_at,
    resolvedAt: r.resolved_at,
  };
}

/** An operator's request that cannot be carried out as asked. */
export class DeadLetterRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeadLetterRequestError';
  }
}

/**
 * The SQL of one schema's dead letters, shared by the consumers (which park and resolve letters)
 * and the operators' command line (which lists them and files replay and skip requests).
 *
 * A key with a parked letter is blocked for its consumer group: every later event of that key is
 * parked behind it, so that events of one booking or payment never apply out of order. Work on one
 * (group, key) is serialized by a transaction-scoped advisory lock (`lockKey`).
 */
export function deadLetterStore(schema: string) {
  const table = `${quoteIdent(schema)}.dead_letters`;
  return { schema, ...consumerLetters(schema, table), ...operatorLetters(schema, table) };
}

export type DeadLetterStore = ReturnType<typeof deadLetterStore>;

/** What the consumers do with a schema's dead letters: hold keys behind them, park, and carry out requests. */
function consumerLetters(schema: string, table: string) {
  return {
    /** The name of the advisory lock `lockKey` takes (hashed by the database): consume_event takes the same. */
    lockName: (group: string, key: string) => `dead-letters:${schema}:${group}:${key}`,

    /** Serializes the consumer and replays of one key within the caller's transaction; returns its first parked letter's id. */
    async lockKey(client: Queryable, group: string, key: string): Promise<number | undefined> {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`dead-letters:${schema}:${group}:${key}`]);
      // A statement of its own: its snapshot, taken after the lock, sees what the lock's last holder committed.
      const { rows } = await client.query<{ id: number }>(
        `SELECT id FROM ${table} WHERE consumer_group = $1 AND key = $2 AND status = 'parked' ORDER BY id LIMIT 1`,
        [group, key],
      );
      return rows[0]?.id;
    },

    /** Parks a letter behind any others of its key; an event already parked for the group is left as it is. */
    async park(client: Queryable, input: ParkInput): Promise<void> {
      await client.query(
        `INSERT INTO ${table} (consumer_group, topic, key, event_id, event_type, value, reason, error, attempts)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [input.group, input.topic, input.key, input.eventId ?? null, input.eventType ?? null, input.value, input.reason, input.error, input.attempts],
      );
    },

    /** How many letters each of the given groups has parked (groups with none are left out). */
    async parkedCounts(client: Queryable, groups: string[]): Promise<Map<string, number>> {
      const { rows } = await client.query<{ consumer_group: string; n: number }>(
        `SELECT consumer_group, count(*)::int AS n FROM ${table} WHERE status = 'parked' AND consumer_group = ANY($1::text[]) GROUP BY consumer_group`,
        [groups],
      );
      return new Map(rows.map((r) => [r.consumer_group, r.n]));
    },

    /** Keys of the given groups whose first parked letter awaits an operator's request. */
    async requestedKeys(client: Queryable, groups: string[]): Promise<{ group: string; key: string }[]> {
      const { rows } = await client.query<{ consumer_group: string; key: string }>(
        `SELECT DISTINCT consumer_group, key FROM ${table}
          WHERE status = 'parked' AND requested IS NOT NULL AND consumer_group = ANY($1::text[])`,
        [groups],
      );
      return rows.map((r) => ({ group: r.consumer_group, key: r.key }));
    },

    /** The first parked letter of a key, locked for the caller's transaction. */
    async head(client: Queryable, group: string, key: string): Promise<StoredDeadLetter | undefined> {
      const { rows } = await client.query<Row>(
        `SELECT ${COLUMNS} FROM ${table} WHERE consumer_group = $1 AND key = $2 AND status = 'parked' ORDER BY id LIMIT 1 FOR UPDATE`,
        [group, key],
      );
      return rows[0] && fromRow(schema, rows[0]);
    },

    /**
     * Marks a letter done and hands the request on to the next parked letter of its key, so that
     * the rest of the key is replayed in order (also by another instance, after a crash).
     */
    async resolve(client: Queryable, letter: StoredDeadLetter, status: 'replayed' | 'skipped'): Promise<void> {
      await client.query(
        `UPDATE ${table} SET status = $2, requested = NULL, resolved_at = now(), updated_at = now(),
                attempts = attempts + CASE WHEN $2 = 'replayed' THEN 1 ELSE 0 END
          WHERE id = $1`,
        [letter.id, status],
      );
      await client.query(
        `UPDATE ${table} SET requested = 'replay', updated_at = now()
          WHERE id = (SELECT id FROM ${table} WHERE consumer_group = $1 AND key = $2 AND status = 'parked' AND id > $3 ORDER BY id LIMIT 1)`,
        [letter.group, letter.key, letter.id],
      );
    },

    /** A replay that failed: the letter stays first of its key, with the new error, waiting for the operator again. */
    async replayFailed(client: Queryable, id: number, error: string): Promise<void> {
      await client.query(
        `UPDATE ${table} SET requested = NULL, attempts = attempts + 1, error = $2,
                reason = CASE WHEN reason = 'held' THEN 'failed' ELSE reason END, updated_at = now()
          WHERE id = $1`,
        [id, error],
      );
    },
  };
}

/** What the operators' command line does with a schema's dead letters: list them, file requests, prune. */
function operatorLetters(schema: string, table: string) {
  return {
    async list(client: Queryable, options: { all?: boolean; key?: string } = {}): Promise<StoredDeadLetter[]> {
      const { rows } = await client.query<Row>(
        `SELECT ${COLUMNS} FROM ${table}
          WHERE ($1 OR status = 'parked') AND ($2::text IS NULL OR key = $2)
          ORDER BY consumer_group, key, id`,
        [options.all ?? false, options.key ?? null],
      );
      return rows.map((r) => fromRow(schema, r));
    },

    async get(client: Queryable, id: number): Promise<StoredDeadLetter | undefined> {
      const { rows } = await client.query<Row>(`SELECT ${COLUMNS} FROM ${table} WHERE id = $1`, [id]);
      return rows[0] && fromRow(schema, rows[0]);
    },

    /**
     * Files an operator's request on the first parked letter of a key; a running consumer of the
     * group carries it out. Skip applies only to the first letter: skipping one further back would
     * let the events before it apply after it. Returns the letter the request was filed on.
     */
    async request(client: Queryable, letter: StoredDeadLetter, action: DeadLetterRequest): Promise<StoredDeadLetter> {
      if (letter.status !== 'parked') throw new DeadLetterRequestError(`dead letter ${letter.id} is already ${letter.status}`);
      const { rows } = await client.query<Row>(
        `SELECT ${COLUMNS} FROM ${table} WHERE consumer_group = $1 AND key = $2 AND status = 'parked' ORDER BY id LIMIT 1 FOR UPDATE`,
        [letter.group, letter.key],
      );
      const first = rows[0] ? fromRow(schema, rows[0]) : letter;
      if (action === 'skip' && first.id !== letter.id) {
        throw new DeadLetterRequestError(
          `dead letter ${letter.id} waits behind ${first.id} (key ${letter.key}); skip or replay ${first.id} first, so that the key's events stay in order`,
        );
      }
      await client.query(`UPDATE ${table} SET requested = $2, updated_at = now() WHERE id = $1`, [first.id, action]);
      return { ...first, requested: action };
    },

    /** Deletes up to `limit` letters resolved (replayed or skipped) before the cutoff; returns how many. */
    async pruneResolved(client: Queryable, olderThanDays: number, limit: number): Promise<number> {
      const { rowCount } = await client.query(
        `DELETE FROM ${table} WHERE id IN (
           SELECT id FROM ${table} WHERE resolved_at < now() - make_interval(days => $1) LIMIT $2)`,
        [olderThanDays, limit],
      );
      return rowCount ?? 0;
    },
  };
}
