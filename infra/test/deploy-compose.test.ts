/**
 * docker-compose.yml, checked without a Docker engine: Debian's docker-compose validates the file, and
 * every server's own configuration schema says what its container must be given.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventSchemas, topicOf } from '@suvarna/contracts';
import { deadLetterTopicOf } from '@suvarna/platform';
import { serverBuilds } from '../build/build-servers';
import { hostsIn, root, run, serverConfig, servers, tool, type ServerConfig } from './deploy-support';

const composeFile = path.join(root, 'docker-compose.yml');
/** The one secret the file refuses to default; any valid value serves for checking. */
const testEnv = { JWT_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> };
  container_name?: string;
  ports?: unknown[];
  networks?: unknown;
  restart?: string;
  entrypoint?: string[];
  volumes?: (string | { type?: string; source?: string })[];
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

/**
 * Variables whose address is called later, not at start-up: no start order for them (they would make cycles).
 * The trace exporter sends spans in the background and drops them while Jaeger is away: no server waits for it.
 */
const calledLater = new Set(['STRIPE_WEBHOOK_URL', 'STRIPE_SANDBOX_PUBLIC_URL', 'SITE_URL', 'CORS_ORIGINS', 'OTEL_EXPORTER_OTLP_ENDPOINT']);
/**
 * Addresses one service calls only for an action that still answers while the other is away: booking asks payment to
 * open a change of dates' checkout (and payment asks booking back for a booking it has not seen: were each to wait for
 * the other's health, neither would start).
 */
const calledLaterBy: Record<string, ReadonlySet<string>> = { booking: new Set(['PAYMENT_URL']) };

const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

/** Containers that run to their end (the topic set-up): others wait for them to complete, not to be healthy. */
const oneShot = new Set(Object.entries(compose.services).filter(([, s]) => s.restart === 'no').map(([name]) => name));

/** Host paths a container mounts (bind mounts: `./path:/in/container[:ro]`), relative to the repository. */
const bindSources = (service: ComposeService): string[] =>
  (service.volumes ?? [])
    .map((v) => (typeof v === 'string' ? v.split(':')[0]! : v.type === 'bind' ? (v.source ?? '') : ''))
    .filter((source) => source.startsWith('.') || source.startsWith('/'));

const serviceNames = servers.filter((s) => s.name !== 'gateway').map((s) => s.name);

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

  it('gives every long-running container a health check', () => {
    expect([...oneShot]).toEqual(['kafka-setup']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (oneShot.has(name)) continue;
      expect(service.healthcheck?.test, `${name} healthcheck`).toBeTruthy();
      expect(service.healthcheck?.disable, `${name} healthcheck`).not.toBe(true);
    }
  });

  it('starts a container after everything it calls is healthy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const env = environmentOf(service, testEnv);
      const needs = new Set(
        Object.entries(env)
          .filter(([key]) => !calledLater.has(key) && !calledLaterBy[name]?.has(key))
          .flatMap(([, value]) => hostsIn(value))
          .filter((host) => host !== name && host in compose.services),
      );
      const deps = dependsOn(service);
      for (const need of needs) expect(deps[need], `${name} depends_on ${need}`).toBe('service_healthy');
      for (const [dep, condition] of Object.entries(deps)) {
        expect(compose.services, `${name} depends on an unknown ${dep}`).toHaveProperty(dep);
        expect(condition, `${name} depends_on ${dep}`).toBe(oneShot.has(dep) ? 'service_completed_successfully' : 'service_healthy');
      }
    }
  });

  it('gives each service a database and a user of its own, which the PostgreSQL set-up creates', () => {
    const postgres = environmentOf(compose.services.postgres!, testEnv);
    const urls = serviceNames.map((name) => ({ name, url: new URL(environmentOf(compose.services[name]!, testEnv).DATABASE_URL!) }));
    for (const { name, url } of urls) {
      expect(url.hostname, `${name} DATABASE_URL`).toBe('postgres');
      expect(url.pathname, `${name} DATABASE_URL database`).toBe(`/${name}`);
      expect(url.username, `${name} DATABASE_URL user`).toBe(name);
      expect(decodeURIComponent(url.password), `${name} DATABASE_URL password`).toBe(postgres.SERVICE_DB_PASSWORD);
    }
    expect(new Set(urls.map(({ url }) => url.pathname)).size, 'databases shared between services').toBe(urls.length);
    expect(new Set(urls.map(({ url }) => url.username)).size, 'users shared between services').toBe(urls.length);
    // infra/compose/postgres-init.sh creates exactly these, on the first start.
    expect(postgres.SERVICE_DATABASES!.split(/\s+/).sort()).toEqual([...serviceNames].sort());
    expect(bindSources(compose.services.postgres!)).toContain('./infra/compose/postgres-init.sh');
  });

  it('creates every topic the events travel on, and their dead-letter topics, before any service starts', () => {
    const kafka = environmentOf(compose.services.kafka!, testEnv);
    expect(kafka.KAFKA_AUTO_CREATE_TOPICS_ENABLE).toBe('false');
    const setup = compose.services['kafka-setup']!;
    expect(bindSources(setup)).toContain('./infra/compose/kafka-topics.sh');
    const script = readFileSync(path.join(root, 'infra/compose/kafka-topics.sh'), 'utf8');
    const topics = /^TOPICS="([^"]*)"/m.exec(script)?.[1]?.split(/\s+/).filter(Boolean) ?? [];
    expect(topics.sort()).toEqual([...new Set(Object.keys(eventSchemas).map(topicOf))].sort());
    expect(script).toContain(`create "${deadLetterTopicOf('$topic')}"`);
    for (const name of Object.keys(compose.services)) {
      if (!environmentOf(compose.services[name]!, testEnv).KAFKA_BROKERS) continue;
      expect(dependsOn(compose.services[name]!)['kafka-setup'], `${name} depends_on kafka-setup`).toBe('service_completed_successfully');
    }
  });

  it('mounts only files of the repository', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const source of bindSources(service)) expect(existsSync(path.join(root, source)), `${name} mounts ${source}`).toBe(true);
    }
  });

  it('builds every server from the one image recipe, and lets any service scale', () => {
    const recipe = 'infra/docker/Dockerfile';
    expect(existsSync(path.join(root, recipe))).toBe(true);
    const built = Object.entries(compose.services).filter(([, s]) => s.build);
    expect(built.map(([name]) => name).sort()).toEqual([...servers.map((s) => s.name), 'stripe-sandbox'].sort());
    for (const [name, service] of built) {
      expect(service.build!.dockerfile, `${name} dockerfile`).toBe(recipe);
      expect(Object.values(serverBuilds).map((b) => b.dir), `${name} SERVER`).toContain(service.build!.args?.SERVER);
      expect(service.build!.args?.PORT, `${name} PORT`).toBe(environmentOf(service, testEnv).PORT);
    }
    // No fixed name, host port or address: `docker compose up --scale <service>=3` starts three.
    for (const name of serviceNames) {
      const service = compose.services[name]!;
      expect(service.container_name, `${name} container_name`).toBeUndefined();
      expect(service.ports, `${name} ports`).toBeUndefined();
      expect(service.networks, `${name} networks`).toBeUndefined();
    }
  });

  it('builds from a recipe whose runtime is production-only, unprivileged, health-checked and started by node', () => {
    const recipe = readFileSync(path.join(root, 'infra/docker/Dockerfile'), 'utf8');
    const stages = recipe.split(/^FROM /m).slice(1);
    const runtime = stages.at(-1)!;
    expect(runtime).toMatch(/^\S+ AS runtime\n/);
    expect(runtime).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    expect(runtime).toMatch(/^CMD \["node", "start\.js"\]$/m);
    expect(runtime, 'no tsx at run time').not.toContain('tsx');
    // Only built files and the bundle's own manifests reach the runtime, never the sources or the whole tree.
    for (const copy of runtime.match(/^COPY .*$/gm) ?? []) expect(copy, copy).toMatch(/^COPY --from=build /);
  });

  it('sends every server\'s traces to Jaeger', () => {
    expect(compose.services).toHaveProperty('jaeger');
    for (const { name } of servers) {
      expect(environmentOf(compose.services[name]!, testEnv).OTEL_EXPORTER_OTLP_ENDPOINT, `${name} OTEL_EXPORTER_OTLP_ENDPOINT`).toBe('http://jaeger:4318');
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
