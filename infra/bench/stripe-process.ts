import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newWebhookSecret } from '../stripe-sandbox/src';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StripeProcess {
  /** What the site's payment service needs to reach it (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The Stripe sandbox in a process of its own, sending its webhooks to the gateway at `gatewayPort`: Stripe's
 * own work (its pages, sessions and webhooks) does not run on the all-in-one site's event loop, as it never
 * does outside the bench.
 */
export async function startStripeProcess(port: number, gatewayPort: number): Promise<StripeProcess> {
  const key = `sk_test_sandbox_${randomBytes(18).toString('base64url')}`;
  const secret = newWebhookSecret();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'infra/stripe-sandbox/src/start.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STRIPE_SECRET_KEY: key,
      STRIPE_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/api/payments/webhook`,
      STRIPE_WEBHOOK_SECRET: secret,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Stripe sandbox exited with ${code}`)));
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (d: string) => {
      if (d.includes('Stripe sandbox on')) resolve();
    });
  });
  return {
    env: { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
