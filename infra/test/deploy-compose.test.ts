/**
 * docker-compose.yml, checked without a Docker engine: Debian's docker-compose validates the file, and
 * every server's own configuration schema says what its container must be given.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostsIn, root, run, serverConfig, servers, tool, type ServerConfig } from './deploy-support';

const composeFile = path.join(root, 'docker-compose.yml');
/** The one secret the file refuses to default; any valid value serves for checking. */
const testEnv = { JWT_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown; disable?: boolean };
}

/** Compose's `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}` against the given environment. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g, (_m, name: string, op: string | undefined, arg: string) => {
    const set = env[name];
    if (op === ':-') return set ? set : arg;
    if (op === '-') return set ?? arg;
    if (op === ':?' || op === '?') {
      if (set === undefined || (op === ':?' && !set)) throw new Error(`${name}: ${arg}`);
      return set;
    }
    return set ?? '';
  });
}

function environmentOf(service: ComposeService, env: Record<string, string>): Record<string, string> {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw) ? raw.map((e) => e.split(/=(.*)/s).slice(0, 2) as [string, string]) : Object.entries(raw);
  return Object.fromEntries(entries.filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, interpolate(String(v), env)]));
}

const dependsOn = (service: ComposeService): Record<string, string | undefined> =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((d) => [d, undefined]))
    : Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([d, v]) => [d, v?.condition]));

/** Variables whose address is called later, not at start-up: no start order for them (they would make cycles). */
const calledLater = new Set(['STRIPE_WEBHOOK_URL', 'STRIPE_SANDBOX_PUBLIC_URL', 'SITE_URL', 'CORS_ORIGINS']);

const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

describe('docker-compose.yml', () => {
  // Missing: fails in CI, skipped (with a message) elsewhere; the checks below need no tool.
  it.skipIf(!tool('docker-compose').available)('passes docker-compose config', async () => {
    // The signing-key secret has no default: without it compose refuses to start rather than run on a known key.
    const withoutKey = { ...process.env };
    delete withoutKey.JWT_KEY_ENCRYPTION_KEY;
    const [ok, refused] = await Promise.all([
      run('docker-compose', ['-f', composeFile, 'config', '-q'], { ...process.env, ...testEnv }),
      run('docker-compose', ['-f', composeFile, 'config', '-q'], withoutKey),
    ]);
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('JWT_KEY_ENCRYPTION_KEY');
  });

  it('has every server of the repository, plus Kafka, Postgres, Redis, the mail catcher and the Stripe sandbox', () => {
    const names = Object.keys(compose.services);
    for (const server of servers) expect(names, `compose service ${server.name}`).toContain(server.name);
    for (const infra of ['kafka', 'postgres', 'redis', 'maildev', 'stripe-sandbox']) expect(names).toContain(infra);
  });

  it('gives every container a health check', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, `${name} healthcheck`).toBeTruthy();
      expect(service.healthcheck?.disable, `${name} healthcheck`).not.toBe(true);
    }
  });

  it('starts a container after everything it calls is healthy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const env = environmentOf(service, testEnv);
      const needs = new Set(
        Object.entries(env)
          .filter(([key]) => !calledLater.has(key))
          .flatMap(([, value]) => hostsIn(value))
          .filter((host) => host !== name && host in compose.services),
      );
      const deps = dependsOn(service);
      for (const need of needs) expect(deps[need], `${name} depends_on ${need}`).toBe('service_healthy');
      for (const [dep, condition] of Object.entries(deps)) {
        expect(compose.services, `${name} depends on an unknown ${dep}`).toHaveProperty(dep);
        expect(condition, `${name} depends_on ${dep}`).toBe('service_healthy');
      }
    }
  });

  describe.each(servers.map((s) => [s.name, s] as const))('%s', (name, server) => {
    let config: ServerConfig;
    let env: Record<string, string>;
    beforeAll(async () => {
      config = await serverConfig(server);
      env = environmentOf(compose.services[name] ?? {}, testEnv);
    });

    it('is given every variable its configuration requires', () => {
      if (name !== 'gateway') expect(config.required).toContain('DATABASE_URL');
      for (const key of config.required) expect(env, `${name}: ${key}`).toHaveProperty(key);
    });

    it('is given every address whose default is this machine', () => {
      for (const key of config.loopbackDefaults) expect(env, `${name}: ${key} (defaults to a loopback address)`).toHaveProperty(key);
    });

    it('starts with that environment', () => {
      expect(() => config.loadConfig(env)).not.toThrow();
    });
  });
});
