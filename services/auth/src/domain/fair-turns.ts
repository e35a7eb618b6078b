/**
 * Runs tasks a few at a time, taking them in turn by key: a free slot goes to the waiting key with the fewest
 * tasks running (the longest waiting among equals), so one key's burst delays another key's task by at most the
 * tasks already running, while a key alone may still use every slot.
 */
export interface FairTurns {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

export function createFairTurns(concurrency: number): FairTurns {
  /** Keys with tasks waiting, in the order they started waiting. */
  const waiting = new Map<string, (() => void)[]>();
  const runningByKey = new Map<string, number>();
  let running = 0;

  function nextKey(): string | undefined {
    let best: string | undefined;
    let fewest = Infinity;
    for (const key of waiting.keys()) {
      const n = runningByKey.get(key) ?? 0;
      if (n < fewest) [best, fewest] = [key, n];
    }
    return best;
  }

  function next(): void {
    while (running < concurrency) {
      const key = nextKey();
      if (key === undefined) return;
      const tasks = waiting.get(key)!;
      const start = tasks.shift()!;
      // Served: behind the keys already waiting.
      waiting.delete(key);
      if (tasks.length) waiting.set(key, tasks);
      running++;
      runningByKey.set(key, (runningByKey.get(key) ?? 0) + 1);
      start();
    }
  }

  function finished(key: string): void {
    running--;
    const n = (runningByKey.get(key) ?? 1) - 1;
    if (n > 0) runningByKey.set(key, n);
    else runningByKey.delete(key);
    next();
  }

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        // The slot is free before the caller hears the result.
        const start = () => void task().finally(() => finished(key)).then(resolve, reject);
        const tasks = waiting.get(key);
        if (tasks) tasks.push(start);
        else waiting.set(key, [start]);
        next();
      });
    },
  };
}
