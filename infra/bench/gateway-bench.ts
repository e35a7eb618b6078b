/**
 * `npm run bench`: boots the site on free ports (DATABASE_URL or embedded Postgres) in each mode asked
 * for (BENCH_MODES, default "site,cluster": the all-in-one process, then cluster mode with every service
 * its own process over Kafka), and measures in each:
 * - gateway: what the gateway hop costs: GET /api/hotels with autocannon on the catalog service directly
 *   and through the gateway (answered from the gateway's store), and relayed (Cache-Control: no-cache, so
 *   the catalog answers each), and the throughput ratios (ratios, not absolute numbers, are comparable
 *   between runs on these shared machines);
 * - catalog: the catalog's hotel list against an Express hello-world, in a process of its own, sending the
 *   same bytes (throughput ratio);
 * - mixed: a hotel-reservation mix (60 % list and search, 39 % detail and reviews, 1 % sign-in and
 *   booking) at fixed arrival rates (BENCH_RATES, default 200,500,1000 req/s; open model, latency from
 *   each request's due time), through the gateway and directly: achieved rate, p50, p99 and errors, after
 *   a warm-up at the highest rate (BENCH_WARMUP_SECONDS, default 10, each way) that is not reported;
 * - memory (cluster mode only): the idle PSS of the gateway and each service instance, 15 s after they are ready;
 * - unavailable (cluster mode only): every careers instance killed, a signed-in reader's GET through the
 *   gateway at the same rates: how fast the 503 (with a detail) comes, and how soon after an instance is
 *   back the gateway uses it;
 * - statements (all-in-one only): statements per booking across every service, counted by pg_stat_statements
 *   (BENCH_STATEMENT_BOOKINGS, default 300, made at 50/s until every consumer of booking.created has them),
 *   beside what the idle site runs over as long; needs the embedded PostgreSQL (or a server preloading it);
 * - booking (all-in-one only): booking creations through the gateway, each on a hotel, room type and night
 *   of its own: p99 at a fixed offered rate (BENCH_BOOKING_RATE, default 100/s), then creations per second
 *   flat out, beside pgbench running the same transaction on the same database (the ratio; needs pgbench);
 * - payment (all-in-one only): the payment chain, one booking at a time (BENCH_PAYMENT_RUNS, default 30):
 *   the webhook leaving the Stripe sandbox until the booking reads paid (p95), and the booking's creation
 *   until its confirmation e-mail is in the inbox (p95);
 * - checkout (both modes): guests paying at a fixed rate (BENCH_CHECKOUT_RATE, default 20 journeys a
 *   second, for BENCH_SECONDS, after BENCH_CHECKOUT_WARMUP_SECONDS of journeys at 10/s, default 0): Proceed to
 *   payment (booking created → checkout URL) and the return from the checkout (the checkout page's 303 → the
 *   result page reads paid), p50 and p95 of each, and the whole machine's CPU per journey;
 * - ai (all-in-one only): the demo history written into the site (its duration), then the three assistants
 *   asked in English, Hindi and Tamil one question at a time (BENCH_AI_ROUNDS, default 10, rounds of each
 *   endpoint's questions): p50 and p95 of each endpoint.
 * BENCH_PARTS (comma-separated, default all) or the arguments (`npm run bench -- mixed catalog`) choose
 * parts; BENCH_SECONDS (default 10) is each measurement's length. The machine's load average is printed
 * with each part, since the figures only mean something next to it.
 */
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { createTestDatabase } from '@suvarna/platform/testing';
import { startEmbeddedPostgres } from '../dev/embedded-postgres';
import { startSite } from '../dev/site';
import { freePort, freeSitePorts } from '../testing/free-port';
import { benchAi } from './ai-bench';
import { benchBookings } from './booking-bench';
import { benchCheckout } from './checkout-bench';
import { benchPayments } from './payment-bench';
import { startMailCatcher } from '../dev/mail-catcher';
import { loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startCluster } from '../cluster/cluster';
import { clusterIdleMemory } from './cluster-memory';
import { prepareClusterEnvironment } from '../cluster/environment';
import { formatLoad, prepareMixedBench, viaGateway } from './mixed-bench';
import { benchUnavailable } from './unavailable-bench';
import { benchStatements } from './statements-bench';
import { pgbenchBooking } from './pgbench-anchor';
import { startStripeProcess } from './stripe-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** The booking part's flat-out connections: as many as the pgbench anchor's clients, so the ratio compares like with like. */
const bookingConnections = Number(process.env.BENCH_BOOKING_CONNECTIONS ?? 16);
/** The booking part's guests: enough that each holds a few dozen unpaid bookings at most by the end. */
const bookingGuests = Number(process.env.BENCH_BOOKING_GUESTS ?? 320);
const bookingRate = Number(process.env.BENCH_BOOKING_RATE ?? 100);
const checkoutRate = Number(process.env.BENCH_CHECKOUT_RATE ?? 20);
/** Seconds of journeys at 10 a second before the checkout part measures (0: measured on a cold site). */
const checkoutWarmup = Number(process.env.BENCH_CHECKOUT_WARMUP_SECONDS ?? 0);

/** Journeys at 10 a second for checkoutWarmup seconds, their figures printed on one line, so that the measured run meets code the JIT compiled. */
async function warmCheckout(label: string, url: string): Promise<void> {
  if (checkoutWarmup <= 0) return;
  const w = await benchCheckout(url, { rate: 10, seconds: checkoutWarmup });
  console.log(`[${label}] warm-up: ${w.journeys} journeys at 10/s, booked → reads paid p95 ${w.bookingToPaid.p95} ms, ${w.failed} failed, the machine's CPU ${w.machineMsPerJourney?.toFixed(1) ?? '?'} ms per journey (not counted below)`);
}
const aiRounds = Number(process.env.BENCH_AI_ROUNDS ?? 10);
const statementBookings = Number(process.env.BENCH_STATEMENT_BOOKINGS ?? 300);
const allParts = ['gateway', 'catalog', 'mixed', 'unavailable', 'memory', 'statements', 'booking', 'payment', 'checkout', 'ai'];
const cliParts = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const parts = cliParts.length ? cliParts : (process.env.BENCH_PARTS ?? allParts.join(',')).split(',').filter(Boolean);
/**
 * BENCH_STRIPE=process|site: where the Stripe sandbox runs for the all-in-one site. By default in a process of its own
 * (Stripe's work is not the site's), unless the payment part runs: it reads the in-process sandbox's deliveries.
 */
const stripeInItsOwnProcess = (process.env.BENCH_STRIPE ?? (parts.includes('payment') ? 'site' : 'process')) === 'process';
const modes = (process.env.BENCH_MODES ?? 'site,cluster').split(',').filter(Boolean);
const rates = (process.env.BENCH_RATES ?? '200,500,1000').split(',').map(Number);
for (const part of parts) if (!allParts.includes(part)) throw new Error(`Unknown bench part "${part}" (parts: ${allParts.join(', ')})`);
for (const mode of modes) if (mode !== 'site' && mode !== 'cluster') throw new Error(`Unknown bench mode "${mode}" (modes: site, cluster)`);
const paymentRuns = Number(process.env.BENCH_PAYMENT_RUNS ?? 30);
/**
 * The load parts book as a few guests each (the booking parts register their own, the others use the demo
 * guest), far past a family's caps on unpaid holds, and register those guests from one address: the caps and
 * the registration limit are lifted for the bench.
 */
const benchGuestsBookALot = {
  HOLD_MAX_BOOKINGS: '1000000',
  HOLD_MAX_ROOMS: '1000000',
  HOLD_MAX_BOOKINGS_PER_HOTEL: '1000000',
  HOLD_MAX_ROOMS_PER_HOTEL: '1000000',
  REGISTER_MAX_PER_IP: '1000000',
};

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}

/** The load comes from a separate process, so it does not share an event loop with the servers. */
async function load(url: string, headers: string[] = []) {
  const { stdout } = await promisify(execFile)(process.execPath, [autocannonBin, '-j', '-c', String(connections), '-d', String(duration), ...headers.flatMap((h) => ['-H', h]), url], {
    maxBuffer: 10 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as AutocannonResult;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The bytes of an answer as they cross the wire (fetch would decode them), asking for `encoding`. */
function wireBytes(url: string, encoding?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () => resolve(n));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const loadNote = () => `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`;

interface Targets {
  gatewayUrl: string;
  direct: { auth: string; catalog: string; booking: string };
}

/** The Express hello-world, in a process of its own, sending the bytes `source` answers with. */
async function startHelloWorld(source: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'infra/bench/hello-world.ts'), source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      out += d;
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error('the hello-world exited before it listened')));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(mode: string, t: Targets) {
  const label = mode === 'site' ? 'all-in-one site' : 'cluster mode';
  if (parts.includes('gateway')) {
    const direct = `${t.direct.catalog}/api/hotels`;
    const viaGatewayUrl = `${t.gatewayUrl}/api/hotels`;
    await load(direct); // warm the cache and the JIT
    const d = await load(direct);
    const g = await load(viaGatewayUrl);
    // Cache-Control: no-cache makes the gateway ask the catalog every time: what the relay alone costs.
    const r = await load(viaGatewayUrl, ['cache-control=no-cache']);
    console.log(`[${label}] GET /api/hotels, ${connections} connections, ${duration} s each (${loadNote()})`);
    console.log(`  catalog directly              : ${d.rps.toFixed(0)} req/s  p99 ${d.p99} ms  errors ${d.errors}`);
    console.log(`  through gateway (its store)   : ${g.rps.toFixed(0)} req/s  p99 ${g.p99} ms  errors ${g.errors}`);
    console.log(`  through gateway, relayed      : ${r.rps.toFixed(0)} req/s  p99 ${r.p99} ms  errors ${r.errors}`);
    console.log(`  ratio gateway ÷ direct: ${(g.rps / d.rps).toFixed(2)}  (goal ≥ 0.75); relayed ÷ direct ${(r.rps / d.rps).toFixed(2)}`);
    // The store makes its compressed copies on the first hit after an answer is stored, off the event loop.
    const plain = await wireBytes(viaGatewayUrl);
    // Asked until both copies are there (smaller than the JSON), not for a fixed while.
    let [br, gz] = [plain, plain];
    for (let asked = 0; asked < 100 && (br >= plain || gz >= plain); asked++) {
      [br, gz] = [await wireBytes(viaGatewayUrl, 'br'), await wireBytes(viaGatewayUrl, 'gzip')];
    }
    console.log(`  GET /api/hotels on the wire: ${plain} bytes as JSON, ${br} with Brotli, ${gz} with gzip (the store's copies; autocannon above asks for none)`);
  }
  if (parts.includes('catalog')) {
    const list = `${t.direct.catalog}/api/hotels`;
    const hello = await startHelloWorld(list);
    try {
      await load(hello.url);
      await load(list);
      const h = await load(hello.url);
      const c = await load(list);
      const bytes = (await (await fetch(list)).arrayBuffer()).byteLength;
      console.log(`[${label}] catalog hotel list (${bytes} bytes) against an Express hello-world sending the same bytes, ${connections} connections (${loadNote()})`);
      console.log(`  Express hello-world : ${h.rps.toFixed(0)} req/s  p99 ${h.p99} ms  errors ${h.errors}`);
      console.log(`  catalog /api/hotels : ${c.rps.toFixed(0)} req/s  p99 ${c.p99} ms  errors ${c.errors}`);
      console.log(`  ratio catalog ÷ hello-world: ${(c.rps / h.rps).toFixed(2)}  (goal ≥ 0.80)`);
    } finally {
      await hello.stop();
    }
  }
  if (parts.includes('mixed')) {
    const mixed = await prepareMixedBench(t.gatewayUrl);
    // Warm-up at the highest rate, both ways, before anything is measured: the first seconds at a new high rate
    // after a start fill the gateway's store, open database and upstream connections and compile hot code, and
    // in cluster mode they measured p99 about 260 ms where the runs after them measured 24-31 ms.
    const warmRate = Math.max(...rates);
    await mixed.run(viaGateway(t.gatewayUrl), Math.min(200, warmRate), 3);
    await mixed.run(viaGateway(t.gatewayUrl), warmRate, warmupSeconds);
    await mixed.run(t.direct, warmRate, warmupSeconds);
    console.log(`[${label}] mixed load: 60 % list and search, 39 % detail and reviews, 1 % sign-in and booking; ${duration} s per rate, open model`);
    for (const rate of rates) {
      const g = await mixed.run(viaGateway(t.gatewayUrl), rate, duration);
      const gLoad = loadNote();
      const d = await mixed.run(t.direct, rate, duration);
      console.log(`  ${String(rate).padStart(4)} req/s through gateway: ${formatLoad(g)}  (${gLoad})`);
      console.log(`  ${String(rate).padStart(4)} req/s directly       : ${formatLoad(d)}  (${loadNote()})`);
      console.log(`            p50 ratio direct ÷ gateway ${(d.p50 / g.p50).toFixed(2)}, achieved ratio gateway ÷ direct ${(g.achieved / d.achieved).toFixed(2)}`);
      if (process.env.BENCH_VERBOSE) console.log(JSON.stringify({ gateway: g.byKind, direct: d.byKind }));
    }
  }
}

console.log(`Bench: modes ${modes.join(', ')}; parts ${parts.join(', ')}; ${loadNote()}`);
// pg_stat_statements counts the statements a booking costs (the statements part).
/** The checkout part's figures (`goal`: booked → reads paid p95, 1 s all-in-one, 2 s in cluster mode). */
function printCheckout(label: string, c: Awaited<ReturnType<typeof benchCheckout>>, where: string, goal: string): void {
  const errors = Object.entries(c.errors).map(([e, n]) => `${e}×${n}`).join(', ');
  console.log(`[${label}] checkout: ${c.journeys} guests paying, ${c.rate} a second for ${duration} s, each book → Proceed to payment → card → result page; ${where} (${loadNote()})`);
  console.log(`  Proceed to payment (booking created → checkout URL)   : p50 ${c.proceed.p50} ms  p95 ${c.proceed.p95} ms  max ${c.proceed.max} ms  (goal p95 < 500 ms)`);
  console.log(`  return from checkout (303 → result page reads paid)   : p50 ${c.back.p50} ms  p95 ${c.back.p95} ms  max ${c.back.max} ms  (goal p95 < 500 ms)`);
  console.log(`  booked → reads paid (book.js's booking_to_paid)      : p50 ${c.bookingToPaid.p50} ms  p95 ${c.bookingToPaid.p95} ms  max ${c.bookingToPaid.max} ms  (goal p95 < ${goal})`);
  console.log(`  paid bookings per second: ${c.paidPerSecond.toFixed(1)} of ${c.rate} offered  (goal ≥ 50 at 50 offered)`);
  console.log(`  failed ${c.failed}${errors ? ` (${errors})` : ''}; result pages that needed a second read: ${c.secondReads}`);
  if (c.machineMsPerJourney !== undefined) {
    console.log(`  the machine's CPU per journey, every process (${where.startsWith('every') ? 'the cluster' : 'the site'}, PostgreSQL, Stripe sandbox, load generator): ${c.machineMsPerJourney.toFixed(1)} ms`);
  }
}

const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres(path.join(root, '.data/bench-postgres'), await freePort(), undefined, ['-c', 'shared_preload_libraries=pg_stat_statements']);
const adminUrl = process.env.DATABASE_URL ?? embedded!.url;
try {
  if (modes.includes('site')) {
    const db = await createTestDatabase(adminUrl);
    const ports = await freeSitePorts();
    // The paying parts' guests get e-mails, and so do the guests the booking parts register (welcome, address
    // questions): a catcher takes them, or notify would retry each against no server and warn every time.
    const mail = ['payment', 'checkout', 'booking', 'statements'].some((p) => parts.includes(p)) ? await startMailCatcher(await freePort(), await freePort()) : undefined;
    // Stripe in a process of its own, as it is outside the bench (the payment part reads the in-process sandbox's deliveries).
    const stripe = stripeInItsOwnProcess ? await startStripeProcess(await freePort(), ports.gateway) : undefined;
    const site = await startSite({
      env: {
        ...stripe?.env,
        DATABASE_URL: db.url,
        REDIS_URL: process.env.REDIS_URL,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
        ...benchGuestsBookALot,
        SEED_DEMO_USERS: 'true',
        SMTP_URL: mail?.smtpUrl ?? 'smtp://127.0.0.1:1',
        // The pages a Checkout Session returns to.
        CORS_ORIGINS: `http://127.0.0.1:${ports.gateway}`,
      },
      ports,
    });
    try {
      const at = (port: number) => `http://127.0.0.1:${port}`;
      await measure('site', { gatewayUrl: site.url, direct: { auth: at(ports.auth), catalog: at(ports.catalog), booking: at(ports.booking) } });
      if (parts.includes('checkout') && (site.stripeSandbox || stripe)) {
        await warmCheckout('all-in-one site', site.url);
        const c = await benchCheckout(site.url, { rate: checkoutRate, seconds: duration });
        printCheckout('all-in-one site', c, `the Stripe sandbox ${stripe ? 'in a process of its own' : "in the site's process"}`, '1 s');
        console.log(
          `  the site's process (services and gateway${stripe ? '' : ', Stripe sandbox'}): ${c.cpuMsPerJourney.toFixed(1)} ms of CPU per journey; event-loop delay p50 ${c.loopDelay.p50.toFixed(0)} ms  p99 ${c.loopDelay.p99.toFixed(0)} ms  max ${c.loopDelay.max.toFixed(0)} ms`,
        );
      }
      if (parts.includes('statements')) {
        const n = await benchStatements(site.url, db.url, { count: statementBookings, rate: 50 });
        if (!n) console.log('[all-in-one site] statements per booking: not counted (the server was not started with shared_preload_libraries=pg_stat_statements)');
        else {
          console.log(`[all-in-one site] statements per booking across every service (pg_stat_statements), ${n.bookings} bookings at 50/s until every consumer had them, ${n.seconds.toFixed(1)} s (${loadNote()})`);
          console.log(`  ${n.perBooking.toFixed(1)} statements per booking, of which ${n.idlePerBooking.toFixed(1)} the site runs idle over as long  (goal ≤ 10)`);
          console.log(`  ${n.dbMsPerBooking.toFixed(2)} ms of statement execution per booking (BENCH_VERBOSE=1 lists them by time)`);
          if (process.env.BENCH_VERBOSE) for (const t of n.top) console.log(`    ${t.calls.toFixed(2).padStart(6)} calls ${t.ms.toFixed(3).padStart(7)} ms  ${t.query}`);
        }
      }
      if (parts.includes('booking')) {
        const b = await benchBookings(site.url, { duration, connections: bookingConnections, rate: bookingRate, guests: bookingGuests });
        const line = (r: typeof b.rated) =>
          `${r.perSecond.toFixed(1)} bookings/s  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  created ${r.created}  failed ${r.failed}`;
        console.log(`[all-in-one site] POST /api/bookings/create through the gateway, each on its own hotel, room type and night (${b.pairs} room types), by ${bookingGuests} guests, ${duration} s each (${loadNote()})`);
        console.log(`  offered ${bookingRate}/s, 10 connections : ${line(b.rated)}`);
        console.log(`  flat out, ${bookingConnections} connections  : ${line(b.flatOut)}; the site's process ${b.cpuMsPerBooking.toFixed(2)} ms of CPU per booking (${(b.systemShare * 100).toFixed(0)} % in the kernel)`);
        const anchor = await pgbenchBooking(db.url, { clients: bookingConnections, seconds: duration });
        if (anchor) {
          console.log(`  pgbench, the same booking transaction (5 statements in BEGIN/COMMIT) on the same database, ${bookingConnections} clients: ${anchor.tps.toFixed(0)} per second, latency average ${anchor.latencyAvgMs.toFixed(1)} ms (${loadNote()})`);
          console.log(`  ratio flat out ÷ pgbench: ${(b.flatOut.perSecond / anchor.tps).toFixed(2)}  (goal ≥ 0.3 with p99 < 100 ms)`);
        } else console.log('  pgbench: not installed (apt-get install postgresql-client), no ratio');
      }
      if (parts.includes('ai') && site.stripeSandbox) {
        const a = await benchAi(site, db.url, aiRounds);
        const line = (f: (typeof a)['sales']) => `p50 ${f.p50} ms  p95 ${f.p95} ms  max ${f.max} ms  (${f.requests} questions, one at a time)`;
        console.log(`[all-in-one site] AI assistants through the gateway, no language model, after the demo history (${a.historyBookings} bookings written in ${a.historySeconds.toFixed(1)} s) (${loadNote()})`);
        console.log(`  POST /api/ai/recommendations : ${line(a.recommendations)}  (goal p95 < 300 ms)`);
        console.log(`  POST /api/ai/concierge       : ${line(a.concierge)}  (goal p95 < 300 ms)`);
        console.log(`  POST /api/ai/sales           : ${line(a.sales)}  (goal p95 < 1000 ms)`);
      }
      if (parts.includes('payment') && site.stripeSandbox && mail) {
        const p = await benchPayments(site.url, site.stripeSandbox, mail.webUrl, paymentRuns);
        console.log(`[all-in-one site] payment chain, ${p.runs} bookings one at a time (${loadNote()})`);
        console.log(`  webhook sent → payment_status completed  : p50 ${p.webhookToPaid.p50} ms  p95 ${p.webhookToPaid.p95} ms  max ${p.webhookToPaid.max} ms  (goal p95 < 100 ms)`);
        console.log(`  booking created → confirmation e-mail    : p50 ${p.bookingToEmail.p50} ms  p95 ${p.bookingToEmail.p95} ms  max ${p.bookingToEmail.max} ms  (goal p95 < 300 ms)`);
      }
    } finally {
      await site.close();
      await stripe?.stop();
      await mail?.stop();
      await db.drop();
    }
  }
  const clusterParts = parts.filter((p) => ['gateway', 'catalog', 'mixed', 'unavailable', 'memory', 'checkout'].includes(p));
  if (modes.includes('cluster') && clusterParts.length) {
    const db = await createTestDatabase(adminUrl);
    const gatewayPort = await freePort();
    const servers = await prepareClusterEnvironment(
      {
        DATABASE_URL: db.url,
        REDIS_URL: process.env.REDIS_URL,
        KAFKA_BROKERS: process.env.KAFKA_BROKERS,
        PORT: String(gatewayPort),
        LOG_LEVEL: 'warn',
        SEED_DEMO_USERS: 'true',
        JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        RATE_LIMIT_PER_MINUTE: '100000000',
        ...benchGuestsBookALot,
        FRONTEND_DIST: '/nonexistent/frontend-dist',
        // The pages a Checkout Session returns to.
        CORS_ORIGINS: `http://127.0.0.1:${gatewayPort}`,
      },
      gatewayPort,
    );
    try {
      const cluster = await startCluster({ env: servers.env, output: (line) => /"level":(50|60)/.test(line) && console.error(line) });
      try {
        if (parts.includes('memory')) {
          const m = await clusterIdleMemory(cluster);
          console.log(`[cluster mode] idle memory (PSS) of the gateway and every service instance, 15 s after ready (${loadNote()})`);
          console.log(`  ${m.processes.map((p) => `${p.label} ${p.mb.toFixed(0)}`).join(', ')} MB`);
          console.log(`  total ${m.totalMb.toFixed(0)} MB  (goal ≤ 600 MB)`);
        }
        const first = (service: string) => cluster.instances[service]![0]!.url;
        if (parts.includes('checkout')) {
          // Stripe's sandbox runs in the bench's process here, beside none of the services.
          await warmCheckout('cluster mode', cluster.gatewayUrl);
          printCheckout('cluster mode', await benchCheckout(cluster.gatewayUrl, { rate: checkoutRate, seconds: duration }), 'every service its own process, events over Kafka', '2 s');
        }
        await measure('cluster', { gatewayUrl: cluster.gatewayUrl, direct: { auth: first('auth'), catalog: first('catalog'), booking: first('booking') } });
        if (parts.includes('unavailable')) {
          const u = await benchUnavailable(cluster.gatewayUrl, cluster.instances.careers!, rates, duration);
          console.log(`[cluster mode] every careers instance killed: GET /api/applications/enhanced/my-applications through the gateway, ${duration} s per rate`);
          console.log(`  first answer: 503 "${u.detail}"`);
          for (const { rate, result: r } of u.runs) {
            const kinds = Object.entries(r.errorKinds).map(([k, n]) => `${k}×${n}`).join(', ');
            console.log(`  ${String(rate).padStart(4)} req/s: p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  answers ${kinds || 'none'}  (goal: all 503, p99 < 20 ms; ${loadNote()})`);
          }
          console.log(`  one instance started again: the gateway answered 200 ${u.recoveredMs.toFixed(0)} ms after it was ready`);
        }
      } finally {
        await cluster.close();
      }
    } finally {
      await servers.stop();
      await db.drop();
    }
  }
} finally {
  await embedded?.stop();
}
