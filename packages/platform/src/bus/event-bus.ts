import { randomUUID } from 'node:crypto';
import { checkEventPayload, currentEventVersion, eventEnvelopeSchema, topicOf, type EventEnvelope } from '@suvarna/contracts';
import type { z } from 'zod';
import { currentContext, runWithContext } from '../context';
import { quoteIdent, withTransaction, type Pool, type PoolClient, type Queryable } from '../db/pool';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { consumeInSpan, createTracing, failCurrentSpan, outboxTraceContext, sendInSpan, type TraceCarrier, type Tracing } from '../tracing';
import { deadLetterStore, type ParkInput } from './dead-letter-store';
import type { DeadLetter, EventBus, EventHandler, PublishInput, SubscribeOptions, Transport, TransportMessage, TransportSubscription } from './types';

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
 * records the event as processed.
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const { schema, pool, transport, logger, metrics } = options;
  const { tracer } = options.tracing ?? createTracing(schema);
  const batchSize = options.relay?.batchSize ?? 100;
  const pollIntervalMs = options.relay?.pollIntervalMs ?? 1_000;
  const baseBackoffMs = options.relay?.baseBackoffMs ?? 500;
  const maxBackoffMs = options.relay?.maxBackoffMs ?? 30_000;
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
  const handlersByGroup = new Map<string, Record<string, EventHandler>>();
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

  async function backlog(): Promise<number> {
    const { rows } = await pool.query<{ n: number; age: number }>(
      `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM ${s}.outbox WHERE published_at IS NULL`,
    );
    const n = rows[0]?.n ?? 0;
    metrics.outboxBacklog.set(n);
    metrics.outboxAge.set(rows[0]?.age ?? 0);
    return n;
  }

  /**
   * Sends one batch. `more`: a full batch went out and more may be waiting; `retryInMs`: a send
   * failed and its row comes due again then.
   */
  async function relayBatch(): Promise<{ more: boolean; retryInMs?: number }> {
    return withTransaction(pool, async (client) => {
      // One relay per schema at a time: with two, rows of one key could be sent out of order.
      const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [`outbox-relay:${schema}`]);
      if (!lock.rows[0]?.ok) return { more: false };
      // A key whose older row is waiting for a retry is held back, so its next events cannot overtake it.
      const { rows } = await client.query<{ id: number; topic: string; key: string; value: string; attempts: number; event_id: string; type: string; trace_context: TraceCarrier | null }>(
        `SELECT id, topic, key, envelope::text AS value, attempts, event_id, envelope->>'type' AS type, trace_context FROM ${s}.outbox o
          WHERE published_at IS NULL AND next_attempt_at <= now()
            AND NOT EXISTS (SELECT 1 FROM ${s}.outbox w
                             WHERE w.published_at IS NULL AND w.key = o.key AND w.id < o.id AND w.next_attempt_at > now())
          ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      const sent: number[] = [];
      const sentTypes: string[] = [];
      let retryInMs: number | undefined;
      for (const row of rows) {
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
          await client.query(
            `UPDATE ${s}.outbox SET attempts = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4::float8 / 1000) WHERE id = $1`,
            [row.id, attempts, message, delayMs],
          );
          retryInMs = delayMs;
          // The rest of the batch waits: later rows may share the failed row's key.
          break;
        }
      }
      if (sent.length) await client.query(`UPDATE ${s}.outbox SET published_at = now() WHERE id = ANY($1::bigint[])`, [sent]);
      for (const type of sentTypes) metrics.businessEvents.get(type)?.inc();
      return { more: retryInMs === undefined && rows.length === batchSize, retryInMs };
    });
  }

  async function runRelay(): Promise<void> {
    while (relaying) {
      wakeRequested = false;
      let outcome: { more: boolean; retryInMs?: number } = { more: false };
      try {
        outcome = await relayBatch();
        await backlog();
      } catch (err) {
        log.error({ err }, 'outbox relay batch failed');
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

  async function handleMessage(group: string, handlers: Record<string, EventHandler>, message: TransportMessage): Promise<void> {
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
    await runWithContext({ requestId: event.id, correlationId: event.correlationId }, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const outcome = await handling(() => withTransaction(pool, async (client) => {
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
              return 'held';
            }
            const claim = await client.query(
              `INSERT INTO ${s}.processed_events (event_id, consumer_group) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
              [event.id, group],
            );
            // Already recorded: a redelivery, whose effect was committed the first time.
            if (claim.rowCount === 0) return 'duplicate';
            await handler(event, client);
            return 'handled';
          }));
          if (outcome === 'held') log.warn({ group, eventId: event.id, type: event.type, key: event.key }, 'event held behind a dead letter of its key');
          metrics.eventsProcessed.inc({ group, type: event.type, outcome });
          return;
        } catch (err) {
          const fields = { err, group, eventId: event.id, type: event.type, attempt };
          if (attempt >= maxAttempts) {
            // Acknowledged after this: the key waits in the dead-letter table, the partition's other keys go on.
            await deadLetter(group, message, attempt, err, event);
            log.error(fields, 'event handler kept failing; dead-lettered, later events of its key held');
            return;
          }
          log.warn(fields, 'event handler failed; retrying');
          await sleep(consumerBackoffMs * 2 ** (attempt - 1));
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
    try {
      return await withTransaction(pool, async (client) => {
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
          await runWithContext({ requestId: event.id, correlationId: event.correlationId }, async () => {
            const claim = await client.query(
              `INSERT INTO ${s}.processed_events (event_id, consumer_group) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
              [event.id, group],
            );
            if (claim.rowCount !== 0) await handler(event, client);
          });
        }
        await letters.resolve(client, letter, 'replayed');
        log.info({ group, key, deadLetter: letter.id, eventId: event.id }, 'dead letter replayed');
        metrics.eventsProcessed.inc({ group, type: event.type, outcome: 'replayed' });
        return true;
      });
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

  function scheduleRequests(): void {
    if (stopped || requestTimer) return;
    requestTimer = setTimeout(() => {
      requestRun = runRequests()
        .catch((err: unknown) => log.error({ err }, 'dead-letter requests failed'))
        .finally(() => {
          requestTimer = undefined;
          requestRun = undefined;
          scheduleRequests();
        });
    }, requestPollMs);
    requestTimer.unref();
  }

  return {
    async publish<T extends Record<string, unknown>>(client: Queryable, input: PublishInput<T>): Promise<EventEnvelope<T>> {
      const id = randomUUID();
      const envelope: EventEnvelope<T> = {
        id,
        type: input.type,
        version: input.version ?? currentEventVersion(input.type),
        occurredAt: new Date().toISOString(),
        key: input.key,
        correlationId: currentContext()?.correlationId ?? id,
        data: input.data,
      };
      const checked = eventEnvelopeSchema.safeParse(envelope);
      if (!checked.success) throw new InvalidEventError(`invalid ${input.type} event: ${describeIssues(checked.error)}`);
      checkPayload(envelope);
      const topic = topicOf(envelope.type);
      // One round trip: the row and its notification, both taking effect when the caller commits.
      await client.query(
        `WITH ins AS (INSERT INTO ${s}.outbox (event_id, topic, key, envelope, trace_context) VALUES ($1, $2, $3, $4, $6) RETURNING 1)
         SELECT pg_notify($5, '') FROM ins`,
        [id, topic, envelope.key, JSON.stringify(envelope), channel, outboxTraceContext(tracer, topic, id, envelope.type)],
      );
      return envelope;
    },

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
