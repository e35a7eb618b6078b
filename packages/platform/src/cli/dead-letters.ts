/**
 * The operators' view of events that a consumer could not apply, and of the later events of the
 * same key held behind them:
 *
 *   npm run dead-letters -- list [--service booking] [--key <key>] [--all]
 *   npm run dead-letters -- replay <id> | --key <key> [--service booking]
 *   npm run dead-letters -- skip <id>
 *
 * Reads DATABASE_URL (else the embedded PostgreSQL of `npm start` on EMBEDDED_PG_PORT). An id reads
 * `booking:12` (service schema and letter number). Replay and skip are filed in the service's
 * database; a running instance of the service carries them out with its real handlers, in key
 * order, and this command waits for it (`--wait <seconds>`, 0 to only file the request).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { firstLettersOfKey, findDeadLetter, formatDeadLetters, listDeadLetters, requestDeadLetter, waitForRequest } from '../bus/dead-letter-admin';
import { DeadLetterRequestError, type DeadLetterRequest, type StoredDeadLetter } from '../bus/dead-letter-store';
import { createPool, type Pool } from '../db/pool';

const usage = `Usage:
  npm run dead-letters -- list [--service <name>] [--key <key>] [--all]
  npm run dead-letters -- replay <id> | --key <key> [--service <name>] [--wait <seconds>]
  npm run dead-letters -- skip <id> [--service <name>] [--wait <seconds>]
An id reads service:number, e.g. booking:12, as list prints it.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command; returns the exit code. */
export async function runDeadLettersCli(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        service: { type: 'string' },
        key: { type: 'string' },
        all: { type: 'boolean' },
        wait: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    io.err(`${(err as Error).message}\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ref, ...extra] = positionals;
  if (values.help || !command) {
    (values.help ? io.out : io.err)(usage);
    return values.help ? 0 : 2;
  }
  const waitSeconds = values.wait === undefined ? 30 : Number(values.wait);
  if (!Number.isFinite(waitSeconds) || waitSeconds < 0 || extra.length) {
    io.err(usage);
    return 2;
  }

  const url = env.DATABASE_URL || `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT ?? 54329}/suvarna`;
  const pool = createPool(url, { applicationName: 'dead-letters-cli', max: 2 });
  try {
    if (command === 'list') {
      io.out(formatDeadLetters(await listDeadLetters(pool, { service: values.service, key: values.key, all: values.all })));
      return 0;
    }
    if (command !== 'replay' && command !== 'skip') {
      io.err(`unknown command "${command}"\n${usage}`);
      return 2;
    }
    let targets: StoredDeadLetter[];
    if (ref !== undefined) targets = [await findDeadLetter(pool, ref, values.service)];
    else if (command === 'replay' && values.key !== undefined) targets = await firstLettersOfKey(pool, values.key, values.service);
    else {
      io.err(`${command} needs a dead-letter id${command === 'replay' ? ' or --key' : ''}\n${usage}`);
      return 2;
    }
    if (!targets.length) {
      io.err(`no parked dead letters with key ${values.key}`);
      return 1;
    }
    let failed = false;
    for (const target of targets) failed = !(await carryOut(pool, target, command, waitSeconds, io)) || failed;
    return failed ? 1 : 0;
  } catch (err) {
    if (err instanceof DeadLetterRequestError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  } finally {
    await pool.end();
  }
}

/** Files one request, waits for a consumer to carry it out, and prints the key's letters as they are now. */
async function carryOut(pool: Pool, target: StoredDeadLetter, action: DeadLetterRequest, waitSeconds: number, io: CliIo): Promise<boolean> {
  const filed = await requestDeadLetter(pool, target, action);
  const what = `${action} of ${filed.schema}:${filed.id} (group ${filed.group}, key ${filed.key})`;
  if (filed.id !== target.id) io.out(`${target.schema}:${target.id} waits behind ${filed.schema}:${filed.id}; replaying the key from there, in order.`);
  if (waitSeconds === 0) {
    io.out(`Filed ${what}; a running ${filed.schema} instance carries it out.`);
    return true;
  }
  const done = await waitForRequest(pool, filed, waitSeconds * 1000);
  const letters = await listDeadLetters(pool, { service: filed.schema, key: filed.key, all: true });
  const ofGroup = letters.filter((l) => l.group === filed.group && l.id >= filed.id);
  io.out(formatDeadLetters(ofGroup));
  if (!done) {
    io.err(`Filed ${what}, but no running ${filed.schema} instance carried it out within ${waitSeconds} s; it stays filed and runs when one does.`);
    return false;
  }
  const stillParked = ofGroup.find((l) => l.status === 'parked');
  if (stillParked) {
    io.err(`${filed.schema}:${stillParked.id} failed again (${stillParked.error}); the key stays blocked from there.`);
    return false;
  }
  io.out(`Done: ${what}; the key flows again.`);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runDeadLettersCli(process.argv.slice(2), process.env, { out: (l) => process.stdout.write(`${l}\n`), err: (l) => console.error(l) }).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
