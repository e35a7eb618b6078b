import { describe, expect, it } from 'vitest';
import { retryPhrase } from './errors';

describe('retryPhrase', () => {
  it.each([
    [12 * 60_000 - 500, 'Try again in 12 minutes.'],
    [60_000, 'Try again in 1 minute.'],
    [61_000, 'Try again in 2 minutes.'],
    [30_000, 'Try again in 30 seconds.'],
    [400, 'Try again in 1 second.'],
  ])('when %i ms remain, then it says "%s"', (ms, phrase) => {
    expect(retryPhrase(ms)).toBe(phrase);
  });
});
