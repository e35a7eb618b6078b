import { describe, expect, it } from 'vitest';
import { failureDelayMs } from './sign-in-limits';

describe('failureDelayMs', () => {
  const config = { LOGIN_FAILURE_DELAY_MS: 250, LOGIN_FAILURE_MAX_DELAY_MS: 5000 };
  it('when failures grow, then the delay doubles with each and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 100].map((n) => failureDelayMs(n, config))).toEqual([0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});
