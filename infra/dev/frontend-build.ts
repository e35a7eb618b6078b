import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** The newest modification time of a file, or of anything in a folder (node_modules and dist left out). */
export async function newestMtime(target: string): Promise<number> {
  const s = await stat(target);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of await readdir(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, await newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when frontend/dist is missing or older than any source the build reads. */
export async function frontendNeedsBuild(root: string): Promise<boolean> {
  const built = path.join(root, 'frontend/dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = (await stat(built)).mtimeMs;
  const sources = ['frontend/src', 'frontend/public', 'frontend/build', 'frontend/index.html', 'frontend/vite.config.ts', 'packages/contracts/src', 'packages/sample-data/src'];
  for (const src of sources) {
    const p = path.join(root, src);
    if (existsSync(p) && (await newestMtime(p)) > builtAt) return true;
  }
  return false;
}

/**
 * Builds frontend/dist. Vite's report (every asset with its size, plugin timings) is for whoever works on the
 * frontend, not for whoever starts the site: it is kept back and printed only when the build fails.
 */
export function buildFrontend(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', '@suvarna/frontend'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A test runner sets NODE_ENV=test, which would make Vite ship React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`frontend build failed with exit code ${code}`));
    });
    child.on('error', reject);
  });
}
