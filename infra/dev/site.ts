import { createRedis, createTransport, createLogger, startService, type BaseConfig, type RunningService, type ServiceDefinition } from '@suvarna/platform';
import { createAuthService, loadConfig as authConfig } from '@suvarna/auth-service';
import { createBookingService, loadConfig as bookingConfig } from '@suvarna/booking-service';
import { createCareersService, loadConfig as careersConfig } from '@suvarna/careers-service';
import { createCatalogService, loadConfig as catalogConfig } from '@suvarna/catalog-service';
import { createNotifyService, loadConfig as notifyConfig } from '@suvarna/notify-service';
import { createPaymentService, loadConfig as paymentConfig } from '@suvarna/payment-service';
import { startGateway, loadConfig as gatewayConfig } from '@suvarna/gateway';

export interface SitePorts {
  gateway: number;
  auth: number;
  catalog: number;
  booking: number;
  payment: number;
  careers: number;
  notify: number;
}

export const defaultPorts: SitePorts = { gateway: 8001, auth: 8101, catalog: 8102, booking: 8103, payment: 8104, careers: 8105, notify: 8106 };

export interface SiteOptions {
  /** Environment shared by every service (DATABASE_URL, REDIS_URL, KAFKA_BROKERS, SMTP_URL, ...). */
  env: Record<string, string | undefined>;
  ports: SitePorts;
}

export interface RunningSite {
  url: string;
  services: RunningService[];
  close(): Promise<void>;
}

interface Entry {
  key: Exclude<keyof SitePorts, 'gateway'>;
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
];

/**
 * Runs the whole backend in this process: the six services, each on its own port, and the
 * gateway in front of them, proxying over HTTP exactly as in the distributed topology. They share
 * one event transport (in-memory unless KAFKA_BROKERS is set) and one Redis client.
 */
export async function startSite({ env, ports }: SiteOptions): Promise<RunningSite> {
  const logger = createLogger('site', env.LOG_LEVEL ?? 'info');
  const redis = createRedis(env.REDIS_URL || undefined);
  const transport = createTransport({ KAFKA_BROKERS: env.KAFKA_BROKERS?.split(',').filter(Boolean), KAFKA_CLIENT_ID: 'suvarna' }, logger);
  const serviceEnv = { ...env, AUTH_JWKS_URL: env.AUTH_JWKS_URL ?? `http://127.0.0.1:${ports.auth}/api/auth/jwks` };

  const services: RunningService[] = [];
  const stopAll = async () => {
    for (const s of services.reverse()) await s.close();
    await transport.close();
    redis.disconnect();
  };
  try {
    // auth first: the other services fetch its public keys.
    for (const entry of entries) {
      const config = entry.config({ ...serviceEnv, PORT: String(ports[entry.key]) });
      services.push(await startService(entry.definition(), config, { port: ports[entry.key], transport, redis }));
    }
    const gateway = await startGateway(
      gatewayConfig({
        ...env,
        PORT: String(ports.gateway),
        AUTH_URL: `http://127.0.0.1:${ports.auth}`,
        CATALOG_URL: `http://127.0.0.1:${ports.catalog}`,
        BOOKING_URL: `http://127.0.0.1:${ports.booking}`,
        PAYMENT_URL: `http://127.0.0.1:${ports.payment}`,
        CAREERS_URL: `http://127.0.0.1:${ports.careers}`,
        NOTIFY_URL: `http://127.0.0.1:${ports.notify}`,
      }),
      { redis },
    );
    return {
      url: gateway.url,
      services,
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
