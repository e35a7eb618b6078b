/**
 * The production dependencies of one server bundle, as a package.json and package-lock.json of their own, so
 * that its image runs `npm ci --omit=dev` on them and installs nothing else. `npm ci -w <workspace>` cannot do
 * this: it installs every workspace's dependencies (here the launcher's embedded PostgreSQL and mail catcher too).
 *
 * The direct dependencies are the packages the bundle imports (esbuild's metafile), each of which must be
 * declared by the server's workspace or a workspace package bundled into it; the rest is their closure in the
 * repository's lockfile, every package at the place (and so the version) it has there.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const lockEntrySchema = z.looseObject({
  version: z.string().optional(),
  link: z.boolean().optional(),
  resolved: z.string().optional(),
  dev: z.boolean().optional(),
  devOptional: z.boolean().optional(),
  dependencies: z.record(z.string(), z.string()).optional(),
  optionalDependencies: z.record(z.string(), z.string()).optional(),
  peerDependencies: z.record(z.string(), z.string()).optional(),
  peerDependenciesMeta: z.record(z.string(), z.looseObject({ optional: z.boolean().optional() })).optional(),
});
type LockEntry = z.infer<typeof lockEntrySchema>;
const lockfileSchema = z.looseObject({
  name: z.string(),
  lockfileVersion: z.literal(3),
  packages: z.record(z.string(), lockEntrySchema),
});

export interface RuntimeManifests {
  packageJson: { name: string; private: true; type: 'module'; dependencies: Record<string, string> };
  packageLock: z.infer<typeof lockfileSchema>;
}

/** Where Node would find `name` from a package at `from` (a lockfile location): the nearest node_modules up the path. */
function resolveIn(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/** The packages a workspace may import at run time: its dependencies and those of the workspace packages it uses. */
function declaredDependencies(packages: Record<string, LockEntry>, workspaceDir: string): Set<string> {
  const declared = new Set<string>();
  const seen = new Set<string>();
  const visit = (location: string) => {
    if (seen.has(location)) return;
    seen.add(location);
    const entry = packages[location];
    if (!entry) throw new Error(`${location} is not a workspace of package-lock.json`);
    for (const name of Object.keys(entry.dependencies ?? {})) {
      const target = resolveIn(packages, location, name);
      if (target && packages[target]!.link) visit(packages[target]!.resolved!);
      else declared.add(name);
    }
  };
  visit(workspaceDir);
  return declared;
}

/** The package a bare import names (`@node-rs/argon2/x` → `@node-rs/argon2`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export async function runtimeManifests(options: { name: string; workspaceDir: string; imported: string[] }): Promise<RuntimeManifests> {
  const lock = lockfileSchema.parse(JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')));
  const { packages } = lock;

  const declared = declaredDependencies(packages, options.workspaceDir);
  const undeclared = options.imported.filter((name) => !declared.has(name));
  if (undeclared.length) {
    throw new Error(`${options.name} imports ${undeclared.join(', ')}, not among the dependencies of ${options.workspaceDir} and the workspace packages it uses`);
  }

  const dependencies: Record<string, string> = {};
  const kept = new Map<string, LockEntry>();
  const queue: [from: string, name: string, optional: boolean][] = options.imported.map((name) => ['', name, false]);
  while (queue.length) {
    const [from, name, optional] = queue.shift()!;
    const location = resolveIn(packages, from, name);
    if (!location) {
      if (optional) continue;
      throw new Error(`${name} (needed by ${from || options.name}) is not in package-lock.json's node_modules`);
    }
    const entry = packages[location]!;
    if (entry.link) throw new Error(`${options.name} imports the workspace package ${name} at run time: the bundle should carry it`);
    if (!from) dependencies[name] = entry.version!;
    if (kept.has(location)) continue;
    // Reached from the server's imports, so needed at run time whatever the whole repository uses it for.
    const runtimeEntry: LockEntry = { ...entry };
    delete runtimeEntry.dev;
    delete runtimeEntry.devOptional;
    kept.set(location, runtimeEntry);
    for (const dep of Object.keys(entry.dependencies ?? {})) queue.push([location, dep, false]);
    // Platform binaries (@node-rs/argon2-linux-x64-gnu …): npm ci installs the ones that fit the machine.
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) queue.push([location, dep, true]);
    for (const dep of Object.keys(entry.peerDependencies ?? {})) queue.push([location, dep, entry.peerDependenciesMeta?.[dep]?.optional ?? false]);
  }

  const name = `${lock.name}-${options.name}`;
  const sortedDependencies = Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
  return {
    packageJson: { name, private: true, type: 'module', dependencies: sortedDependencies },
    packageLock: {
      name,
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name, dependencies: sortedDependencies },
        ...Object.fromEntries([...kept].sort(([a], [b]) => a.localeCompare(b))),
      },
    },
  };
}
