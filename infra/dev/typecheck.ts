/** Type-checks every workspace against its own tsconfig, and the k6 scripts (two at a time: this machine has 2 cores). */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const patterns = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
const projects = patterns
  .flatMap((p) => (p.endsWith('/*') ? readdirSync(path.join(root, p.slice(0, -2))).map((d) => `${p.slice(0, -2)}/${d}`) : [p]))
  .flatMap((dir) => ['tsconfig.json', 'tsconfig.node.json'].map((file) => path.join(dir, file)))
  // The k6 load scripts: plain JavaScript checked against @types/k6.
  .concat(['infra/k6/tsconfig.json'])
  .filter((file) => existsSync(path.join(root, file)))
  .sort();

const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const run = (dir: string) =>
  new Promise<{ dir: string; ok: boolean; output: string }>((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', dir], { cwd: root });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ dir, ok: code === 0, output }));
  });

const queue = [...projects];
const failures: string[] = [];
await Promise.all(
  [1, 2].map(async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) {
      const result = await run(dir);
      console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${dir}`);
      if (!result.ok) failures.push(`${dir}\n${result.output}`);
    }
  }),
);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
