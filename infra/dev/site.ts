import { randomBytes } from 'node:crypto';
import { createRedis, createTransport, createLogger, startService, type BaseConfig, type RunningService, type ServiceDefinition } from '@suvarna/platform';
import { createAiService, loadConfig as aiConfig } from '@suvarna/ai-service';
import { createAuthService, loadConfig as authConfig } from '@suvarna/auth-service';
import { createBookingService, loadConfig as bookingConfig } from '@suvarna/booking-service';
import { createCareersService, loadConfig as careersConfig } from '@suvarna/careers-service';
import { createCatalogService, loadConfig as catalogConfig } from '@suvarna/catalog-service';
import { createNotifyService, loadConfig as notifyConfig } from '@suvarna/notify-service';
import { createPaymentService, loadConfig as paymentConfig } from '@suvarna/payment-service';
import { startGateway, loadConfig as gatewayConfig } from '@suvarna/gateway';
import { newWebhookSecret, startStripeSandbox, type StripeSandbox } from '../stripe-sandbox/src';
import { registerRedisStandIn } from './redis-stand-in';
import { siteOrigins } from './site-origins';

export interface SitePorts {
  gateway: number;
  auth: number;
  catalog: number;
  booking: number;
  payment: number;
  careers: number;
  notify: number;
  /** The AI service; 0 or absent: any free port. */
  ai?: number;
  /** The Stripe sandbox (when no STRIPE_SECRET_KEY is given); 0 or absent: any free port. */
  stripe?: number;
  /** The gateway's operations port (/metrics, detailed /readyz); a free one when left out. */
  operations?: number;
}

export const defaultPorts: SitePorts = { gateway: 8001, auth: 8101, catalog: 8102, booking: 8103, payment: 8104, careers: 8105, notify: 8106, ai: 8107, operations: 8091 };

/** The ports from the environment: PORT for the gateway, <NAME>_PORT (AUTH_PORT, ...) for each service. */
export function sitePortsFrom(env: Record<string, string | undefined>): SitePorts {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, not "${value}"`);
    return port;
  };
  return {
    gateway: read('PORT', defaultPorts.gateway),
    auth: read('AUTH_PORT', defaultPorts.auth),
    catalog: read('CATALOG_PORT', defaultPorts.catalog),
    booking: read('BOOKING_PORT', defaultPorts.booking),
    payment: read('PAYMENT_PORT', defaultPorts.payment),
    careers: read('CAREERS_PORT', defaultPorts.careers),
    notify: read('NOTIFY_PORT', defaultPorts.notify),
    ai: read('AI_PORT', defaultPorts.ai ?? 8107),
    stripe: read('STRIPE_SANDBOX_PORT', 12111),
    operations: read('OPS_PORT', defaultPorts.operations ?? 0),
  };
}

export interface SiteOptions {
  /** Environment shared by every service (DATABASE_URL, REDIS_URL, KAFKA_BROKERS, SMTP_URL, ...). */
  env: Record<string, string | undefined>;
  ports: SitePorts;
}

export interface RunningSite {
  url: string;
  /** The gateway's operations port. */
  opsUrl: string;
  services: RunningService[];
  /** The Stripe sandbox the payment service talks to, unless STRIPE_SECRET_KEY named another Stripe. */
  stripeSandbox?: StripeSandbox;
  close(): Promise<void>;
}

interface Entry {
  key: Exclude<keyof SitePorts, 'gateway' | 'operations' | 'stripe'>;
  definition: () => ServiceDefinition<BaseConfig>;
  config: (env: Record<string, string | undefined>) => BaseConfig;
}

// Each service gets its own config parser: a service reads only the variables it declares.
const entries: Entry[] = [
  { key: 'auth', definition: createAuthService as Entry['definition'], config: authConfig },
  { key: 'catalog', definition: createCatalogService as Entry['definition'], config: catalogConfig },
  { key: 'booking', definition: createBookingService as Entry['definition'], config: bookingConfig },
  { key: 'payment', definition: createPaymentService as Entry['definition'], config: paymentConfig },
  { key: 'careers', definition: createCareersService as Entry['definition'], config: careersConfig },
  { key: 'notify', definition: createNotifyService as Entry['definition'], config: notifyConfig },
  { key: 'ai', definition: createAiService as Entry['definition'], config: aiConfig },
];

/**
 * Runs the whole backend in this process: the six services, each on its own port, and the
 * gateway in front of them, proxying over HTTP exactly as in the distributed topology. They share
 * one event transport (in-memory unless KAFKA_BROKERS is set) and one Redis client.
 */
export async function startSite({ env, ports }: SiteOptions): Promise<RunningSite> {
  const logger = createLogger('site', env.LOG_LEVEL ?? 'info');
  // Without a Redis server the services of this one process share the in-process stand-in.
  if (!env.REDIS_URL) registerRedisStandIn();
  const redis = createRedis(env.REDIS_URL || undefined, env.REDIS_KEY_PREFIX);
  const transport = createTransport(
    { KAFKA_BROKERS: env.KAFKA_BROKERS?.split(',').filter(Boolean), KAFKA_CLIENT_ID: 'suvarna', KAFKA_FETCH_MAX_WAIT_MS: Number(env.KAFKA_FETCH_MAX_WAIT_MS) || undefined },
    logger,
  );
  const serviceEnv = {
    ...env,
    AUTH_JWKS_URL: env.AUTH_JWKS_URL ?? `http://127.0.0.1:${ports.auth}/api/auth/jwks`,
    // Tests boot the site on a fresh database, where a key for this run is enough; `npm start` passes
    // the one it keeps in .data/, so that the stored signing key opens again after a restart.
    JWT_KEY_ENCRYPTION_KEY: env.JWT_KEY_ENCRYPTION_KEY ?? randomBytes(32).toString('base64'),
    // The services trust only the gateway, which reaches them over loopback here; TRUST_PROXY in the
    // environment is for the gateway (the proxy in front of the site).
    TRUST_PROXY: 'loopback',
    // Where booking asks auth and the catalog for the dashboard figures and its first inventory snapshot,
    // payment asks booking for a booking whose event has not reached it yet, and booking asks payment to open
    // a change of dates' checkout.
    AUTH_URL: `http://127.0.0.1:${ports.auth}`,
    CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
    BOOKING_URL: `http://127.0.0.1:${ports.booking}`,
    PAYMENT_URL: `http://127.0.0.1:${ports.payment}`,
    // Links in e-mails point at this site's own address unless told otherwise.
    SITE_URL: env.SITE_URL ?? `http://localhost:${ports.gateway}`,
    // A site moved by PORT is still its own origin (CORS, and where Checkout returns the guest).
    CORS_ORIGINS: env.CORS_ORIGINS ?? siteOrigins(ports.gateway),
  };
  const stripeSandbox = env.STRIPE_SECRET_KEY ? undefined : await startSandbox(serviceEnv, ports);

  const services: RunningService[] = [];
  const stopAll = async () => {
    for (const s of services.reverse()) await s.close();
    await stripeSandbox?.close();
    await transport.close();
    redis.disconnect();
  };
  try {
    // auth first: the other services fetch its public keys.
    const started: Partial<Record<Entry['key'], number>> = {};
    for (const entry of entries) {
      const port = ports[entry.key] ?? 0;
      const config = entry.config({ ...serviceEnv, PORT: String(port) });
      const service = await startService(entry.definition(), config, { port, transport, redis });
      services.push(service);
      started[entry.key] = service.port;
    }
    const gateway = await startGateway(
      gatewayConfig({
        ...env,
        PORT: String(ports.gateway),
        OPS_PORT: String(ports.operations ?? 0),
        AUTH_URL: `http://127.0.0.1:${ports.auth}`,
        CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
        BOOKING_URL: `http://127.0.0.1:${ports.booking}`,
        PAYMENT_URL: `http://127.0.0.1:${ports.payment}`,
        CAREERS_URL: `http://127.0.0.1:${ports.careers}`,
        NOTIFY_URL: `http://127.0.0.1:${ports.notify}`,
        AI_URL: `http://127.0.0.1:${started.ai}`,
      }),
      { redis },
    );
    return {
      url: gateway.url,
      opsUrl: gateway.opsUrl,
      services,
      stripeSandbox,
      close: async () => {
        await gateway.close();
        await stopAll();
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/**
 * Without a Stripe key, payments go to the Stripe sandbox: a fresh secret key and webhook secret per run,
 * events sent to the webhook through the gateway as Stripe would send them.
 */
async function startSandbox(serviceEnv: Record<string, string | undefined>, ports: SitePorts): Promise<StripeSandbox> {
  const apiKey = `sk_test_sandbox_${randomBytes(18).toString('base64url')}`;
  const webhookSecret = newWebhookSecret();
  const sandbox = await startStripeSandbox({
    port: ports.stripe ?? 0,
    publicUrl: serviceEnv.STRIPE_SANDBOX_PUBLIC_URL,
    apiKeys: [apiKey],
    webhookEndpoints: [{ url: `http://127.0.0.1:${ports.gateway}/api/payments/webhook`, secret: webhookSecret }],
  });
  Object.assign(serviceEnv, { STRIPE_SECRET_KEY: apiKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: sandbox.url });
  return sandbox;
}
