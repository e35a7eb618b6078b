import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface MailCatcher {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * Runs maildev (SMTP catcher with a web inbox and a REST API at GET /email) as a child process:
 * maildev keeps module-level state, so one process per catcher keeps test runs independent.
 */
export async function startMailCatcher(smtpPort: number, webPort: number): Promise<MailCatcher> {
  const bin = path.join(path.dirname(require.resolve('maildev/package.json')), 'bin/maildev');
  const child = spawn(process.execPath, [bin, '--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const webUrl = `http://127.0.0.1:${webPort}`;
  // maildev loads its web app first: on a busy machine that takes a while.
  await waitUntil(async () => (await fetch(`${webUrl}/email`)).ok, 60_000, () => {
    if (child.exitCode !== null) throw new Error(`maildev exited: ${stderr}`);
  });
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl, stop: () => stopChild(child) };
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, onTick: () => void): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    onTick();
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('maildev did not start in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function stopChild(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
