import { randomBytes, randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { PublicUser, TokenResponse } from '@suvarna/contracts';
import { startService, type RunningService } from '@suvarna/platform';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { loadConfig, type AuthConfig } from '../src/config';
import { authService } from '../src/service';

export interface AuthUnderTest {
  service: RunningService<AuthConfig>;
  db: TestDatabase;
  url: string;
  /** The environment the instances were configured with (JWT_KEY_ENCRYPTION_KEY included). */
  env: Record<string, string | undefined>;
  /** Starts another instance on the same database (a restart, or a second replica). */
  startAnother(env?: Record<string, string>): Promise<RunningService<AuthConfig>>;
  stop(): Promise<void>;
}

/** Fast-failing limits unless a test asks otherwise; rate-limit tests set their own. */
const testEnv: Record<string, string> = {
  LOG_LEVEL: 'silent',
  JWT_KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  LOGIN_FAILURE_DELAY_MS: '0',
  LOGIN_FAILURE_MAX_DELAY_MS: '0',
};

export async function startAuth(env: Record<string, string> = {}): Promise<AuthUnderTest> {
  const db = await createTestDatabase(inject('adminDatabaseUrl'));
  const redisUrl = inject('redisUrl') || undefined;
  const baseEnv = { ...testEnv, ...env, DATABASE_URL: db.url, REDIS_URL: redisUrl };
  const configFor = (extra: Record<string, string>) => loadConfig({ ...baseEnv, ...extra });
  const service = await startService(authService, configFor({}), { port: 0 });
  const others: RunningService<AuthConfig>[] = [];
  return {
    service,
    db,
    url: service.url,
    env: baseEnv,
    async startAnother(extra = {}) {
      const other = await startService(authService, configFor(extra), { port: 0 });
      others.push(other);
      return other;
    },
    async stop() {
      await Promise.all([service.close(), ...others.map((o) => o.close())]);
      await db.drop();
    },
  };
}

/** Addresses and e-mails unique to this run, so that counters in a shared Redis never collide. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join('.')}`;
export const uniqueEmail = (name = 'guest') => `${name}.${randomUUID().slice(0, 8)}@example.com`;

export interface CallOptions {
  token?: string;
  ip?: string;
  method?: string;
}

export function client(baseUrl: string) {
  async function call(path: string, body?: unknown, { token, ip = randomIp(), method }: CallOptions = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    return fetch(`${baseUrl}${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  return {
    call,
    async register(fields: Record<string, unknown> = {}, options: CallOptions = {}) {
      const body = { full_name: 'Meera Krishnan', email: uniqueEmail(), phone: '+91 98765 43210', password: 'Sunrise@123', ...fields };
      const res = await call('/api/auth/register', body, options);
      return { res, body, json: res.ok ? ((await res.json()) as TokenResponse) : undefined };
    },
    async login(email: string, password: string, options: CallOptions = {}) {
      return call('/api/auth/login', { email, password }, options);
    },
    async me(token: string) {
      return call('/api/auth/me', undefined, { token });
    },
    async json<T = PublicUser>(res: Response): Promise<T> {
      return (await res.json()) as T;
    },
  };
}
