/**
 * `npm start`: the whole site on embedded defaults. Every external part is replaced by a local
 * one unless its variable is set: DATABASE_URL (else embedded PostgreSQL under .data/postgres),
 * SMTP_URL (else maildev with its web inbox), REDIS_URL (else an in-process stand-in),
 * KAFKA_BROKERS (else the in-memory event transport).
 */
import { startDemoHistory } from '../demo-history';
import { createLauncher, ensureKeyEncryptionKey, prepareFrontend, preparePostgres, type Env } from './launcher';
import { startMailCatcher } from './mail-catcher';
import { sitePortsFrom, startSite } from './site';

const launcher = createLauncher();
const { step } = launcher;
const env: Env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };

async function main() {
  console.log('Starting Suvarna Hotels & Resorts');
  const { createdHere } = await preparePostgres(env, launcher);
  let inbox: string | undefined;
  if (!env.SMTP_URL) {
    const catcher = await startMailCatcher(Number(env.MAIL_SMTP_PORT ?? 1025), Number(env.MAIL_WEB_PORT ?? 1080));
    launcher.onStop(catcher.stop);
    env.SMTP_URL = catcher.smtpUrl;
    inbox = catcher.webUrl.replace('127.0.0.1', 'localhost');
    step(`mail catcher: SMTP on ${catcher.smtpUrl}`);
  } else {
    step('SMTP from SMTP_URL');
  }
  step(env.REDIS_URL ? 'Redis from REDIS_URL' : 'Redis: in-process stand-in');
  step(env.KAFKA_BROKERS ? `Kafka brokers ${env.KAFKA_BROKERS}` : 'events: in-memory transport');
  await prepareFrontend(env, launcher);
  env.JWT_KEY_ENCRYPTION_KEY ??= await ensureKeyEncryptionKey();

  // PORT moves the site; AUTH_PORT, CATALOG_PORT, ... move a service (two checkouts can run side by side).
  const ports = sitePortsFrom(env);
  step(env.STRIPE_SECRET_KEY ? 'payments: Stripe from STRIPE_SECRET_KEY' : `payments: Stripe sandbox on port ${ports.stripe}`);
  const site = await startSite({ env, ports });
  launcher.onStop(site.close);

  const seconds = ((Date.now() - launcher.startedAt) / 1000).toFixed(1);
  console.log(`\nReady in ${seconds} s`);
  console.log(`  Site:   http://localhost:${ports.gateway}`);
  if (inbox) console.log(`  Inbox:  ${inbox}`);
  console.log(`  Operations (metrics, readiness details): ${site.opsUrl}`);
  if (site.stripeSandbox) console.log(`  Stripe: ${site.stripeSandbox.publicUrl} (sandbox; test card 4242 4242 4242 4242)`);
  console.log('Press Ctrl-C to stop.');

  // A year of history behind every chart, on the database this start created (never on another), while the site already answers.
  if (createdHere && site.stripeSandbox && env.SEED_DEMO_HISTORY !== 'false') {
    const began = Date.now();
    console.log('\nDemo history: writing 12 months of bookings, payments, reviews and applications in the background (SEED_DEMO_HISTORY=false turns it off)...');
    const history = startDemoHistory({ services: site.services, siteUrl: `http://localhost:${ports.gateway}`, databaseUrl: env.DATABASE_URL! });
    launcher.onStop(history.stop);
    history.done.then(
      (c) => console.log(`Demo history written in ${((Date.now() - began) / 1000).toFixed(1)} s: ${c.bookings} bookings (${c.paid} paid, ${c.cancelled} cancelled, ${c.completed} stays completed), ${c.reviews} reviews, ${c.applications} applications (${c.moves} moves by HR)${c.refused ? `; ${c.refused} steps refused by a service and skipped (${Object.entries(c.refusedBy).map(([k, n]) => `${k} × ${n}`).join(', ')})` : ''}.`),
      (err: unknown) => console.error('Demo history stopped by an error:', err),
    );
  }
}

launcher.run(main);
