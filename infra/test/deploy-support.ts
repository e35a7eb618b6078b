/**
 * What a deployment (docker-compose.yml, infra/k8s) must give each server, read from the servers' own
 * configuration schemas so that a variable added to a service without a deployment value fails CI.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  /** The name used in compose and Kubernetes: the folder name (`auth`, `gateway`). */
  name: string;
  dir: string;
}

/** Every service folder with a configuration, and the gateway. */
export const servers: Server[] = [
  ...readdirSync(path.join(root, 'services'))
    .filter((d) => existsSync(path.join(root, 'services', d, 'src/config.ts')))
    .map((d) => ({ name: d, dir: `services/${d}` })),
  { name: 'gateway', dir: 'gateway' },
];

/**
 * Variables a server needs although its schema lets them be absent (checked at start-up instead).
 * auth: "Required unless JWT_PRIVATE_KEY is set" (services/auth/src/config.ts).
 */
const requiredAtStart: Record<string, string[]> = { auth: ['JWT_KEY_ENCRYPTION_KEY'] };

interface Schema {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

export interface ServerConfig {
  schema: { shape: Record<string, Schema> };
  loadConfig: (env: Record<string, string | undefined>) => unknown;
  /** Keys without a default: parsing fails without them. */
  required: string[];
  /** Keys whose default names this machine (127.0.0.1, localhost): wrong in a container, so they must be set. */
  loopbackDefaults: string[];
}

export async function serverConfig(server: Server): Promise<ServerConfig> {
  const mod = (await import(pathToFileURL(path.join(root, server.dir, 'src/config.ts')).href)) as {
    configSchema: ServerConfig['schema'];
    loadConfig: ServerConfig['loadConfig'];
  };
  const required: string[] = [...(requiredAtStart[server.name] ?? [])];
  const loopbackDefaults: string[] = [];
  for (const [key, field] of Object.entries(mod.configSchema.shape)) {
    const probe = field.safeParse(undefined);
    if (!probe.success) required.push(key);
    else if (/127\.0\.0\.1|localhost|\[::1\]/.test(JSON.stringify(probe.data) ?? '')) loopbackDefaults.push(key);
  }
  return { schema: mod.configSchema, loadConfig: mod.loadConfig, required, loopbackDefaults };
}

/**
 * Runs a deployment tool. Missing: in CI (`CI` set) the calling test fails; elsewhere it is skipped
 * with the reason printed.
 */
export function tool(binary: string): { available: boolean; reason?: string } {
  const found = (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, binary)));
  if (!found) {
    const reason = `${binary} is not installed (not on PATH)`;
    if (process.env.CI) throw new Error(`${reason}: CI must check the deployment files with it`);
    console.warn(`skipping the ${binary} checks: ${reason}`);
    return { available: false, reason };
  }
  return { available: true };
}

/** Runs a command to its end: exit status and both outputs. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    execFile(command, args, { cwd: root, env, maxBuffer: 32 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err && typeof err.code !== 'number') return reject(err);
      resolve({ status: err ? (err.code as number) : 0, stdout, stderr });
    });
  });
}

/** Host names in a variable's value: URLs' hosts and host:port lists (KAFKA_BROKERS). */
export function hostsIn(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .flatMap((part) => {
      try {
        if (/^[a-z][a-z0-9+.-]*:\/\//i.test(part)) return [new URL(part).hostname];
      } catch {
        return [];
      }
      const m = /^([a-z0-9.-]+):\d+$/i.exec(part);
      return m ? [m[1]] : [];
    });
}
