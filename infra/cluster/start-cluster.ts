/**
 * `npm run start:cluster [-- --scale booking=3 --scale notify=2 --scale gateway=2]`: the site with the gateway
 * and every service instance as its own OS process, over Kafka, PostgreSQL and Redis servers (several gateways
 * sit behind a connection balancer on PORT). Each server comes
 * from its variable when set: DATABASE_URL (else embedded PostgreSQL under .data/postgres), REDIS_URL
 * (else the machine's Redis at 127.0.0.1:6379, or an error), KAFKA_BROKERS (else librdkafka's mock
 * cluster through Debian's `kcat`), SMTP_URL (else a mail catcher), STRIPE_SECRET_KEY (else the sandbox).
 */
import { configSchema as gatewayConfigSchema } from '@suvarna/gateway';
import { createLauncher, ensureKeyEncryptionKey, prepareFrontend, preparePostgres, type Env } from '../dev/launcher';
import { parseScale, startCluster, type RunningCluster } from './cluster';
import { ClusterSetupError, prepareClusterEnvironment, type ClusterEnvironment } from './environment';

const launcher = createLauncher();
const { step } = launcher;

async function main() {
  const scale = parseScale(process.argv.slice(2));
  const env: Env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  console.log('Starting Suvarna Hotels & Resorts in cluster mode');
  await preparePostgres(env, launcher);
  // The gateway's own default port unless PORT moves it: the sandbox's webhook needs to know it.
  const gatewayPort = gatewayConfigSchema.shape.PORT.parse(env.PORT);
  env.PORT = String(gatewayPort);

  const servers: ClusterEnvironment = await prepareClusterEnvironment(env, gatewayPort, (line) => console.log(line));
  launcher.onStop(servers.stop);
  servers.notes.forEach(step);

  await prepareFrontend(env, launcher);
  servers.env.JWT_KEY_ENCRYPTION_KEY ??= await ensureKeyEncryptionKey();

  const counts = Object.entries(scale).map(([name, n]) => `${name}×${n}`);
  step(`starting the gateway and every service as its own process${counts.length ? ` (${counts.join(', ')})` : ''}`);
  const cluster: RunningCluster = await startCluster({ env: servers.env, scale, supervise: true, output: (line) => console.log(line) });
  launcher.onStop(cluster.close);

  console.log(`\nReady in ${((Date.now() - launcher.startedAt) / 1000).toFixed(1)} s`);
  console.log(`  Site:   http://localhost:${gatewayPort}`);
  if (servers.inboxUrl) console.log(`  Inbox:  ${servers.inboxUrl.replace('127.0.0.1', 'localhost')}`);
  console.log(`  Operations (metrics, readiness details): ${cluster.opsUrls.join(', ')}`);
  if (servers.stripeUrl) console.log(`  Stripe: ${servers.stripeUrl} (sandbox; test card 4242 4242 4242 4242)`);
  for (const [name, list] of Object.entries(cluster.instances)) {
    console.log(`  ${name.padEnd(8)} ${list.map((i) => `${i.url} (pid ${i.pid() ?? '?'})`).join(', ')}`);
  }
  console.log('Press Ctrl-C to stop.');
}

launcher.run(main, (err) => (err instanceof ClusterSetupError || (err instanceof Error && err.message.startsWith('--scale')) ? `\n${err.message}` : err));
