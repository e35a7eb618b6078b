import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { Pool, PoolClient } from '../db/pool';
import { createOutboxListener } from './outbox-listener';

/** A pooled connection that fails while its LISTEN is awaited: 'error' first, then the query's rejection. */
function failingClient() {
  const client = new EventEmitter() as EventEmitter & { query: () => Promise<never>; release: (err?: unknown) => void; releases: number };
  client.releases = 0;
  client.query = async () => {
    const err = new Error('terminating connection due to administrator command');
    client.emit('error', err);
    throw err;
  };
  client.release = () => {
    client.releases++;
    // As pg-pool does.
    if (client.releases > 1) throw new Error('Release called on client which has already been released to the pool.');
  };
  return client;
}

describe('outbox listener', () => {
  it("when the connection errs while its LISTEN is awaited, then it is given back once and a reconnection is arranged", async () => {
    vi.useFakeTimers();
    try {
      const client = failingClient();
      const pool = { connect: vi.fn().mockResolvedValueOnce(client as unknown as PoolClient).mockReturnValue(new Promise(() => undefined)) } as unknown as Pool;
      const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() } as never;
      const listener = createOutboxListener({ schema: 'booking', pool, log, wake: () => undefined, isRelaying: () => true });
      await expect(listener.listen()).resolves.toBeUndefined();
      expect(client.releases).toBe(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(pool.connect).toHaveBeenCalledTimes(2);
      listener.cancelRetry();
    } finally {
      vi.useRealTimers();
    }
  });
});
