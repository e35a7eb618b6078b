import { randomUUID } from 'node:crypto';
import { checkEventPayload, currentEventVersion, eventEnvelopeSchema, topicOf, type EventEnvelope } from '@suvarna/contracts';
import type { z } from 'zod';
import { currentContext, runWithContext } from '../context';
import { quoteIdent, withTransaction, type Pool, type PoolClient, type Queryable } from '../db/pool';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
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
}

export interface EventBusOptions {
  /** The service's Postgres schema, holding its outbox and processed_events tables. */
  schema: string;
  pool: Pool;
  transport: Transport;
  logger: Logger;
  metrics: Metrics;
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
  const batchSize = options.relay?.batchSize ?? 100;
  const pollIntervalMs = options.relay?.pollIntervalMs ?? 1_000;
  const baseBackoffMs = options.relay?.baseBackoffMs ?? 500;
  const maxBackoffMs = options.relay?.maxBackoffMs ?? 30_000;
  const sendTimeoutMs = options.relay?.sendTimeoutMs ?? 5_000;
  const maxAttempts = options.consumer?.maxAttempts ?? 5;
  const consumerBackoffMs = options.consumer?.backoffMs ?? 50;

  const s = quoteIdent(schema);
  const channel = outboxChannelOf(schema);
  const listenSql = `LISTEN ${quoteIdent(channel)}`;
  const log = logger.child({ component: 'event-bus' });

  const subscriptions = new Map<TransportSubscription, { group: string; inner: TransportSubscription }>();
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
      const { rows } = await client.query<{ id: number; topic: string; key: string; value: string; attempts: number }>(
        `SELECT id, topic, key, envelope::text AS value, attempts FROM ${s}.outbox o
          WHERE published_at IS NULL AND next_attempt_at <= now()
            AND NOT EXISTS (SELECT 1 FROM ${s}.outbox w
                             WHERE w.published_at IS NULL AND w.key = o.key AND w.id < o.id AND w.next_attempt_at > now())
          ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      const sent: number[] = [];
      let retryInMs: number | undefined;
      for (const row of rows) {
        try {
          await withTimeout(transport.send({ topic: row.topic, key: row.key, value: row.value }), sendTimeoutMs, 'outbox send');
          sent.push(row.id);
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

  async function deadLetter(group: string, message: TransportMessage, attempts: number, err: unknown): Promise<void> {
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
  }

  async function handleMessage(group: string, handlers: Record<string, EventHandler>, message: TransportMessage): Promise<void> {
    let event: EventEnvelope;
    try {
      event = parseEnvelope(message.value);
    } catch (err) {
      log.error({ err, group, topic: message.topic, key: message.key }, 'unparsable event sent to the dead-letter topic');
      await deadLetter(group, message, 0, err);
      metrics.eventsProcessed.inc({ group, type: 'unknown', outcome: 'invalid' });
      return;
    }
    const handler = handlers[event.type];
    if (!handler) return;
    try {
      checkPayload(event);
    } catch (err) {
      log.error({ err, group, eventId: event.id, type: event.type }, 'invalid event sent to the dead-letter topic');
      await deadLetter(group, message, 0, err);
      metrics.eventsProcessed.inc({ group, type: event.type, outcome: 'invalid' });
      return;
    }

    // Logs and events the handler publishes carry the event's id and correlation id.
    await runWithContext({ requestId: event.id, correlationId: event.correlationId }, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const handled = await withTransaction(pool, async (client) => {
            const claim = await client.query(
              `INSERT INTO ${s}.processed_events (event_id, consumer_group) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
              [event.id, group],
            );
            // Already recorded: a redelivery, whose effect was committed the first time.
            if (claim.rowCount === 0) return false;
            await handler(event, client);
            return true;
          });
          metrics.eventsProcessed.inc({ group, type: event.type, outcome: handled ? 'handled' : 'duplicate' });
          return;
        } catch (err) {
          const fields = { err, group, eventId: event.id, type: event.type, attempt };
          if (attempt >= maxAttempts) {
            // Acknowledged after this, so that one poison event never blocks its partition.
            await deadLetter(group, message, attempt, err);
            log.error(fields, 'event handler kept failing; sent to the dead-letter topic');
            metrics.eventsProcessed.inc({ group, type: event.type, outcome: 'dead-letter' });
            return;
          }
          log.warn(fields, 'event handler failed; retrying');
          await sleep(consumerBackoffMs * 2 ** (attempt - 1));
        }
      }
    });
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
      // One round trip: the row and its notification, both taking effect when the caller commits.
      await client.query(
        `WITH ins AS (INSERT INTO ${s}.outbox (event_id, topic, key, envelope) VALUES ($1, $2, $3, $4) RETURNING 1)
         SELECT pg_notify($5, '') FROM ins`,
        [id, topicOf(envelope.type), envelope.key, JSON.stringify(envelope), channel],
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
      const subscription = await transport.subscribe({
        group,
        topics,
        handle: async (message) => {
          const lag = { group, topic: message.topic };
          metrics.consumerLag.inc(lag);
          try {
            await handleMessage(group, handlers, message);
          } finally {
            metrics.consumerLag.dec(lag);
          }
        },
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
