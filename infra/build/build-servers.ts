/**
 * The production build of the servers: each entry bundled by esbuild into `<server>/dist/<name>.js`, run by
 * plain `node`. The workspace packages (`@suvarna/*`, TypeScript sources) are bundled in; every other package
 * stays an import of node_modules, so the image installs the server's production dependencies and nothing
 * else (native ones such as @node-rs/argon2 included).
 *
 *   tsx infra/build/build-servers.ts                          every server
 *   tsx infra/build/build-servers.ts booking gateway          some of them, by name (below)
 *   tsx infra/build/build-servers.ts services/booking         or by folder (the image recipe, infra/docker/Dockerfile)
 *
 * Files a module reads at run time are found relative to its own `import.meta.url`, which in a bundle is
 * `dist/<entry>.js`: each asset is copied to the same place relative to `dist/` as it has relative to the
 * module that reads it (entries sit flat in `dist/` for that reason).
 */
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import { cp, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageOf, runtimeManifests } from './prune-lockfile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerBuild {
  /** The folder holding `src/` (or the entries) and receiving `dist/`. */
  dir: string;
  /** The npm workspace whose dependencies the bundle may import; `dir` unless said. */
  workspace?: string;
  /** Output name (without .js) → source file, relative to `dir`. */
  entries: Record<string, string>;
  /** Run-time files: source folder or file → destination, both relative to `dir` (destination inside dist/). */
  assets?: Record<string, string>;
}

/** services/<name>/src/service.ts finds its migrations at `data-access/migrations` beside itself. */
const migrations = { 'src/data-access/migrations': 'dist/data-access/migrations' };
/** Every service image carries the operators' dead-letter command: `node dead-letters.js list` in its container. */
const deadLetters = { 'dead-letters': '../../packages/platform/src/cli/dead-letters.ts' };
const service = (name: string, extra: Partial<ServerBuild> = {}): ServerBuild => ({
  dir: `services/${name}`,
  entries: { start: 'src/start.ts', ...deadLetters, ...extra.entries },
  assets: { ...migrations, ...extra.assets },
});

export const serverBuilds: Record<string, ServerBuild> = {
  auth: service('auth', {
    // The staff and key-rotation commands, for `node dist/create-staff.js` inside a container.
    entries: { 'create-staff': 'src/cli/create-staff.ts', 'rotate-signing-key': 'src/cli/rotate-signing-key.ts' },
    // src/domain/password-policy.ts reads ./common-passwords/common-passwords.txt beside itself.
    assets: { 'src/domain/common-passwords/common-passwords.txt': 'dist/common-passwords/common-passwords.txt' },
  }),
  catalog: service('catalog'),
  booking: service('booking'),
  payment: service('payment'),
  careers: service('careers'),
  notify: service('notify'),
  ai: service('ai'),
  // Serves ../../frontend/dist (relative to dist/start.js as to src/config.ts): built by the frontend's own build.
  gateway: { dir: 'gateway', entries: { start: 'src/start.ts' } },
  // Node's built-ins only.
  'stripe-sandbox': { dir: 'infra/stripe-sandbox', workspace: 'infra', entries: { start: 'src/start.ts' } },
};

/** Bundles the workspace packages; leaves every other bare import to node_modules. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@suvarna/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer(nameOrDir: string): Promise<string> {
  const name = serverBuilds[nameOrDir] ? nameOrDir : Object.keys(serverBuilds).find((n) => serverBuilds[n]!.dir === nameOrDir.replace(/\/+$/, ''));
  const spec = name && serverBuilds[name];
  if (!name || !spec) {
    throw new Error(`unknown server "${nameOrDir}" (known: ${Object.entries(serverBuilds).map(([n, s]) => `${n} (${s.dir})`).join(', ')})`);
  }
  const dir = path.join(root, spec.dir);
  const outdir = path.join(dir, 'dist');
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: Object.entries(spec.entries).map(([out, input]) => ({ in: path.join(dir, input), out })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Readable stack traces in the logs without shipping source maps: names and layout are kept.
    minify: false,
    sourcemap: false,
    // No code splitting: each entry is one file in dist/, so every module's import.meta.url is dist/<entry>.js.
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  for (const [from, to] of Object.entries(spec.assets ?? {})) {
    await cp(path.join(dir, from), path.join(dir, to), { recursive: true });
  }
  // dist/ is what an image runs: `npm ci --omit=dev` in it installs exactly the packages the bundle imports.
  const imported = new Set(
    Object.values(result.metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((i) => i.external && !isBuiltin(i.path))
      .map((i) => packageOf(i.path)),
  );
  const manifests = await runtimeManifests({ name, workspaceDir: spec.workspace ?? spec.dir, imported: [...imported].sort() });
  await writeFile(path.join(outdir, 'package.json'), `${JSON.stringify(manifests.packageJson, null, 2)}\n`);
  await writeFile(path.join(outdir, 'package-lock.json'), `${JSON.stringify(manifests.packageLock, null, 2)}\n`);
  return path.relative(root, outdir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  const started = performance.now();
  const built = await Promise.all((names.length ? names : Object.keys(serverBuilds)).map(buildServer));
  console.log(`built ${built.join(', ')} in ${Math.round(performance.now() - started)} ms`);
}
