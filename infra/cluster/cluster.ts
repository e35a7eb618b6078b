/**
 * Cluster mode: the gateway and every service, each instance its own OS process started from the
 * same start script a container runs, talking over Kafka, Postgres and Redis servers. The launcher
 * only hands out addresses; the processes find each other through the environment alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../testing/free-port';
import { newestMtime } from '../dev/frontend-build';
import { siteOrigins } from '../dev/site-origins';
import { startBalancer, type Balancer } from './balancer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ClusterService {
  /** The service's name, as `--scale name=N` and the gateway's upstream name spell it. */
  name: string;
  /** Its start script, relative to the repository. */
  entry: string;
  /** The variable naming its first instance's port; the next instances take the ports after it. */
  portVar: string;
}

/**
 * Every service of the backend, in start order (auth first: the others fetch its public keys).
 * The gateway is told `<NAME>_URLS`, every instance's address; a new service is one more line here.
 */
export const clusterServices: readonly ClusterService[] = [
  { name: 'auth', entry: 'services/auth/src/start.ts', portVar: 'AUTH_PORT' },
  { name: 'catalog', entry: 'services/catalog/src/start.ts', portVar: 'CATALOG_PORT' },
  { name: 'booking', entry: 'services/booking/src/start.ts', portVar: 'BOOKING_PORT' },
  { name: 'payment', entry: 'services/payment/src/start.ts', portVar: 'PAYMENT_PORT' },
  { name: 'careers', entry: 'services/careers/src/start.ts', portVar: 'CAREERS_PORT' },
  { name: 'notify', entry: 'services/notify/src/start.ts', portVar: 'NOTIFY_PORT' },
  { name: 'ai', entry: 'services/ai/src/start.ts', portVar: 'AI_PORT' },
];

const gatewayEntry = 'gateway/src/start.ts';

/**
 * V8's young generation grows to 3 × 16 MB semi-spaces in a burst of work and stays there: capped at 4 MB, an
 * idle instance keeps about 20 MB less (the cluster's servers measured 614 MB idle uncapped, 477 MB capped; 454
 * MB at 1 MB, which costs more collections under load). See `npm run bench -- memory`.
 */
const NODE_FLAGS = ['--max-semi-space-size=4'];

/** What the bundles of `npm run build` carry in besides their own folder's sources. */
const sharedSources = ['packages/contracts/src', 'packages/platform/src', 'packages/documents/src', 'packages/sample-data/src'];

/**
 * How to run an entry: its bundle from `npm run build` (`<folder>/dist/start.js`, what a container runs) when it
 * was built after its sources last changed, else the source through tsx. A bundle needs no TypeScript loader and
 * no esbuild beside it, which saves each process about a third of its memory; CLUSTER_FROM_SOURCE=1 always runs
 * the sources.
 */
export async function entryArgs(entry: string, env: Record<string, string | undefined> = process.env): Promise<string[]> {
  const fromSource = ['--import', 'tsx', entry];
  if (env.CLUSTER_FROM_SOURCE === '1') return fromSource;
  const folder = entry.replace(/\/src\/start\.ts$/, '');
  const bundle = `${folder}/dist/start.js`;
  if (folder === entry || !existsSync(path.join(root, bundle))) return fromSource;
  const builtAt = (await stat(path.join(root, bundle))).mtimeMs;
  for (const source of [`${folder}/src`, ...sharedSources]) {
    const dir = path.join(root, source);
    if (existsSync(dir) && (await newestMtime(dir)) > builtAt) return fromSource;
  }
  return [bundle];
}

export interface Instance {
  service: string;
  /** 1-based within its service. */
  index: number;
  port: number;
  url: string;
  pid(): number | undefined;
  alive(): boolean;
  /** Sends the signal and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts the instance again on its port (after a kill) and resolves once it is ready. */
  restart(): Promise<void>;
}

export interface ClusterOptions {
  /**
   * What every process gets: DATABASE_URL, REDIS_URL, KAFKA_BROKERS, SMTP_URL, the Stripe variables,
   * JWT_KEY_ENCRYPTION_KEY, LOG_LEVEL, and the ports (PORT, OPS_PORT, <NAME>_PORT).
   */
  env: Record<string, string | undefined>;
  /** Instances per service; 1 when left out. */
  scale?: Record<string, number>;
  /** Where the processes' output lines go, prefixed with the instance's name; dropped when left out. */
  output?: (line: string) => void;
  /** How long one process may take to become ready. */
  readyTimeoutMs?: number;
  /**
   * Start again an instance that fails (exits with an error code or is killed by a signal it cannot handle,
   * as kill -9), after 1 s and then twice as long while it keeps failing, up to 30 s: what a container
   * runtime's on-failure restart policy does. A clean exit is left alone. Off by default: the fault tests
   * kill and restart instances themselves.
   */
  supervise?: boolean;
}

export interface RunningCluster {
  gatewayUrl: string;
  /** The first gateway's operations port (metrics, detailed readiness). */
  opsUrl: string;
  /** Every gateway's operations port, in instance order. */
  opsUrls: string[];
  /** Every service instance by service name (the gateway's under "gateway"). */
  instances: Record<string, Instance[]>;
  close(): Promise<void>;
}

/** Reads `--scale booking=3 --scale notify=2` (or `--scale=booking=3`) and checks the names and counts. */
export function parseScale(args: readonly string[], known: readonly string[] = ['gateway', ...clusterServices.map((s) => s.name)]): Record<string, number> {
  const scale: Record<string, number> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    let spec: string | undefined;
    if (arg === '--scale') spec = args[++i];
    else if (arg.startsWith('--scale=')) spec = arg.slice('--scale='.length);
    else throw new Error(`Unknown argument "${arg}". Usage: npm run start:cluster -- --scale booking=3 --scale notify=2`);
    const match = /^([a-z-]+)=(\d+)$/.exec(spec ?? '');
    if (!match) throw new Error(`--scale takes name=count, e.g. --scale booking=3 (got "${spec ?? ''}")`);
    const [, name, count] = match;
    if (!known.includes(name!)) throw new Error(`--scale: no service "${name}" (services: ${known.join(', ')})`);
    const n = Number(count);
    if (n < 1 || n > 16) throw new Error(`--scale ${name}: between 1 and 16 instances, not ${n}`);
    scale[name!] = n;
  }
  return scale;
}

function readPort(env: Record<string, string | undefined>, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, not "${value}"`);
  return port === 0 ? undefined : port;
}

/** Ports for n instances: from <portVar> upwards when it is set, otherwise free ones. */
async function portsFor(env: Record<string, string | undefined>, portVar: string, n: number): Promise<number[]> {
  const first = readPort(env, portVar);
  const ports: number[] = [];
  for (let i = 0; i < n; i++) ports.push(first === undefined ? await freePort() : first + i);
  return ports;
}

/**
 * Starts every service instance, then the gateway in front of them, and resolves once every process
 * reports ready (/readyz 200: database, Redis, broker reachable and its consumers consuming).
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const { env, scale = {}, output, supervise = false } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS']) {
    if (!env[name]) throw new Error(`Cluster mode needs ${name}`);
  }
  const instances: Record<string, Instance[]> = {};
  const all: Instance[] = [];
  let balancer: Balancer | undefined;
  const close = async () => {
    await balancer?.close();
    // The gateway first, so that no request reaches a service being stopped; then the services together.
    await Promise.all((instances.gateway ?? []).map((i) => i.kill('SIGTERM')));
    await Promise.all(all.map((i) => i.kill('SIGTERM')));
  };

  try {
    const plan = await Promise.all(clusterServices.map(async (s) => ({ service: s, ports: await portsFor(env, s.portVar, scale[s.name] ?? 1) })));
    const gatewayPort = readPort(env, 'PORT') ?? (await freePort());
    const every = (name: string) => plan.find((p) => p.service.name === name)!.ports.map((port) => `http://127.0.0.1:${port}`);
    const serviceEnv: Record<string, string | undefined> = {
      ...env,
      NODE_ENV: env.NODE_ENV ?? 'production',
      // Every auth instance: a service asks the next when one is down (stopping, restarting).
      AUTH_JWKS_URL: env.AUTH_JWKS_URL ?? every('auth').map((origin) => `${origin}/api/auth/jwks`).join(','),
      // The services trust only the gateway, which reaches them over loopback here.
      TRUST_PROXY: 'loopback',
      // An instance stopped with SIGTERM answers the gateway's open connections with Connection: close for a second
      // before it closes the idle ones, so that a request never meets a connection closing under it.
      SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '1000',
      // Service-to-service reads (booking's and the AI's snapshots, the dashboard figures, payment's read of a
      // booking it has not yet seen, booking's opening of a change of dates' checkout) go to a peer's instances
      // directly, each asked in turn.
      AUTH_URL: every('auth').join(','),
      CATALOG_URL: every('catalog').join(','),
      BOOKING_URL: every('booking').join(','),
      PAYMENT_URL: every('payment').join(','),
      SITE_URL: env.SITE_URL ?? `http://localhost:${gatewayPort}`,
      CORS_ORIGINS: env.CORS_ORIGINS ?? siteOrigins(gatewayPort),
    };

    for (const { service, ports } of plan) {
      const args = await entryArgs(service.entry, env);
      const list = ports.map((port, i) => spawnInstance({ name: service.name, index: i + 1, entry: service.entry, args, port, env: serviceEnv, output, readyTimeoutMs, supervise }));
      instances[service.name] = list;
      all.push(...list);
      // auth before the rest; the rest side by side.
      if (service.name === 'auth') await Promise.all(list.map((i) => i.restart()));
    }
    await Promise.all(all.filter((i) => i.service !== 'auth').map((i) => i.restart()));

    const gatewayEnv: Record<string, string | undefined> = {
      ...env,
      NODE_ENV: env.NODE_ENV ?? 'production',
    };
    for (const { service, ports } of plan) {
      const urls = ports.map((p) => `http://127.0.0.1:${p}`);
      gatewayEnv[`${service.name.toUpperCase()}_URLS`] = urls.join(',');
      gatewayEnv[`${service.name.toUpperCase()}_URL`] = urls[0];
    }
    // One gateway listens on PORT itself. Several listen on ports of their own (from GATEWAY_INSTANCES_PORT
    // upwards, else free ones), each with its operations port (OPS_PORT upwards), behind a balancer on PORT.
    const gateways = scale.gateway ?? 1;
    const gatewayPorts = gateways === 1 ? [gatewayPort] : await portsFor(env, 'GATEWAY_INSTANCES_PORT', gateways);
    const opsPorts = await portsFor(env, 'OPS_PORT', gateways);
    const gatewayArgs = await entryArgs(gatewayEntry, env);
    instances.gateway = gatewayPorts.map((port, i) =>
      spawnInstance({
        name: 'gateway',
        index: i + 1,
        entry: gatewayEntry,
        args: gatewayArgs,
        port,
        env: { ...gatewayEnv, OPS_PORT: String(opsPorts[i]) },
        output,
        readyTimeoutMs,
        supervise,
        readyUrl: `http://127.0.0.1:${opsPorts[i]}/readyz`,
      }),
    );
    all.push(...instances.gateway);
    await Promise.all(instances.gateway.map((i) => i.restart()));
    if (gateways > 1) balancer = await startBalancer({ port: gatewayPort, targets: gatewayPorts.map((port) => ({ host: '127.0.0.1', port })) });
    const opsUrls = opsPorts.map((port) => `http://127.0.0.1:${port}`);
    return { gatewayUrl: `http://127.0.0.1:${gatewayPort}`, opsUrl: opsUrls[0]!, opsUrls, instances, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export interface SpawnOptions {
  name: string;
  index: number;
  /** The start script, relative to the repository. */
  entry: string;
  /** Node's arguments that run it (see entryArgs); the source through tsx when left out. */
  args?: string[];
  port: number;
  env: Record<string, string | undefined>;
  output?: (line: string) => void;
  readyTimeoutMs: number;
  readyUrl?: string;
  supervise?: boolean;
}

/** An instance not yet started; `restart()` starts it. */
export function spawnInstance(o: SpawnOptions): Instance {
  const label = `${o.name}-${o.index}`;
  const url = `http://127.0.0.1:${o.port}`;
  const readyUrl = o.readyUrl ?? `${url}/readyz`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let tail: string[] = [];
  // Set while we stop it (kill) or before it was ever started: an exit then is not a crash.
  let stopping = true;
  let backoffMs = 1_000;
  let restartTimer: NodeJS.Timeout | undefined;

  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const start = () => {
    tail = [];
    const proc = spawn(process.execPath, [...NODE_FLAGS, ...(o.args ?? ['--import', 'tsx', o.entry])], {
      cwd: root,
      // Should this launcher die without stopping it, the instance stops itself (packages/platform shutdown.ts).
      env: { ...o.env, PORT: String(o.port), INSTANCE_NAME: label, STOP_WITH_PARENT_PID: String(process.pid) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const startedAt = Date.now();
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    proc.once('exit', (code, signal) => {
      // A clean exit (code 0) was asked for (SIGTERM or Ctrl-C from outside): only failures are restarted.
      if (stopping || !o.supervise || code === 0) return;
      // Up a while before it failed: it was not failing at start, so the next wait starts short again.
      if (Date.now() - startedAt > 60_000) backoffMs = 1_000;
      o.output?.(`[${label}] exited on its own (${signal ?? `code ${code}`}); starting it again in ${backoffMs / 1000} s`);
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (stopping) return;
        start();
        // Its own output shows why, should it fail again (and its exit is handled like this one).
        waitReady().then(
          () => o.output?.(`[${label}] ready again`),
          () => stopping || o.output?.(`[${label}] did not become ready again`),
        );
      }, backoffMs);
      backoffMs = Math.min(backoffMs * 2, 30_000);
    });
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        o.output?.(`[${label}] ${line}`);
      }
    };
    proc.stdout?.on('data', collect);
    proc.stderr?.on('data', collect);
  };

  const waitReady = async () => {
    const deadline = Date.now() + o.readyTimeoutMs;
    for (;;) {
      if (!alive()) throw new Error(`${label} exited before it was ready:\n${tail.join('\n')}`);
      try {
        const res = await fetch(readyUrl, { signal: AbortSignal.timeout(3_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${label} was not ready within ${o.readyTimeoutMs} ms:\n${tail.join('\n')}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  };

  return {
    service: o.name,
    index: o.index,
    port: o.port,
    url,
    pid: () => child?.pid,
    alive,
    async kill(signal = 'SIGTERM') {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = undefined;
      if (!alive()) return;
      child!.kill(signal);
      // A process that does not finish its graceful stop in time is ended.
      const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => child?.kill('SIGKILL'), 20_000);
      await exited;
      if (timer) clearTimeout(timer);
    },
    async restart() {
      if (alive()) throw new Error(`${label} is running`);
      stopping = false;
      start();
      await waitReady();
    },
  };
}
