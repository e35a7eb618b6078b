import type { BusContext } from './bus-context';
import { createBatchSender, type BatchOutcome } from './outbox-batch';
import { createOutboxListener, createWakeSignal } from './outbox-listener';

export interface RelayOptions {
  /** Rows claimed per transaction. */
  batchSize?: number;
  /** Fallback poll when no NOTIFY arrives (a lost notification, a retry coming due). */
  pollIntervalMs?: number;
  /** First retry delay after a failed send; doubles per attempt up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  /**
   * How long one send may take before it counts as failed (and is retried with backoff): a frozen
   * broker must not hold the relay, and its lock, indefinitely.
   */
  sendTimeoutMs?: number;
}

/** How often the relay counts its backlog for the metrics (not after every batch: a count is a scan of the pending rows). */
const BACKLOG_COUNT_MS = 5_000;

/** The outbox's pending rows, counted into the metrics; `due` says when the relay should count again. */
function createBacklogGauge({ s, pool, metrics }: BusContext) {
  let backlogCountedAt = 0;
  return {
    async count(): Promise<number> {
      backlogCountedAt = Date.now();
      const { rows } = await pool.query<{ n: number; age: number }>(
        `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
           FROM ${s}.outbox WHERE published_at IS NULL`,
      );
      const n = rows[0]?.n ?? 0;
      metrics.outboxBacklog.set(n);
      metrics.outboxAge.set(rows[0]?.age ?? 0);
      return n;
    },
    due: () => Date.now() - backlogCountedAt >= BACKLOG_COUNT_MS,
  };
}

/**
 * The relay of one schema's outbox: sends committed rows to the transport in batches, woken by the
 * outbox's NOTIFY (or its poll), retrying a failed send with backoff and the rows of its key behind it.
 */
export function createOutboxRelay(context: BusContext, options: RelayOptions = {}) {
  const { log } = context;
  const batchSize = options.batchSize ?? 100;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  // Short max backoff: a send fails while the broker is away, and the first try after its return should come soon.
  const backoff = { baseMs: options.baseBackoffMs ?? 500, maxMs: options.maxBackoffMs ?? 5_000 };
  const relayBatch = createBatchSender(context, { batchSize, sendTimeoutMs: options.sendTimeoutMs ?? 5_000, backoff });
  const gauge = createBacklogGauge(context);
  const signal = createWakeSignal();
  let relaying = false;
  let relayLoop: Promise<void> | undefined;
  const listener = createOutboxListener({ schema: context.schema, pool: context.pool, log, wake: signal.wake, isRelaying: () => relaying });

  async function runRelay(): Promise<void> {
    let failingSince: number | undefined;
    let lastFailureLog = 0;
    let afterFailure = true;
    while (relaying) {
      signal.clear();
      let outcome: BatchOutcome = { more: false };
      try {
        outcome = await relayBatch(afterFailure);
        afterFailure = outcome.retryInMs !== undefined;
        if (gauge.due()) await gauge.count();
        if (failingSince !== undefined) log.info({ afterMs: Date.now() - failingSince }, 'outbox relay works again');
        failingSince = undefined;
      } catch (err) {
        // The database (or the broker's metadata) is away: the relay keeps trying each poll, and says so now and then.
        afterFailure = true;
        failingSince ??= Date.now();
        if (Date.now() - lastFailureLog > 30_000) {
          lastFailureLog = Date.now();
          log.error({ err }, 'outbox relay batch failed; trying again');
        }
      }
      if (!relaying) break;
      if (!outcome.more) await signal.waitForWork(Math.min(pollIntervalMs, outcome.retryInMs ?? pollIntervalMs));
    }
  }

  return {
    /** Starts relaying (idempotent). */
    start(): void {
      if (relaying) return;
      relaying = true;
      signal.request();
      void listener.listen();
      relayLoop = runRelay();
    },
    /** Says the relay stops: no batch begins after the one in hand, no lost LISTEN connection is replaced. */
    halt(): void {
      relaying = false;
    },
    /** After `halt`: waits for the batch in hand and gives back the LISTEN connection. */
    async stop(): Promise<void> {
      listener.cancelRetry();
      signal.interrupt();
      await relayLoop;
      relayLoop = undefined;
      listener.close();
    },
    backlog: gauge.count,
  };
}
