import { quoteIdent, type Pool } from '../db/pool';
import { deadLetterStore, DeadLetterRequestError, type DeadLetterRequest, type StoredDeadLetter } from './dead-letter-store';

/**
 * What the operators' command line does with the dead letters of every service schema in one
 * database: list them, and file replay and skip requests that the services' running consumers
 * carry out with their real handlers (see dead-letters.ts, `runRequests`).
 */

/** The service schemas of the database that hold dead letters, optionally only one. */
export async function deadLetterSchemas(pool: Pool, service?: string): Promise<string[]> {
  const { rows } = await pool.query<{ schema: string }>(
    `SELECT table_schema AS schema FROM information_schema.tables
      WHERE table_name = 'dead_letters' AND ($1::text IS NULL OR table_schema = $1) ORDER BY 1`,
    [service ?? null],
  );
  if (service && !rows.length) throw new DeadLetterRequestError(`no service schema "${service}" with dead letters in this database`);
  return rows.map((r) => r.schema);
}

export async function listDeadLetters(pool: Pool, options: { service?: string; all?: boolean; key?: string } = {}): Promise<StoredDeadLetter[]> {
  const result: StoredDeadLetter[] = [];
  for (const schema of await deadLetterSchemas(pool, options.service)) result.push(...(await deadLetterStore(schema).list(pool, options)));
  return result;
}

/** `booking:12`, or `12` when --service names the schema or only one schema has a letter 12. */
export async function findDeadLetter(pool: Pool, ref: string, service?: string): Promise<StoredDeadLetter> {
  const match = /^(?:([a-z_][a-z0-9_]*):)?(\d+)$/.exec(ref.trim());
  if (!match) throw new DeadLetterRequestError(`"${ref}" is not a dead-letter id like booking:12`);
  const [, named, digits] = match;
  if (named && service && named !== service) throw new DeadLetterRequestError(`${ref} does not belong to --service ${service}`);
  const found: StoredDeadLetter[] = [];
  for (const schema of await deadLetterSchemas(pool, named ?? service)) {
    const letter = await deadLetterStore(schema).get(pool, Number(digits));
    if (letter) found.push(letter);
  }
  if (!found.length) throw new DeadLetterRequestError(`no dead letter ${ref}`);
  if (found.length > 1) {
    throw new DeadLetterRequestError(`${ref} exists in several services (${found.map((l) => l.schema).join(', ')}); name one, e.g. ${found[0]!.schema}:${digits}`);
  }
  return found[0]!;
}

/** Files the request on the first parked letter of the given letter's key; returns that letter. */
export async function requestDeadLetter(pool: Pool, letter: StoredDeadLetter, action: DeadLetterRequest): Promise<StoredDeadLetter> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const filed = await deadLetterStore(letter.schema).request(client, letter, action);
    await client.query('COMMIT');
    return filed;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The parked letters with a key, across groups and schemas: what `replay --key` replays. */
export async function firstLettersOfKey(pool: Pool, key: string, service?: string): Promise<StoredDeadLetter[]> {
  const parked = await listDeadLetters(pool, { service, key });
  const firsts = new Map<string, StoredDeadLetter>();
  for (const letter of parked) {
    const id = `${letter.schema}\u0000${letter.group}`;
    if (!firsts.has(id)) firsts.set(id, letter);
  }
  return [...firsts.values()];
}

/**
 * Waits until no letter of the key carries a request any more: the consumer replayed or skipped
 * them all, or a replay failed and left the letter parked with its new error. False on timeout
 * (no consumer of the group is running).
 */
export async function waitForRequest(pool: Pool, letter: StoredDeadLetter, timeoutMs: number, pollMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${quoteIdent(letter.schema)}.dead_letters
        WHERE consumer_group = $1 AND key = $2 AND status = 'parked' AND requested IS NOT NULL`,
      [letter.group, letter.key],
    );
    if (rows[0]?.n === 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

const clip = (text: string, width: number) => (text.length <= width ? text : `${text.slice(0, width - 1)}…`);

/** A plain-text table of letters, one line each, oldest first per key. */
export function formatDeadLetters(letters: StoredDeadLetter[], now = new Date()): string {
  if (!letters.length) return 'No dead letters.';
  const header = ['ID', 'GROUP', 'KEY', 'EVENT', 'REASON', 'TRIES', 'STATUS', 'AGE', 'ERROR'];
  const rows = letters.map((l) => [
    `${l.schema}:${l.id}`,
    l.group,
    clip(l.key, 38),
    l.eventType ?? `(${l.topic})`,
    l.reason,
    String(l.attempts),
    l.requested ? `${l.status}, ${l.requested} requested` : l.status,
    age(now.getTime() - l.createdAt.getTime()),
    clip(l.error.replace(/\s+/g, ' '), 60),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

function age(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s}s`;
  if (s < 7200) return `${Math.round(s / 60)}m`;
  if (s < 172_800) return `${Math.round(s / 3600)}h`;
  return `${Math.round(s / 86_400)}d`;
}
