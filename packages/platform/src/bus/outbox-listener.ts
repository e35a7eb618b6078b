import { quoteIdent, type Pool, type PoolClient } from '../db/pool';
import type { Logger } from '../logger';
import { outboxChannelOf } from './outbox-writer';

const LISTEN_RETRY_MS = 1_000;

/** Wakes the relay's wait for work early: a notification came, or the relay starts or stops. */
export function createWakeSignal() {
  let wakeRequested = false;
  let wakeUp: (() => void) | undefined;
  return {
    /** Work may be waiting: the wait in progress ends, and the next one does not begin. */
    wake(): void {
      wakeRequested = true;
      wakeUp?.();
    },
    /** The next wait does not begin (the relay starts with a batch). */
    request(): void {
      wakeRequested = true;
    },
    /** A batch begins: wakes before it are answered by it. */
    clear(): void {
      wakeRequested = false;
    },
    /** Ends the wait in progress (a stop). */
    interrupt(): void {
      wakeUp?.();
    },
    /** Resolves after `ms`, or sooner when woken. */
    waitForWork(ms: number): Promise<void> {
      if (wakeRequested) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = undefined;
          resolve();
        }
        wakeUp = done;
      });
    },
  };
}

export interface OutboxListenerOptions {
  schema: string;
  pool: Pool;
  log: Logger;
  /** Called on each notification of the outbox's channel, and once listening starts. */
  wake(): void;
  /** Whether the relay runs: a lost connection is replaced only then. */
  isRelaying(): boolean;
}

/** A connection that LISTENs on the outbox's channel for as long as the relay runs, replaced when it is lost. */
export function createOutboxListener({ schema, pool, log, wake, isRelaying }: OutboxListenerOptions) {
  const listenSql = `LISTEN ${quoteIdent(outboxChannelOf(schema))}`;
  let listener: PoolClient | undefined;
  let listenTimer: NodeJS.Timeout | undefined;
  // Clients already given back: the connection's 'error' or 'end' can drop it while its LISTEN is still awaited, and
  // the pool throws on a second release.
  const released = new WeakSet<PoolClient>();

  function dropListener(client: PoolClient, err?: unknown): void {
    if (listener !== client) return;
    listener = undefined;
    released.add(client);
    client.removeAllListeners('notification');
    client.release(err instanceof Error ? err : true);
    if (isRelaying()) {
      log.warn({ err }, 'outbox LISTEN connection lost; reconnecting');
      listenTimer = setTimeout(() => void listen(), LISTEN_RETRY_MS);
    }
  }

  async function listen(): Promise<void> {
    listenTimer = undefined;
    if (!isRelaying()) return;
    let client: PoolClient | undefined;
    try {
      client = await pool.connect();
      const c = client;
      c.on('notification', wake);
      c.on('error', (err) => dropListener(c, err));
      c.on('end', () => dropListener(c));
      listener = c;
      await c.query(listenSql);
      if (!isRelaying()) {
        dropListener(c);
        return;
      }
      // Rows committed while no one listened would otherwise wait for the next poll.
      wake();
    } catch (err) {
      if (client && listener === client) dropListener(client, err);
      else if (client) {
        // Dropped by its own 'error' or 'end' meanwhile, which also arranged the reconnection.
        if (!released.has(client)) client.release(true);
      } else if (isRelaying()) {
        log.warn({ err }, 'outbox LISTEN connection failed; retrying');
        listenTimer = setTimeout(() => void listen(), LISTEN_RETRY_MS);
      }
    }
  }

  return {
    listen,
    /** A reconnection waiting for its turn is called off. */
    cancelRetry(): void {
      if (listenTimer) clearTimeout(listenTimer);
      listenTimer = undefined;
    },
    /** Gives the connection back (after the relay stopped, so it is not replaced). */
    close(): void {
      if (listener) dropListener(listener);
    },
  };
}
