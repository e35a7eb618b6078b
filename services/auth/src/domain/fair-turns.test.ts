import { describe, expect, it } from 'vitest';
import { createFairTurns } from './fair-turns';

/** A task that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { task: () => (log.push(name), opened), open: () => open() };
}

describe('fair turns', () => {
  it('when one key has a burst waiting and another key comes, then the other key runs next, not after the burst', async () => {
    const turns = createFairTurns(2);
    const log: string[] = [];
    const burst = Array.from({ length: 6 }, (_, i) => gate(log, `flood-${i}`));
    const done = burst.map((g) => turns.run('victim@example.com', g.task));
    const other = gate(log, 'other');
    const otherDone = turns.run('other@example.com', other.task);
    expect(log).toEqual(['flood-0', 'flood-1']);
    burst[0]!.open();
    await done[0];
    expect(log).toEqual(['flood-0', 'flood-1', 'other']);
    other.open();
    await otherDone;
    for (const g of burst) g.open();
    await Promise.all(done);
    expect(log).toEqual(['flood-0', 'flood-1', 'other', 'flood-2', 'flood-3', 'flood-4', 'flood-5']);
  });

  it('when a single key has many tasks, then they use every slot, and a failing task frees its slot', async () => {
    const turns = createFairTurns(3);
    const log: string[] = [];
    const gates = Array.from({ length: 4 }, (_, i) => gate(log, `t-${i}`));
    const failing = turns.run('k', () => Promise.reject(new Error('bad hash')));
    const done = gates.map((g) => turns.run('k', g.task));
    await expect(failing).rejects.toThrow('bad hash');
    expect(log).toEqual(['t-0', 't-1', 't-2']);
    gates[0]!.open();
    await done[0];
    expect(log).toEqual(['t-0', 't-1', 't-2', 't-3']);
    for (const g of gates) g.open();
    await Promise.all(done);
  });
});
