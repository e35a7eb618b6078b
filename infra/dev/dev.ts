/**
 * `npm run dev`: the backend as `npm start` runs it (without building the frontend) plus the Vite
 * dev server on http://localhost:5173, which proxies /api to the gateway. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild } from './mail-catcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const vite = path.join(root, 'node_modules/.bin/vite');

const children: ChildProcess[] = [
  spawn(tsx, ['infra/dev/start.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, SKIP_FRONTEND_BUILD: '1' } }),
  spawn(vite, ['--port', '5173', '--strictPort'], { cwd: path.join(root, 'frontend'), stdio: 'inherit' }),
];

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => stopChild(child, 15_000)));
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
