/**
 * `npm start`: the whole site on embedded defaults. Every external part is replaced by a local
 * one unless its variable is set: DATABASE_URL (else embedded PostgreSQL under .data/postgres),
 * SMTP_URL (else maildev with its web inbox), REDIS_URL (else an in-process stand-in),
 * KAFKA_BROKERS (else the in-memory event transport).
 */
import { createLauncher, ensureKeyEncryptionKey, prepareFrontend, preparePostgres, type Env } from './launcher';
import { startMailCatcher } from './mail-catcher';
import { sitePortsFrom, startSite } from './site';

const launcher = createLauncher();
const { step } = launcher;
const env: Env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };

async function main() {
  console.log('Starting Suvarna Hotels & Resorts');
  await preparePostgres(env, launcher);
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
}

launcher.run(main);
