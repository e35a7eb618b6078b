/** A delay that doubles with each step from `baseMs`, capped at `maxMs` (no cap when absent). */
export interface Backoff {
  baseMs: number;
  maxMs?: number;
}

/** The wait before try `step + 1` after `step` failed ones: `baseMs · 2^step`, at most `maxMs`. */
export function backoffDelay({ baseMs, maxMs = Number.POSITIVE_INFINITY }: Backoff, step: number): number {
  return Math.min(maxMs, baseMs * 2 ** step);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
