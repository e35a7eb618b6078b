import { describe, expect, it } from 'vitest';
import { pollDelays } from './poll-schedule';

describe('pollDelays', () => {
  it('when asked for the default schedule, then the waits grow, never exceed 8 s, and add up to about a minute', () => {
    const delays = pollDelays();
    expect(delays.slice(0, 4)).toEqual([1000, 1500, 2250, 3375]);
    for (let i = 1; i < delays.length - 1; i++) expect(delays[i]!).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(8000);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(60_000);
  });
});
