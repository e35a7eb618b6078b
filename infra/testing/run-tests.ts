/**
 * `npm test`: the test projects in two lanes that share no state, side by side.
 *
 * - lane 1: the server and frontend files (four at a time), then the cluster fault files (two at a time, on a
 *   machine no other test file is using: their figures are about the cluster, not the machine's load);
 * - lane 2: the browser journeys, one after another, with a PostgreSQL server of their own when the machine's is
 *   used (a test site keeps up to 21 connections, and lane 1's files fill most of the server's 100), and ports
 *   from slices of the range that lane 1's workers never pick.
 *
 * Lane 2's report is printed as it comes, each line marked `[e2e]`. Arguments (`npm test -- <files or options>`)
 * skip the lanes and go to vitest as they are.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { postgresBinaries, startOwnPostgres, type OwnPostgres } from './own-servers';

interface LaneResult {
  name: string;
  code: number;
  seconds: number;
}

function vitest(args: string[], env: NodeJS.ProcessEnv, prefix?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], {
      env,
      stdio: ['ignore', prefix ? 'pipe' : 'inherit', prefix ? 'pipe' : 'inherit'],
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream! }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
      }
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function lane(name: string, steps: (() => Promise<number>)[]): Promise<LaneResult> {
  const started = performance.now();
  let code = 0;
  // Every step runs even after one fails, so that one run reports every failure.
  for (const step of steps) code = (await step()) || code;
  return { name, code, seconds: Math.round((performance.now() - started) / 1000) };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length) return vitest(args, process.env);

  let own: OwnPostgres | undefined;
  const browserEnv: NodeJS.ProcessEnv = { ...process.env, TEST_PORT_SLICE_OFFSET: '8' };
  if (process.env.DATABASE_URL && postgresBinaries()) {
    own = await startOwnPostgres();
    browserEnv.DATABASE_URL = own.url;
  }
  try {
    const results = await Promise.all([
      lane('server, frontend, then faults', [
        () => vitest(['--project', 'server', '--project', 'frontend'], process.env),
        () => vitest(['--project', 'faults'], process.env),
      ]),
      lane('e2e', [() => vitest(['--project', 'e2e'], browserEnv, '[e2e]')]),
    ]);
    for (const r of results) console.log(`${r.code === 0 ? 'passed' : 'FAILED'}: ${r.name} (${r.seconds} s)`);
    return results.some((r) => r.code !== 0) ? 1 : 0;
  } finally {
    await own?.destroy();
  }
}

process.exitCode = await main();
