/**
 * `npm run bench`: boots the whole site on free ports (DATABASE_URL or embedded Postgres), then
 * 1. what the gateway hop costs: GET /api/hotels with autocannon on the catalog service directly and
 *    through the gateway, and the throughput ratio (ratios, not absolute numbers, are comparable between
 *    runs on these shared machines);
 * 2. booking creations through the gateway, each on a hotel, room type and night of its own: p99 at a
 *    fixed offered rate (BENCH_BOOKING_RATE, default 100/s), then creations per second flat out.
 * 3. the payment chain, one booking at a time (BENCH_PAYMENT_RUNS, default 30): the webhook leaving the Stripe
 *    sandbox until the booking reads paid (p95), and the booking's creation until its confirmation e-mail
 *    is in the inbox (p95).
 * BENCH_PARTS=gateway, booking or payment (comma-separated) runs some of them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { createTestDatabase } from '@suvarna/platform/testing';
import { startEmbeddedPostgres } from '../dev/embedded-postgres';
import { startSite } from '../dev/site';
import { freePort } from '../testing/free-port';
import { benchBookings } from './booking-bench';
import { benchPayments } from './payment-bench';
import { startMailCatcher } from '../dev/mail-catcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const bookingRate = Number(process.env.BENCH_BOOKING_RATE ?? 100);
const parts = (process.env.BENCH_PARTS ?? 'gateway,booking,payment').split(',');
const paymentRuns = Number(process.env.BENCH_PAYMENT_RUNS ?? 30);

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  errors: number;
  non2xx: number;
}

/** The load comes from a separate process, so it does not share an event loop with the servers. */
async function load(url: string) {
  const { stdout } = await promisify(execFile)(process.execPath, [autocannonBin, '-j', '-c', String(connections), '-d', String(duration), url], {
    maxBuffer: 10 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as AutocannonResult;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(path.join(root, '.data/bench-postgres'), await freePort());
const db = await createTestDatabase(process.env.DATABASE_URL ?? embedded!.url);
const ports = {
  gateway: await freePort(),
  auth: await freePort(),
  catalog: await freePort(),
  booking: await freePort(),
  payment: await freePort(),
  careers: await freePort(),
  notify: await freePort(),
};
// The payment chain ends in an inbox; the other parts send no e-mail worth catching.
const mail = parts.includes('payment') ? await startMailCatcher(await freePort(), await freePort()) : undefined;
const site = await startSite({
  env: {
    DATABASE_URL: db.url,
    REDIS_URL: process.env.REDIS_URL,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    SEED_DEMO_USERS: 'true',
    SMTP_URL: mail?.smtpUrl ?? 'smtp://127.0.0.1:1',
    // The pages a Checkout Session returns to.
    CORS_ORIGINS: `http://127.0.0.1:${ports.gateway}`,
  },
  ports,
});
try {
  if (parts.includes('gateway')) {
    const direct = `http://127.0.0.1:${ports.catalog}/api/hotels`;
    const viaGateway = `${site.url}/api/hotels`;
    await load(direct); // warm the cache and the JIT
    const d = await load(direct);
    const g = await load(viaGateway);
    console.log(`GET /api/hotels, ${connections} connections, ${duration} s each`);
    console.log(`  catalog directly : ${d.rps.toFixed(0)} req/s  p99 ${d.p99} ms  errors ${d.errors}`);
    console.log(`  through gateway  : ${g.rps.toFixed(0)} req/s  p99 ${g.p99} ms  errors ${g.errors}`);
    console.log(`  ratio gateway ÷ direct: ${(g.rps / d.rps).toFixed(2)}`);
  }
  if (parts.includes('booking')) {
    const b = await benchBookings(site.url, { duration, connections, rate: bookingRate });
    const line = (r: typeof b.rated) =>
      `${r.perSecond.toFixed(1)} bookings/s  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  created ${r.created}  failed ${r.failed}`;
    console.log(`POST /api/bookings/create through the gateway, each on its own hotel, room type and night (${b.pairs} room types), ${duration} s each`);
    console.log(`  offered ${bookingRate}/s, 10 connections : ${line(b.rated)}`);
    console.log(`  flat out, ${connections} connections  : ${line(b.flatOut)}`);
  }
  if (parts.includes('payment') && site.stripeSandbox && mail) {
    const p = await benchPayments(site.url, site.stripeSandbox, mail.webUrl, paymentRuns);
    console.log(`Payment chain in one process, ${p.runs} bookings one at a time`);
    console.log(`  webhook sent → payment_status completed  : p50 ${p.webhookToPaid.p50} ms  p95 ${p.webhookToPaid.p95} ms  max ${p.webhookToPaid.max} ms  (goal p95 < 100 ms)`);
    console.log(`  booking created → confirmation e-mail    : p50 ${p.bookingToEmail.p50} ms  p95 ${p.bookingToEmail.p95} ms  max ${p.bookingToEmail.max} ms  (goal p95 < 300 ms)`);
  }
} finally {
  await site.close();
  await mail?.stop();
  await db.drop();
  await embedded?.stop();
}
