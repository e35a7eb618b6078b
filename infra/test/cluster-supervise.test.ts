import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnInstance, type Instance } from '../cluster/cluster';
import { freePort } from '../testing/free-port';

describe('cluster mode restarts a failed instance (npm run start:cluster)', () => {
  let instance: Instance | undefined;
  afterEach(async () => {
    await instance?.kill('SIGKILL');
  });

  const start = async (supervise: boolean) => {
    const lines: string[] = [];
    instance = spawnInstance({
      name: 'stand-in',
      index: 1,
      entry: 'infra/test/fixtures/ready-server.ts',
      port: await freePort(),
      env: { PATH: process.env.PATH },
      output: (line) => lines.push(line),
      readyTimeoutMs: 20_000,
      supervise,
    });
    await instance.restart();
    return lines;
  };

  it('when an instance is killed with -9 or exits with an error, then it is started again and says so', async () => {
    const lines = await start(true);
    const first = instance!.pid();
    process.kill(first!, 'SIGKILL');
    const readyAgain = () => lines.filter((l) => l === '[stand-in-1] ready again').length;
    // Once the launcher has seen it ready (failing it sooner would end that wait instead of this restart).
    await vi.waitFor(() => expect(readyAgain()).toBe(1), { timeout: 20_000, interval: 100 });
    expect((await fetch(`${instance!.url}/readyz`)).status).toBe(200);
    expect(instance!.pid()).not.toBe(first);
    expect(lines).toContain('[stand-in-1] exited on its own (SIGKILL); starting it again in 1 s');

    const second = instance!.pid();
    await fetch(`${instance!.url}/fail`);
    await vi.waitFor(() => expect(readyAgain()).toBe(2), { timeout: 20_000, interval: 100 });
    expect(lines).toContain('[stand-in-1] exited on its own (code 3); starting it again in 2 s');
    expect(instance!.pid()).not.toBe(second);
  }, 30_000);

  it('when an instance is stopped by the launcher or exits cleanly, then it stays stopped', async () => {
    const lines = await start(true);
    await instance!.kill('SIGKILL');
    // The launcher decides in the exit's own handler, which has run once the exit is seen: a restart would have
    // been announced there ("exited on its own …; starting it again"), and none was.
    expect(instance!.alive()).toBe(false);
    expect(lines.filter((l) => l.includes('exited on its own'))).toEqual([]);

    await instance!.restart();
    process.kill(instance!.pid()!, 'SIGTERM');
    await vi.waitFor(() => expect(instance!.alive()).toBe(false), { timeout: 10_000 });
    expect(lines.filter((l) => l.includes('exited on its own'))).toEqual([]);
  }, 30_000);

  it('when supervision is off (the fault tests), then a killed instance stays down', async () => {
    const lines = await start(false);
    process.kill(instance!.pid()!, 'SIGKILL');
    await vi.waitFor(() => expect(instance!.alive()).toBe(false), { timeout: 10_000 });
    // Decided in the exit's handler, already run (see above): no restart announced, so none is coming.
    expect(lines.filter((l) => l.includes('exited on its own'))).toEqual([]);
  }, 30_000);
});
