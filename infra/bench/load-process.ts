import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * Runs a load generator of this folder (`booking-load.ts`, `open-load.ts`) in its own process, so that it does
 * not share a CPU's event loop with the site it measures: the plan goes in on stdin, the last line of stdout is
 * its JSON result.
 */
export function runLoadProcess<Result>(script: string, plan: unknown): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, path.join(here, script)], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Result);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
    child.stdin.end(JSON.stringify(plan));
  });
}

/** A response's JSON, or an error naming the address and what it answered. */
export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** The demo guest's sign-in body (SEED_DEMO_USERS=true seeds the account). */
export const demoGuestCredentials = JSON.stringify({ email: 'guest@suvarnahotels.in', password: 'Guest@123' });

/** Signs in as the demo guest through siteUrl and returns the access token. */
export async function signInDemoGuest(siteUrl: string): Promise<string> {
  const { access_token: token } = await json<{ access_token: string }>(
    await fetch(`${siteUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: demoGuestCredentials }),
  );
  return token;
}

/**
 * Registers `count` guests of their own through siteUrl and returns their access tokens. A booking takes its
 * account's lock (the unpaid-holds cap is counted under it), so one guest's bookings wait for each other: a
 * load of many guests books through many accounts, as a site's real load does.
 */
export interface BenchGuest {
  token: string;
  name: string;
  email: string;
}

/** `count` accounts of their own (each registration hashes a password: a few at a time), signed in. */
export async function registerBenchAccounts(siteUrl: string, count: number): Promise<BenchGuest[]> {
  const run = `${process.pid}-${Date.now().toString(36)}`;
  const guests: BenchGuest[] = new Array<BenchGuest>(count);
  const register = async (i: number) => {
    const name = `Bench Guest ${i + 1}`;
    const email = `bench-${run}-${i}@example.com`;
    const { access_token: token } = await json<{ access_token: string }>(
      await fetch(`${siteUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ full_name: name, email, password: 'Lotus#Garden42' }),
      }),
    );
    guests[i] = { token, name, email };
  };
  for (let i = 0; i < count; i += 8) await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, j) => register(i + j)));
  return guests;
}

export interface SiteCpu<T> {
  result: T;
  /** This process's CPU time (the all-in-one site's, and the Stripe sandbox's where it runs here) while `work` ran, in ms. */
  cpuMs: number;
  /** Of which in the kernel (system calls: sockets above all), in ms. */
  systemMs: number;
  /** The site's event-loop delay while `work` ran, in ms. */
  loopDelay: { p50: number; p99: number; max: number };
  /**
   * The whole machine's busy CPU time while `work` ran (every process on every core: the site or the cluster's
   * processes, PostgreSQL, Kafka, the Stripe sandbox, the load process with its start), in ms; undefined off Linux.
   */
  machineMs?: number;
}

/** Linux counts /proc/stat in USER_HZ ticks, 100 a second on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

/** The machine's busy CPU time since boot, in ms (user, nice, system, interrupts, steal), or undefined without /proc/stat. */
async function machineBusyMs(): Promise<number | undefined> {
  try {
    const cpu = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
    return ((user + nice + system + irq + softirq + steal) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` (a load from another process) and measures what it cost this process, where the all-in-one site
 * runs. `BENCH_CPU_PROF=<file>`: the site's CPU profile over the load, for Chrome's DevTools.
 */
export async function measureSiteCpu<T>(work: () => Promise<T>): Promise<SiteCpu<T>> {
  const profile = process.env.BENCH_CPU_PROF ? new Session() : undefined;
  if (profile) {
    profile.connect();
    await profile.post('Profiler.enable');
    await profile.post('Profiler.start');
  }
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const machineBefore = await machineBusyMs();
  const before = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(before);
  const machineAfter = await machineBusyMs();
  delay.disable();
  if (profile) {
    const { profile: taken } = await profile.post('Profiler.stop');
    await writeFile(process.env.BENCH_CPU_PROF!, JSON.stringify(taken));
    profile.disconnect();
  }
  const ms = (ns: number) => ns / 1e6;
  return {
    result,
    cpuMs: (cpu.user + cpu.system) / 1000,
    systemMs: cpu.system / 1000,
    loopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    machineMs: machineBefore === undefined || machineAfter === undefined ? undefined : machineAfter - machineBefore,
  };
}

/** The first value `read` gives (anything but undefined), read again every `everyMs` until `timeoutMs` have passed. */
export async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number, everyMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error('bench: timed out waiting');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
