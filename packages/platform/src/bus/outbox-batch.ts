import type { TraceCarrier } from '../tracing';
import { sendInSpan } from '../tracing';
import { backoffDelay, type Backoff } from './backoff';
import type { BusContext } from './bus-context';

/** How often the relay asks the broker who it is (a restart that lost its log answers as a new cluster). */
const CLUSTER_CHECK_MS = 5_000;
const CLUSTER_CHECK_TIMEOUT_MS = 2_000;

/** Rejects when `promise` has not settled within `ms`; the work itself may still finish later. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Rows sent to a broker whose log is gone (a cluster with another identity answers now) go out again:
 * their consumers may not have read them, and every consumer ignores what it has already handled.
 */
function createClusterWatch({ s, pool, transport, log }: BusContext) {
  /** The broker's identity as last seen, and when it was read. */
  let knownCluster: string | undefined;
  let clusterCheckedAt = 0;

  return async function followCluster(force: boolean): Promise<string | undefined> {
    if (!transport.clusterId) return undefined;
    if (!force && knownCluster && Date.now() - clusterCheckedAt < CLUSTER_CHECK_MS) return knownCluster;
    let id: string;
    try {
      id = await withTimeout(transport.clusterId(), CLUSTER_CHECK_TIMEOUT_MS, 'broker identity');
    } catch {
      // The broker is away: the sends will say so; rows they manage to send are checked again next time.
      return knownCluster;
    }
    clusterCheckedAt = Date.now();
    if (id !== knownCluster) {
      const { rowCount } = await pool.query(
        `UPDATE ${s}.outbox SET published_at = NULL, next_attempt_at = now(), attempts = 0
          WHERE published_at IS NOT NULL AND published_cluster IS NOT NULL AND published_cluster <> $1`,
        [id],
      );
      if (rowCount) log.warn({ cluster: id, events: rowCount }, 'the broker answers as a new cluster (its log may be lost): sending its events again');
      knownCluster = id;
    }
    return id;
  };
}

type Claimed = { id: number; topic: string; key: string; value: string; attempts: number; event_id: string; type: string; trace_context: TraceCarrier | null };

export interface BatchOptions {
  batchSize: number;
  sendTimeoutMs: number;
  /** The delay before a failed row's next try, by its failed tries so far. */
  backoff: Backoff;
}

/** What one batch did. `more`: a full batch went out and more may be waiting; `retryInMs`: a send failed and its row comes due again then. */
export type BatchOutcome = { more: boolean; retryInMs?: number };

/** Sends the outbox's due rows, a batch at a time, in order per key. */
export function createBatchSender(context: BusContext, { batchSize, sendTimeoutMs, backoff }: BatchOptions) {
  const { schema, s, pool, transport, log, metrics, tracer } = context;
  const followCluster = createClusterWatch(context);
  /** How long a claimed row is kept from other relays while this one sends it; sent rows are marked within it. */
  const leaseMs = Math.max(30_000, 2 * sendTimeoutMs);

  /**
   * Claims the next due rows in a short transaction and leases them (their next attempt moved past the
   * lease), so that no transaction stays open while they are sent: a send waits on the broker, and a
   * transaction held across it would hold its locks and connection for as long. A key whose older row is
   * leased or waiting for a retry is held back, so its later events cannot overtake it.
   */
  async function claimBatch(): Promise<Claimed[]> {
    // One statement (claim_outbox, bus-0005): one claim per schema at a time (two at once could each take a row
    // of the same key), the rows found and leased after that lock.
    const { rows } = await pool.query<Claimed>(`SELECT * FROM ${s}.claim_outbox($1, $2, $3)`, [`outbox-relay:${schema}`, batchSize, leaseMs]);
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Marks a failed row for its next try after the backoff; returns the delay. */
  async function failed(row: Claimed, err: unknown): Promise<number> {
    const attempts = row.attempts + 1;
    const delayMs = backoffDelay(backoff, attempts - 1);
    const message = err instanceof Error ? err.message : String(err);
    log.warn({ err, outboxId: row.id, topic: row.topic, attempts, retryInMs: delayMs }, 'outbox send failed');
    await pool.query(
      `UPDATE ${s}.outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4::float8 / 1000) WHERE id = $1`,
      [row.id, attempts, message, delayMs],
    );
    return delayMs;
  }

  return async function relayBatch(afterFailure: boolean): Promise<BatchOutcome> {
    const cluster = await followCluster(afterFailure);
    const rows = await claimBatch();
    if (!rows.length) return { more: false };
    const claimedAt = Date.now();
    const sent: number[] = [];
    const sentTypes: string[] = [];
    let retryInMs: number | undefined;
    let failedId: number | undefined;
    for (const row of rows) {
      // Whatever is left when half the lease has gone is given back rather than sent past it.
      if (Date.now() - claimedAt > leaseMs / 2) break;
      try {
        await sendInSpan(tracer, { topic: row.topic, key: row.key, eventId: row.event_id, traceContext: row.trace_context }, (headers) =>
          withTimeout(transport.send({ topic: row.topic, key: row.key, value: row.value, headers }), sendTimeoutMs, 'outbox send'),
        );
        sent.push(row.id);
        sentTypes.push(row.type);
      } catch (err) {
        retryInMs = await failed(row, err);
        failedId = row.id;
        // The rest of the batch waits: later rows may share the failed row's key.
        break;
      }
    }
    if (sent.length) {
      await pool.query(`UPDATE ${s}.outbox SET published_at = now(), published_cluster = $2 WHERE id = ANY($1::bigint[])`, [sent, cluster ?? null]);
    }
    const unsent = rows.filter((r) => r.id !== failedId && !sent.includes(r.id)).map((r) => r.id);
    if (unsent.length) await pool.query(`UPDATE ${s}.outbox SET next_attempt_at = now() WHERE id = ANY($1::bigint[])`, [unsent]);
    for (const type of sentTypes) metrics.businessEvents.get(type)?.inc();
    return { more: retryInMs === undefined && rows.length === batchSize, retryInMs };
  };
}
