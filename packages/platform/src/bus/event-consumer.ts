import { topicOf, type EventEnvelope } from '@suvarna/contracts';
import { runWithContext } from '../context';
import { withTransaction, type PoolClient } from '../db/pool';
import { isDatabaseUnavailable } from '../db/unavailable';
import { consumeInSpan } from '../tracing';
import { backoffDelay, sleep } from './backoff';
import type { BusContext, ConsumerState, Handler } from './bus-context';
import { deadLetter } from './dead-letters';
import { checkPayload, parseEnvelope } from './envelope';
import { eventContext, runAfterCommit, runInTransaction } from './run-handler';
import type { SubscribeOptions, TransportMessage, TransportSubscription } from './types';

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

/** Longest wait between tries while a handler waits for the database to come back. */
const MAX_DATABASE_WAIT_MS = 5_000;
/** The waits while the database is away: from 250 ms, doubling up to MAX_DATABASE_WAIT_MS. */
const DATABASE_WAIT = { baseMs: 250, maxMs: MAX_DATABASE_WAIT_MS };
/** What consume_event raises when an effect statement hands its event to the handler's transaction. */
const TO_HANDLER = 'SV001';

type Outcome = 'handled' | 'duplicate' | 'held';

/** One event for one group's handler, as the transport delivered it. */
interface Delivery {
  group: string;
  handler: Handler;
  event: EventEnvelope;
  message: TransportMessage;
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

/**
 * A statement handler's event in one statement (consume_event, bus-0005): the key's lock, its dead letters, the
 * processed-event record and the effect. Undefined when the handler has no statement for it or hands it over.
 */
async function consumeInOneStatement({ s, pool, letters }: BusContext, { group, handler, event, message }: Delivery): Promise<Outcome | undefined> {
  if (typeof handler === 'function') return undefined;
  const effect = handler.statement(event);
  if (effect === undefined) return undefined;
  try {
    const { rows } = await pool.query<{ outcome: Outcome }>(
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

/**
 * The event in the caller's transaction: held behind its key's dead letter, a duplicate, or handled with its record.
 * The key's lock, the dead-letter check and the processed-event record are one statement (consume_event without an
 * effect); the handler then runs in the same transaction.
 */
async function consumeInTransaction(
  { s, letters }: BusContext,
  client: PoolClient,
  { group, handler, event, message }: Delivery,
  later: (() => Promise<void>)[],
): Promise<Outcome> {
  const { rows } = await client.query<{ outcome: Outcome }>(
    `SELECT ${s}.consume_event($1, $2, $3, $4, $5, $6, $7, NULL, NULL, NULL) AS outcome`,
    [letters.lockName(group, event.key), group, event.key, event.id, message.topic, event.type, message.value],
  );
  // Held: an older event of this key is parked, and this one now waits behind it, in order, for the operator.
  // Duplicate: a redelivery, whose effect was committed the first time.
  const outcome = rows[0]!.outcome;
  if (outcome !== 'handled') return outcome;
  await runInTransaction(handler, event, client, (work) => later.push(work));
  return 'handled';
}

/** Waits before the next try while the database is away, telling the broker the consumer is alive. */
async function waitForDatabase(message: TransportMessage, waits: number): Promise<void> {
  await message.heartbeat?.().catch(() => undefined);
  await sleep(backoffDelay(DATABASE_WAIT, Math.min(waits, 10)));
  await message.heartbeat?.().catch(() => undefined);
}

/** Handles one delivery until it applies, retrying a failing handler with backoff and dead-lettering it after the last try. */
function createRetryingHandler(context: BusContext, isStopped: () => boolean, options: ConsumerOptions) {
  const { pool, log, metrics } = context;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBackoff = { baseMs: options.backoffMs ?? 50 };
  const handling = createLimiter(options.maxConcurrent ?? Number.POSITIVE_INFINITY);

  return async function handleWithRetries(delivery: Delivery): Promise<void> {
    const { group, event, message } = delivery;
    let attempt = 1;
    let waits = 0;
    for (;;) {
      const later: (() => Promise<void>)[] = [];
      try {
        const outcome = await handling(async () => (await consumeInOneStatement(context, delivery)) ?? withTransaction(pool, (client) => consumeInTransaction(context, client, delivery, later)));
        await runAfterCommit(log, later, group, event);
        if (outcome === 'held') log.warn({ group, eventId: event.id, type: event.type, key: event.key }, 'event held behind a dead letter of its key');
        if (waits) log.info({ group, eventId: event.id, type: event.type, waits }, 'database back; event handled');
        metrics.eventsProcessed.inc({ group, type: event.type, outcome });
        return;
      } catch (err) {
        const fields = { err, group, eventId: event.id, type: event.type, attempt };
        if (isDatabaseUnavailable(err)) {
          // The database is away: no fault of the event's, so no attempt is counted and it is never dead-lettered
          // for it. The consumer waits, telling the broker it is alive, and tries again until the database is back.
          if (isStopped()) throw err;
          if (waits === 0) log.warn(fields, 'database unavailable; the event waits for it');
          await waitForDatabase(message, waits++);
          continue;
        }
        if (attempt >= maxAttempts) {
          // Acknowledged after this: the key waits in the dead-letter table, the partition's other keys go on.
          await deadLetter(context, group, message, attempt, err, event);
          log.error(fields, 'event handler kept failing; dead-lettered, later events of its key held');
          return;
        }
        log.warn(fields, 'event handler failed; retrying');
        await sleep(backoffDelay(retryBackoff, attempt - 1));
        attempt++;
      }
    }
  };
}

/** What a message says, as read once: its envelope or why it has none, and its payload's check once made. */
interface Reading {
  event?: EventEnvelope;
  unreadable?: unknown;
  /** Undefined until checked; null when the payload passed. */
  payloadProblem?: unknown;
}

/**
 * Messages as read, by the delivered object: the in-memory transport hands every group of the process the same
 * message, so its envelope is parsed and its payload checked once, not once per group (Kafka gives each group
 * its own message: nothing is kept for it). Handlers read their event and never change it. Only the latest
 * messages are kept (the transport retains thousands for late groups); an older one is read again.
 */
const readings = new Map<TransportMessage, Reading>();
const MAX_READINGS = 1_000;

function readingOf(message: TransportMessage, shared: boolean): Reading {
  let reading = shared ? readings.get(message) : undefined;
  if (!reading) {
    try {
      reading = { event: parseEnvelope(message.value) };
    } catch (err) {
      reading = { unreadable: err };
    }
    if (shared) {
      if (readings.size >= MAX_READINGS) readings.delete(readings.keys().next().value!);
      readings.set(message, reading);
    }
  }
  return reading;
}

function payloadProblemOf(reading: Reading, event: EventEnvelope): unknown {
  if (reading.payloadProblem === undefined) {
    try {
      checkPayload(event);
      reading.payloadProblem = null;
    } catch (err) {
      reading.payloadProblem = err;
    }
  }
  return reading.payloadProblem;
}

/** Reads a delivered message for a group: an unreadable one is dead-lettered, one of a type the group does not handle skipped. */
function createMessageHandler(context: BusContext, isStopped: () => boolean, options: ConsumerOptions) {
  const { log } = context;
  const handleWithRetries = createRetryingHandler(context, isStopped, options);
  // Only the in-memory transport hands several groups one message object.
  const shared = context.transport.kind === 'memory';
  return async function handleMessage(group: string, handlers: Record<string, Handler>, message: TransportMessage): Promise<void> {
    const reading = readingOf(message, shared);
    const { event } = reading;
    if (!event) {
      const err = reading.unreadable;
      log.error({ err, group, topic: message.topic, key: message.key }, 'unparsable event sent to the dead-letter topic');
      await deadLetter(context, group, message, 0, err);
      return;
    }
    const handler = handlers[event.type];
    if (!handler) return;
    const err = payloadProblemOf(reading, event);
    if (err !== null) {
      log.error({ err, group, eventId: event.id, type: event.type }, 'invalid event sent to the dead-letter topic');
      await deadLetter(context, group, message, 0, err, event);
      return;
    }
    // Logs and events the handler publishes carry the event's id and correlation id.
    await runWithContext(eventContext(event), () => handleWithRetries({ group, handler, event, message }));
  };
}

/**
 * The bus's idempotent consumers: each group's handlers run once per event, in a transaction that also records
 * the event as processed (a statement handler's effect in the very statement that records it).
 */
export function createEventConsumer(context: BusContext, state: ConsumerState & { scheduleRequests(): void }, options: ConsumerOptions = {}) {
  const { transport, metrics, tracer } = context;
  const { handlersByGroup, isStopped, scheduleRequests } = state;
  const handleMessage = createMessageHandler(context, isStopped, options);
  const subscriptions = new Map<TransportSubscription, { group: string; inner: TransportSubscription }>();

  return {
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

    /** Stops every subscription, each once the event in hand is done. */
    async stop(): Promise<void> {
      await Promise.all([...subscriptions.keys()].map((sub) => sub.stop()));
    },

    idleConsumers(): string[] {
      return [...subscriptions.values()].filter(({ inner }) => !(inner.consuming?.() ?? true)).map(({ group }) => group);
    },
  };
}
