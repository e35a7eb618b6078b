/**
 * The Stripe sandbox on its own (docker-compose): PORT, STRIPE_SECRET_KEY (the key it accepts),
 * STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET (where and how it signs events), STRIPE_SANDBOX_PUBLIC_URL
 * (the address browsers reach its checkout pages at).
 */
import { startStripeSandbox } from './sandbox';

const env = process.env;
const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_URL', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]);
if (missing.length) {
  console.error(`Stripe sandbox: set ${missing.join(', ')}`);
  process.exit(1);
}
const sandbox = await startStripeSandbox({
  port: Number(env.PORT ?? 12111),
  host: env.HOST ?? '0.0.0.0',
  publicUrl: env.STRIPE_SANDBOX_PUBLIC_URL,
  apiKeys: [env.STRIPE_SECRET_KEY!],
  webhookEndpoints: [{ url: env.STRIPE_WEBHOOK_URL!, secret: env.STRIPE_WEBHOOK_SECRET }],
});
console.log(`Stripe sandbox on ${sandbox.url} (checkout pages at ${sandbox.publicUrl})`);
const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
