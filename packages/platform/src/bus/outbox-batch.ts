import type { TraceCarrier } from '../tracing';
import { sendInSpan } from '../tracing';
import { backoffDelay, type Backoff } from './backoff';
import type { BusContext } from './bus-context';
import type { TransportMessage } from './types';

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

/**
 * Sends a claimed batch in one request to the broker (a transport with `sendBatch`), in order per key, each row in a
 * producer span of its own that ends with the request: one round trip for a hundred events where one at a time
 * took a hundred. A failed request puts every row of the batch back after its backoff.
 */
function createTogetherSender(context: BusContext, { batchSize, sendTimeoutMs, backoff }: BatchOptions) {
  const { s, pool, transport, log, metrics, tracer } = context;
  /** A send that failed for every row of the batch: each comes due again after its backoff. Returns the shortest delay. */
  async function allFailed(rows: readonly Claimed[], err: unknown): Promise<number> {
    const delays = rows.map((r) => backoffDelay(backoff, r.attempts));
    const message = err instanceof Error ? err.message : String(err);
    log.warn({ err, events: rows.length, topic: rows[0]!.topic, retryInMs: Math.min(...delays) }, 'outbox send failed');
    await pool.query(
      `UPDATE ${s}.outbox o SET attempts = o.attempts + 1, last_error = $3, next_attempt_at = now() + make_interval(secs => d.ms / 1000)
         FROM unnest($1::bigint[], $2::float8[]) AS d(id, ms) WHERE o.id = d.id`,
      [rows.map((r) => r.id), delays, message],
    );
    return Math.min(...delays);
  }

  /**
   * The whole batch in one request to the broker (in order per key), each row in a producer span of its own that
   * ends with the request: one round trip for a hundred events where one at a time took a hundred.
   */
  async function sendTogether(rows: readonly Claimed[]): Promise<void> {
    const messages: TransportMessage[] = [];
    let settle!: { resolve: () => void; reject: (err: unknown) => void };
    const request = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    // Each span's callback runs at once, adding its message with its own trace headers; all end when the request does.
    const spans = rows.map((row) =>
      sendInSpan(tracer, { topic: row.topic, key: row.key, eventId: row.event_id, traceContext: row.trace_context }, (headers) => {
        messages.push({ topic: row.topic, key: row.key, value: row.value, headers });
        return request;
      }),
    );
    try {
      await withTimeout(transport.sendBatch!(messages), sendTimeoutMs, 'outbox send');
      settle.resolve();
    } catch (err) {
      settle.reject(err);
    }
    const outcomes = await Promise.allSettled(spans);
    const failure = outcomes.find((o) => o.status === 'rejected');
    if (failure) throw failure.reason;
  }

  async function relayTogether(rows: readonly Claimed[], cluster: string | undefined): Promise<BatchOutcome> {
    try {
      await sendTogether(rows);
    } catch (err) {
      return { more: false, retryInMs: await allFailed(rows, err) };
    }
    await pool.query(`UPDATE ${s}.outbox SET published_at = now(), published_cluster = $2 WHERE id = ANY($1::bigint[])`, [rows.map((r) => r.id), cluster ?? null]);
    for (const row of rows) metrics.businessEvents.get(row.type)?.inc();
    return { more: rows.length === batchSize };
  }

  return relayTogether;
}

/** Sends the outbox's due rows, a batch at a time, in order per key. */
export function createBatchSender(context: BusContext, { batchSize, sendTimeoutMs, backoff }: BatchOptions) {
  const { schema, s, pool, transport, log, metrics, tracer } = context;
  const followCluster = createClusterWatch(context);
  const relayTogether = createTogetherSender(context, { batchSize, sendTimeoutMs, backoff });
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
    if (transport.sendBatch && rows.length > 1) return relayTogether(rows, cluster);
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
