import { randomUUID } from 'node:crypto';
import { checkEventPayload, currentEventVersion, eventEnvelopeSchema, topicOf, type EventEnvelope } from '@suvarna/contracts';
import type { z } from 'zod';
import { businessNow, currentContext, runWithContext } from '../context';
import { quoteIdent, withTransaction, type Pool, type PoolClient, type Queryable } from '../db/pool';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { consumeInSpan, createTracing, failCurrentSpan, outboxTraceContext, sendInSpan, type TraceCarrier, type Tracing } from '../tracing';
import { deadLetterStore, type ParkInput } from './dead-letter-store';
import type {
  AfterCommit,
  DeadLetter,
  EventBus,
  EventHandler,
  OutboxRow,
  PublishInput,
  StatementHandler,
  SubscribeOptions,
  Transport,
  TransportMessage,
  TransportSubscription,
} from './types';

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

export interface ConsumerOptions {
  /** Handler runs per event before it goes to the dead-letter topic. */
  maxAttempts?: number;
  /** Delay before the second run; doubles per attempt. */
  backoffMs?: number;
  /** How often the consumers look for an operator's replay or skip request (see dead-letter-store.ts). */
  requestPollMs?: number;
  /**
   * Events handled at once across all of the bus's groups and partitions (each holds a database connection for
   * its transaction). Keep it under the pool's size, so that the service's requests always find a connection:
   * with four groups of four concurrent partitions, notify would otherwise take the whole pool while a burst of
   * events waits and leave its HTTP requests queued past the gateway's timeout. Default: unlimited.
   */
  maxConcurrent?: number;
}

/** At most `limit` runs at once; the rest wait in order. */
function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(fn: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export interface EventBusOptions {
  /** The service's Postgres schema, holding its outbox and processed_events tables. */
  schema: string;
  pool: Pool;
  transport: Transport;
  logger: Logger;
  metrics: Metrics;
  /** Spans for writing, sending and consuming events; the trace context travels with each outbox row and message. */
  tracing?: Tracing;
  relay?: RelayOptions;
  consumer?: ConsumerOptions;
}

export class InvalidEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEventError';
  }
}

export function deadLetterTopicOf(topic: string): string {
  return `${topic}.dead-letter`;
}

const LISTEN_RETRY_MS = 1_000;
/** How often the relay asks the broker who it is (a restart that lost its log answers as a new cluster). */
const CLUSTER_CHECK_MS = 5_000;
const CLUSTER_CHECK_TIMEOUT_MS = 2_000;
/** Longest wait between tries while a handler waits for the database to come back. */
const MAX_DATABASE_WAIT_MS = 5_000;
/** How often the relay counts its backlog for the metrics (not after every batch: a count is a scan of the pending rows). */
const BACKLOG_COUNT_MS = 5_000;
/** What consume_event raises when an effect statement hands its event to the handler's transaction. */
const TO_HANDLER = 'SV001';

type Handler = EventHandler | StatementHandler;

/**
 * Runs a handler inside the caller's transaction (the processed-event record already in it): a statement
 * handler's `handle` when it has one, else its statement.
 */
async function runInTransaction(handler: Handler, event: EventEnvelope, client: PoolClient, afterCommit: AfterCommit): Promise<void> {
  if (typeof handler === 'function') return handler(event, client, afterCommit);
  if (handler.handle) return handler.handle(event, client, afterCommit);
  const effect = handler.statement(event);
  if (!effect) return;
  if (effect.lock) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [effect.lock]);
  const { rows } = await client.query<Record<string, unknown>>(effect.sql, [JSON.stringify(effect.args)]);
  const first = rows[0] ? Object.values(rows[0])[0] : undefined;
  if (first === true) throw new Error(`the ${event.type} statement handed its event over, and the handler has no handle`);
}

/** The Postgres channel a schema's outbox announces new rows on. */
export function outboxChannelOf(schema: string): string {
  return `outbox_${schema}`;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** Parses and checks an envelope as received; throws InvalidEventError when it is not one. */
export function parseEnvelope(value: string): EventEnvelope {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new InvalidEventError('message is not JSON');
  }
  const result = eventEnvelopeSchema.safeParse(json);
  if (!result.success) throw new InvalidEventError(`invalid envelope: ${describeIssues(result.error)}`);
  return result.data;
}

function checkPayload(envelope: EventEnvelope): void {
  const check = checkEventPayload(envelope.type, envelope.version, envelope.data);
  if (!check.ok) throw new InvalidEventError(`invalid ${envelope.type} v${envelope.version} payload: ${check.problem}`);
}

/** Rejects when `promise` has not settled within `ms`; the work itself may still finish later. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The transactional outbox and idempotent consumers of one service schema: `publish` writes the
 * event with the caller's transaction, the relay sends committed rows to the transport, and
 * `subscribe` runs each event's handler once per consumer group in a transaction that also
 * records the event as processed (a statement handler's effect in the very statement that records it).
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const { schema, pool, transport, logger, metrics } = options;
  const { tracer } = options.tracing ?? createTracing(schema);
  const batchSize = options.relay?.batchSize ?? 100;
  const pollIntervalMs = options.relay?.pollIntervalMs ?? 1_000;
  const baseBackoffMs = options.relay?.baseBackoffMs ?? 500;
  // Short: a send fails while the broker is away, and the first try after its return should come soon.
  const maxBackoffMs = options.relay?.maxBackoffMs ?? 5_000;
  const sendTimeoutMs = options.relay?.sendTimeoutMs ?? 5_000;
  const maxAttempts = options.consumer?.maxAttempts ?? 5;
  const consumerBackoffMs = options.consumer?.backoffMs ?? 50;
  const requestPollMs = options.consumer?.requestPollMs ?? 1_000;
  const letters = deadLetterStore(schema);
  const handling = createLimiter(options.consumer?.maxConcurrent ?? Number.POSITIVE_INFINITY);

  const s = quoteIdent(schema);
  const channel = outboxChannelOf(schema);
  const listenSql = `LISTEN ${quoteIdent(channel)}`;
  const log = logger.child({ component: 'event-bus' });

  const subscriptions = new Map<TransportSubscription, { group: string; inner: TransportSubscription }>();
  const handlersByGroup = new Map<string, Record<string, Handler>>();
  let requestTimer: NodeJS.Timeout | undefined;
  let requestRun: Promise<void> | undefined;
  let stopped = false;
  let relaying = false;
  let relayLoop: Promise<void> | undefined;
  let wakeRequested = false;
  let wakeUp: (() => void) | undefined;
  let listener: PoolClient | undefined;
  let listenTimer: NodeJS.Timeout | undefined;

  function wake(): void {
    wakeRequested = true;
    wakeUp?.();
  }

  function waitForWork(ms: number): Promise<void> {
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
  }

  let backlogCountedAt = 0;
  async function backlog(): Promise<number> {
    backlogCountedAt = Date.now();
    const { rows } = await pool.query<{ n: number; age: number }>(
      `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM ${s}.outbox WHERE published_at IS NULL`,
    );
    const n = rows[0]?.n ?? 0;
    metrics.outboxBacklog.set(n);
    metrics.outboxAge.set(rows[0]?.age ?? 0);
    return n;
  }

  /** How long a claimed row is kept from other relays while this one sends it; sent rows are marked within it. */
  const leaseMs = Math.max(30_000, 2 * sendTimeoutMs);
  type Claimed = { id: number; topic: string; key: string; value: string; attempts: number; event_id: string; type: string; trace_context: TraceCarrier | null };

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

  /** The broker's identity as last seen, and when it was read. */
  let knownCluster: string | undefined;
  let clusterCheckedAt = 0;

  /**
   * Rows sent to a broker whose log is gone (a cluster with another identity answers now) go out again:
   * their consumers may not have read them, and every consumer ignores what it has already handled.
   */
  async function followCluster(force: boolean): Promise<string | undefined> {
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
  }

  /**
   * Sends one batch. `more`: a full batch went out and more may be waiting; `retryInMs`: a send
   * failed and its row comes due again then.
   */
  async function relayBatch(afterFailure: boolean): Promise<{ more: boolean; retryInMs?: number }> {
    const cluster = await followCluster(afterFailure);
    const rows = await claimBatch();
    if (!rows.length) return { more: false };
    const claimedAt = Date.now();
    const sent: number[] = [];
    const sentTypes: string[] = [];
    let retryInMs: number | undefined;
    let failed: number | undefined;
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
        const attempts = row.attempts + 1;
        const delayMs = Math.min(maxBackoffMs, baseBackoffMs * 2 ** (attempts - 1));
        const message = err instanceof Error ? err.message : String(err);
        log.warn({ err, outboxId: row.id, topic: row.topic, attempts, retryInMs: delayMs }, 'outbox send failed');
        await pool.query(
          `UPDATE ${s}.outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4::float8 / 1000) WHERE id = $1`,
          [row.id, attempts, message, delayMs],
        );
        failed = row.id;
        retryInMs = delayMs;
        // The rest of the batch waits: later rows may share the failed row's key.
        break;
      }
    }
    if (sent.length) {
      await pool.query(`UPDATE ${s}.outbox SET published_at = now(), published_cluster = $2 WHERE id = ANY($1::bigint[])`, [sent, cluster ?? null]);
    }
    const unsent = rows.filter((r) => r.id !== failed && !sent.includes(r.id)).map((r) => r.id);
    if (unsent.length) await pool.query(`UPDATE ${s}.outbox SET next_attempt_at = now() WHERE id = ANY($1::bigint[])`, [unsent]);
    for (const type of sentTypes) metrics.businessEvents.get(type)?.inc();
    return { more: retryInMs === undefined && rows.length === batchSize, retryInMs };
  }

  async function runRelay(): Promise<void> {
    let failingSince: number | undefined;
    let lastFailureLog = 0;
    let afterFailure = true;
    while (relaying) {
      wakeRequested = false;
      let outcome: { more: boolean; retryInMs?: number } = { more: false };
      try {
        outcome = await relayBatch(afterFailure);
        afterFailure = outcome.retryInMs !== undefined;
        if (Date.now() - backlogCountedAt >= BACKLOG_COUNT_MS) await backlog();
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
      if (!outcome.more) await waitForWork(Math.min(pollIntervalMs, outcome.retryInMs ?? pollIntervalMs));
    }
  }

  function dropListener(client: PoolClient, err?: unknown): void {
    if (listener !== client) return;
    listener = undefined;
    client.removeAllListeners('notification');
    client.release(err instanceof Error ? err : true);
    if (relaying) {
      log.warn({ err }, 'outbox LISTEN connection lost; reconnecting');
      listenTimer = setTimeout(() => void listen(), LISTEN_RETRY_MS);
    }
  }

  async function listen(): Promise<void> {
    listenTimer = undefined;
    if (!relaying) return;
    let client: PoolClient | undefined;
    try {
      client = await pool.connect();
      const c = client;
      c.on('notification', wake);
      c.on('error', (err) => dropListener(c, err));
      c.on('end', () => dropListener(c));
      listener = c;
      await c.query(listenSql);
      if (!relaying) {
        dropListener(c);
        return;
      }
      // Rows committed while no one listened would otherwise wait for the next poll.
      wake();
    } catch (err) {
      if (client && listener === client) dropListener(client, err);
      else if (client) client.release(true);
      else if (relaying) {
        log.warn({ err }, 'outbox LISTEN connection failed; retrying');
        listenTimer = setTimeout(() => void listen(), LISTEN_RETRY_MS);
      }
    }
  }

  const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

  /** A committed handler's after-commit work, in order; each failure is logged and the rest still run. */
  async function runAfterCommit(later: readonly (() => Promise<void>)[], group: string, event: EventEnvelope): Promise<void> {
    for (const work of later) {
      try {
        await work();
      } catch (err) {
        log.warn({ err, group, eventId: event.id, type: event.type }, 'work after an event\'s commit failed');
      }
    }
  }

  /**
   * Sends a message that cannot be applied to the dead-letter topic (for alerting and inspection)
   * and parks it in the service's database, which blocks the later events of its key for this group.
   */
  async function deadLetter(group: string, message: TransportMessage, attempts: number, err: unknown, event?: EventEnvelope): Promise<void> {
    failCurrentSpan(err);
    const letter: DeadLetter = {
      topic: message.topic,
      key: message.key,
      value: message.value,
      group,
      attempts,
      error: err instanceof Error ? { message: err.message, name: err.name } : { message: String(err) },
      failedAt: new Date().toISOString(),
    };
    await transport.send({ topic: deadLetterTopicOf(message.topic), key: message.key, value: JSON.stringify(letter) });
    // The envelope's key is the one later events are checked against; a message not yet read has only the transport's.
    const key = event?.key ?? message.key;
    const park: ParkInput = {
      group,
      topic: message.topic,
      key,
      eventId: event?.id,
      eventType: event?.type,
      value: message.value,
      reason: attempts === 0 ? 'invalid' : 'failed',
      error: errorText(err),
      attempts,
    };
    await withTransaction(pool, async (client) => {
      await letters.lockKey(client, group, key);
      await letters.park(client, park);
    });
    metrics.eventsProcessed.inc({ group, type: event?.type ?? 'unknown', outcome: attempts === 0 ? 'invalid' : 'dead-letter' });
  }

  /** Reads an event as received; an unreadable one (not an envelope, unknown version, bad payload) throws InvalidEventError. */
  function readEvent(value: string): EventEnvelope {
    const event = parseEnvelope(value);
    checkPayload(event);
    return event;
  }

  /**
   * A statement handler's event in one statement (consume_event, bus-0005): the key's lock, its dead letters, the
   * processed-event record and the effect. Undefined when the handler has no statement for it or hands it over.
   */
  async function consumeInOneStatement(group: string, handler: Handler, event: EventEnvelope, message: TransportMessage): Promise<'handled' | 'duplicate' | 'held' | undefined> {
    if (typeof handler === 'function') return undefined;
    const effect = handler.statement(event);
    if (effect === undefined) return undefined;
    try {
      const { rows } = await pool.query<{ outcome: 'handled' | 'duplicate' | 'held' }>(
        `SELECT ${s}.consume_event($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) AS outcome`,
        [
          letters.lockName(group, event.key),
          group,
          event.key,
          event.id,
          message.topic,
          event.type,
          message.value,
          effect?.sql ?? null,
          effect ? JSON.stringify(effect.args) : null,
          effect?.lock ?? null,
        ],
      );
      return rows[0]!.outcome;
    } catch (err) {
      if ((err as { code?: string }).code === TO_HANDLER && handler.handle) return undefined;
      throw err;
    }
  }

  async function handleMessage(group: string, handlers: Record<string, Handler>, message: TransportMessage): Promise<void> {
    let event: EventEnvelope;
    try {
      event = parseEnvelope(message.value);
    } catch (err) {
      log.error({ err, group, topic: message.topic, key: message.key }, 'unparsable event sent to the dead-letter topic');
      await deadLetter(group, message, 0, err);
      return;
    }
    const handler = handlers[event.type];
    if (!handler) return;
    try {
      checkPayload(event);
    } catch (err) {
      log.error({ err, group, eventId: event.id, type: event.type }, 'invalid event sent to the dead-letter topic');
      await deadLetter(group, message, 0, err, event);
      return;
    }

    // Logs and events the handler publishes carry the event's id and correlation id.
    await runWithContext({ requestId: event.id, correlationId: event.correlationId, ...(event.asOf ? { asOf: event.asOf } : {}) }, async () => {
      let attempt = 1;
      let waits = 0;
      for (;;) {
        const later: (() => Promise<void>)[] = [];
        try {
          const outcome = await handling(async () => (await consumeInOneStatement(group, handler, event, message)) ?? withTransaction(pool, async (client) => {
            const blockedBy = await letters.lockKey(client, group, event.key);
            if (blockedBy !== undefined) {
              // An older event of this key is parked: this one waits behind it, in order, for the operator.
              await letters.park(client, {
                group,
                topic: message.topic,
                key: event.key,
                eventId: event.id,
                eventType: event.type,
                value: message.value,
                reason: 'held',
                error: `held behind dead letter ${blockedBy}`,
                attempts: 0,
              });
              return 'held' as const;
            }
            const claim = await client.query(
              `INSERT INTO ${s}.processed_events (event_id, consumer_group) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
              [event.id, group],
            );
            // Already recorded: a redelivery, whose effect was committed the first time.
            if (claim.rowCount === 0) return 'duplicate' as const;
            await runInTransaction(handler, event, client, (work) => later.push(work));
            return 'handled' as const;
          }));
          await runAfterCommit(later, group, event);
          if (outcome === 'held') log.warn({ group, eventId: event.id, type: event.type, key: event.key }, 'event held behind a dead letter of its key');
          if (waits) log.info({ group, eventId: event.id, type: event.type, waits }, 'database back; event handled');
          metrics.eventsProcessed.inc({ group, type: event.type, outcome });
          return;
        } catch (err) {
          const fields = { err, group, eventId: event.id, type: event.type, attempt };
          if (isDatabaseUnavailable(err)) {
            // The database is away: no fault of the event's, so no attempt is counted and it is never dead-lettered
            // for it. The consumer waits, telling the broker it is alive, and tries again until the database is back.
            if (stopped) throw err;
            if (waits === 0) log.warn(fields, 'database unavailable; the event waits for it');
            const delayMs = Math.min(MAX_DATABASE_WAIT_MS, 250 * 2 ** Math.min(waits, 10));
            waits++;
            await message.heartbeat?.().catch(() => undefined);
            await sleep(delayMs);
            await message.heartbeat?.().catch(() => undefined);
            continue;
          }
          if (attempt >= maxAttempts) {
            // Acknowledged after this: the key waits in the dead-letter table, the partition's other keys go on.
            await deadLetter(group, message, attempt, err, event);
            log.error(fields, 'event handler kept failing; dead-lettered, later events of its key held');
            return;
          }
          log.warn(fields, 'event handler failed; retrying');
          await sleep(consumerBackoffMs * 2 ** (attempt - 1));
          attempt++;
        }
      }
    });
  }

  /**
   * Carries out one step of an operator's request on a key: skips or replays its first parked
   * letter with the real handler, in one transaction with the processed-event record. Returns
   * whether the key may have more to do.
   */
  async function resolveNext(group: string, key: string): Promise<boolean> {
    const handlers = handlersByGroup.get(group);
    if (!handlers) return false;
    let current: number | undefined;
    const later: (() => Promise<void>)[] = [];
    let replayed: EventEnvelope | undefined;
    try {
      const more = await withTransaction(pool, async (client) => {
        await letters.lockKey(client, group, key);
        const letter = await letters.head(client, group, key);
        if (!letter?.requested) return false;
        current = letter.id;
        if (letter.requested === 'skip') {
          await letters.resolve(client, letter, 'skipped');
          log.warn({ group, key, deadLetter: letter.id, eventId: letter.eventId }, 'dead letter skipped by an operator');
          return true;
        }
        const event = readEvent(letter.value);
        const handler = handlers[event.type];
        if (handler) {
          await runWithContext({ requestId: event.id, correlationId: event.correlationId, ...(event.asOf ? { asOf: event.asOf } : {}) }, async () => {
            const claim = await client.query(
              `INSERT INTO ${s}.processed_events (event_id, consumer_group) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
              [event.id, group],
            );
            if (claim.rowCount !== 0) await runInTransaction(handler, event, client, (work) => later.push(work));
          });
        }
        await letters.resolve(client, letter, 'replayed');
        log.info({ group, key, deadLetter: letter.id, eventId: event.id }, 'dead letter replayed');
        metrics.eventsProcessed.inc({ group, type: event.type, outcome: 'replayed' });
        replayed = event;
        return true;
      });
      if (replayed) await runAfterCommit(later, group, replayed);
      return more;
    } catch (err) {
      if (current === undefined) throw err;
      log.error({ err, group, key, deadLetter: current }, 'dead letter replay failed; it stays parked');
      await letters.replayFailed(pool, current, errorText(err));
      return false;
    }
  }

  /** Carries out the replay and skip requests filed for this bus's groups. */
  async function runRequests(): Promise<void> {
    const groups = [...handlersByGroup.keys()];
    if (!groups.length) return;
    for (const { group, key } of await letters.requestedKeys(pool, groups)) {
      while (!stopped && (await resolveNext(group, key)));
    }
    const parked = await letters.parkedCounts(pool, groups);
    for (const group of groups) metrics.deadLettersParked.set({ group }, parked.get(group) ?? 0);
  }

  let lastRequestFailureLog = 0;
  function scheduleRequests(): void {
    if (stopped || requestTimer) return;
    requestTimer = setTimeout(() => {
      requestRun = runRequests()
        .catch((err: unknown) => {
          // Tried again each second; while the database is away, said now and then rather than each time.
          if (Date.now() - lastRequestFailureLog < 30_000) return;
          lastRequestFailureLog = Date.now();
          log.error({ err }, 'dead-letter requests failed; trying again');
        })
        .finally(() => {
          requestTimer = undefined;
          requestRun = undefined;
          scheduleRequests();
        });
    }, requestPollMs);
    requestTimer.unref();
  }

  function outboxRow<T extends Record<string, unknown>>(input: PublishInput<T>): OutboxRow<T> {
    const id = randomUUID();
    const context = currentContext();
    const envelope: EventEnvelope<T> = {
      id,
      type: input.type,
      version: input.version ?? currentEventVersion(input.type),
      occurredAt: businessNow().toISOString(),
      key: input.key,
      correlationId: context?.correlationId ?? id,
      // Written as of a past moment (the demo history): consumers act as of it too.
      ...(context?.asOf ? { asOf: context.asOf } : {}),
      data: input.data,
    };
    const checked = eventEnvelopeSchema.safeParse(envelope);
    if (!checked.success) throw new InvalidEventError(`invalid ${input.type} event: ${describeIssues(checked.error)}`);
    checkPayload(envelope);
    const topic = topicOf(envelope.type);
    return { event_id: id, topic, key: envelope.key, envelope, trace_context: outboxTraceContext(tracer, topic, id, envelope.type), channel };
  }

  return {
    async publish<T extends Record<string, unknown>>(client: Queryable, input: PublishInput<T>): Promise<EventEnvelope<T>> {
      const row = outboxRow(input);
      // One round trip: the row and its notification, both taking effect when the caller commits.
      await client.query(
        `WITH ins AS (INSERT INTO ${s}.outbox (event_id, topic, key, envelope, trace_context) VALUES ($1, $2, $3, $4, $6) RETURNING 1)
         SELECT pg_notify($5, '') FROM ins`,
        [row.event_id, row.topic, row.key, JSON.stringify(row.envelope), channel, row.trace_context],
      );
      return row.envelope;
    },

    outboxRow,

    startRelay() {
      if (relaying) return;
      relaying = true;
      wakeRequested = true;
      void listen();
      relayLoop = runRelay();
    },

    async subscribe({ group, handlers }: SubscribeOptions): Promise<TransportSubscription> {
      const topics = [...new Set(Object.keys(handlers).map(topicOf))];
      handlersByGroup.set(group, handlers);
      scheduleRequests();
      const subscription = await transport.subscribe({
        group,
        topics,
        handle: async (message) => {
          const lag = { group, topic: message.topic };
          metrics.consumerLag.inc(lag);
          try {
            await consumeInSpan(tracer, group, message, () => handleMessage(group, handlers, message));
          } finally {
            metrics.consumerLag.dec(lag);
          }
        },
        onLag: (topic, partition, messages) => metrics.kafkaLag.set({ group, topic, partition: String(partition) }, messages),
      });
      const tracked: TransportSubscription = {
        async stop() {
          subscriptions.delete(tracked);
          await subscription.stop();
        },
        consuming: () => subscription.consuming?.() ?? true,
      };
      subscriptions.set(tracked, { group, inner: subscription });
      return tracked;
    },

    async stop() {
      relaying = false;
      stopped = true;
      if (requestTimer) clearTimeout(requestTimer);
      await requestRun;
      if (listenTimer) clearTimeout(listenTimer);
      listenTimer = undefined;
      wakeUp?.();
      await relayLoop;
      relayLoop = undefined;
      if (listener) dropListener(listener);
      await Promise.all([...subscriptions.keys()].map((sub) => sub.stop()));
    },

    backlog,

    idleConsumers() {
      return [...subscriptions.values()].filter(({ inner }) => !(inner.consuming?.() ?? true)).map(({ group }) => group);
    },
  };
}
