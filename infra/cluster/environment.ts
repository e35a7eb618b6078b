/**
 * The servers cluster mode runs on, each from its variable when set, else a local one started for the
 * run: Kafka (librdkafka's mock cluster through Debian's `kcat`), Redis (the machine's server; there
 * is no stand-in across processes), an SMTP catcher and the Stripe sandbox. PostgreSQL is the caller's
 * (npm run start:cluster starts the embedded one, tests make a database of their own).
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { startMailCatcher } from '../dev/mail-catcher';
import { kcatAvailable, startKafkaMockCluster, type KafkaMockCluster } from '../kafka';
import { startKafkaProxy } from './tcp-proxy';
import { newWebhookSecret, startStripeSandbox } from '../stripe-sandbox/src';
import { freePort } from '../testing/free-port';

export const MACHINE_REDIS_URL = 'redis://127.0.0.1:6379';

export interface ClusterEnvironment {
  /** The input environment with every server's variable filled in. */
  env: Record<string, string | undefined>;
  /** What was started for the run, one line each, for the launcher to print. */
  notes: string[];
  /** Addresses worth printing: the mail inbox, the Stripe sandbox. */
  inboxUrl?: string;
  stripeUrl?: string;
  /** The mock cluster, when one was started: its current process (tests kill it to play a broker outage). */
  kafka?: { pid(): number | undefined };
  stop(): Promise<void>;
}

export class ClusterSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClusterSetupError';
  }
}

/** Whether a Redis server answers PING at host:port (RESP needs no client library for this). */
function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Fills in REDIS_URL, KAFKA_BROKERS, SMTP_URL and the Stripe variables. `env.DATABASE_URL` must be set.
 * The ports of what it starts come from STRIPE_SANDBOX_PORT, MAIL_SMTP_PORT and MAIL_WEB_PORT, else free ones.
 */
export async function prepareClusterEnvironment(
  input: Record<string, string | undefined>,
  gatewayPort: number,
  output: (line: string) => void = () => undefined,
): Promise<ClusterEnvironment> {
  const env = { ...input };
  const notes: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  const port = async (name: string) => (env[name] ? Number(env[name]) : await freePort());
  const result: ClusterEnvironment = { env, notes, stop };
  try {
    if (!env.DATABASE_URL) throw new ClusterSetupError('Cluster mode needs DATABASE_URL');

    if (env.REDIS_URL) notes.push('Redis from REDIS_URL');
    else if (await redisAnswers(MACHINE_REDIS_URL)) {
      env.REDIS_URL = MACHINE_REDIS_URL;
      notes.push(`Redis: the machine's server at ${MACHINE_REDIS_URL}`);
    } else {
      throw new ClusterSetupError(
        `Cluster mode needs a Redis server shared by its processes: set REDIS_URL, or start one at ${MACHINE_REDIS_URL} ` +
          '(Debian: apt-get install redis-server). The in-process stand-in cannot be shared between processes.',
      );
    }

    if (env.KAFKA_BROKERS) notes.push(`Kafka brokers ${env.KAFKA_BROKERS}`);
    else {
      if (!kcatAvailable()) {
        throw new ClusterSetupError(
          'Cluster mode needs a Kafka broker: set KAFKA_BROKERS, or install the Debian package `kcat` (apt-get install kcat), ' +
            "whose librdkafka carries the mock cluster started for local runs.",
        );
      }
      const kafka = await superviseKafkaMockCluster(output);
      stops.push(kafka.stop);
      env.KAFKA_BROKERS = kafka.brokers.join(',');
      result.kafka = kafka;
      // The mock holds every fetch for its whole wait, which would delay each event by that much.
      env.KAFKA_FETCH_MAX_WAIT_MS ??= '100';
      notes.push(`Kafka: librdkafka mock cluster (kcat) at ${env.KAFKA_BROKERS}; started again if it fails, its events gone with it (the services send theirs again)`);
    }

    if (env.SMTP_URL) notes.push('SMTP from SMTP_URL');
    else {
      const catcher = await startMailCatcher(await port('MAIL_SMTP_PORT'), await port('MAIL_WEB_PORT'));
      stops.push(catcher.stop);
      env.SMTP_URL = catcher.smtpUrl;
      result.inboxUrl = catcher.webUrl;
      notes.push(`mail catcher: SMTP on ${catcher.smtpUrl}`);
    }

    if (env.STRIPE_SECRET_KEY) notes.push('payments: Stripe from STRIPE_SECRET_KEY');
    else {
      const apiKey = `sk_test_sandbox_${randomBytes(18).toString('base64url')}`;
      const webhookSecret = newWebhookSecret();
      const sandbox = await startStripeSandbox({
        port: await port('STRIPE_SANDBOX_PORT'),
        publicUrl: env.STRIPE_SANDBOX_PUBLIC_URL,
        apiKeys: [apiKey],
        webhookEndpoints: [{ url: `http://127.0.0.1:${gatewayPort}/api/payments/webhook`, secret: webhookSecret }],
      });
      stops.push(() => sandbox.close());
      Object.assign(env, { STRIPE_SECRET_KEY: apiKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: sandbox.url });
      result.stripeUrl = sandbox.publicUrl;
      notes.push(`payments: Stripe sandbox at ${sandbox.url}`);
    }
    return result;
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * The mock cluster behind a proxy per broker, so that its addresses outlive it: a mock that fails (killed,
 * crashed) is started again after 1 s, then twice as long each time it fails again (up to 30 s), like any
 * other part of the cluster, and the proxies are pointed at its new ports. The services reconnect on their
 * own; the new mock has none of the old one's events, which the services' relays send again.
 */
async function superviseKafkaMockCluster(output: (line: string) => void): Promise<{ brokers: string[]; pid(): number | undefined; stop(): Promise<void> }> {
  let current: KafkaMockCluster = await startKafkaMockCluster();
  const proxy = await startKafkaProxy(current.brokers);
  let stopping = false;
  let backoffMs = 1_000;
  let timer: NodeJS.Timeout | undefined;
  const watch = (mock: KafkaMockCluster) => {
    void mock.exited.then(({ code, signal }) => {
      if (stopping) return;
      output(`[kafka] the mock cluster exited on its own (${signal ?? `code ${code}`}); starting it again in ${backoffMs / 1000} s`);
      timer = setTimeout(() => {
        timer = undefined;
        if (stopping) return;
        startKafkaMockCluster().then(
          (next) => {
            if (stopping) return void next.stop();
            current = next;
            proxy.retarget(next.brokers);
            backoffMs = 1_000;
            output('[kafka] the mock cluster is back at the same addresses (empty: the services send their events again)');
            watch(next);
          },
          (err: unknown) => {
            output(`[kafka] the mock cluster did not start again: ${(err as Error).message}`);
            backoffMs = Math.min(backoffMs * 2, 30_000);
            watch(mock);
          },
        );
      }, backoffMs);
    });
  };
  watch(current);
  return {
    brokers: proxy.brokers,
    pid: () => current.pid,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await current.stop();
      await proxy.close();
    },
  };
}
