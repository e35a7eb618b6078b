import type { EventEnvelope } from '@suvarna/contracts';
import type { PoolClient, Queryable } from '../db/pool';
import type { TraceCarrier } from '../tracing';

/** A message as a transport carries it: the envelope serialized, keyed by aggregate id. */
export interface TransportMessage {
  topic: string;
  key: string;
  value: string;
  /** Message headers: the trace context of the event's producer (`traceparent`, `tracestate`). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Tells the broker the consumer handling this message is alive (Kafka: a group heartbeat), for a handler
   * that waits long (the database away), so that its partitions are not handed to another instance meanwhile.
   */
  heartbeat?: () => Promise<void>;
}

export interface TransportSubscription {
  /** Stops taking new messages and resolves once the one in hand is finished. */
  stop(): Promise<void>;
  /**
   * Whether messages are being consumed: the group is joined and the consumer has not crashed or
   * stopped. Absent: always consuming once subscribed (an in-process transport).
   */
  consuming?(): boolean;
}

/**
 * What the bus needs from a broker. Delivery is at least once; messages of one key reach one
 * consumer group in the order sent; each consumer group receives every message. `handle`
 * resolving means the message is done (its offset may be committed).
 */
export interface Transport {
  readonly kind: 'memory' | 'kafka';
  send(message: TransportMessage): Promise<void>;
  /**
   * Sends several messages in one request to the broker (Kafka: one produce request, in order per key), resolving once
   * all are acknowledged; on a rejection some may have been written (consumers ignore what they have handled).
   * Absent: the relay sends one at a time.
   */
  sendBatch?(messages: readonly TransportMessage[]): Promise<void>;
  subscribe(options: {
    group: string;
    topics: string[];
    handle: (message: TransportMessage) => Promise<void>;
    /** Told, where the broker says (Kafka), how many messages of a partition wait behind those just handled. */
    onLag?: (topic: string, partition: number, messages: number) => void;
  }): Promise<TransportSubscription>;
  /** Throws when the broker cannot be reached. */
  ping(): Promise<void>;
  /**
   * The identity of the broker's log (Kafka: the cluster id). A different one means the messages sent before
   * may be gone (a cluster rebuilt, a mock restarted), so the relay sends again what it had sent. Absent: the
   * log lives as long as the process (in memory).
   */
  clusterId?(): Promise<string>;
  close(): Promise<void>;
}

export interface PublishInput<T extends Record<string, unknown> = Record<string, unknown>> {
  type: string;
  key: string;
  data: T;
  version?: number;
}

/**
 * Work a handler leaves for after its transaction commits: a call to another system (Stripe, a broker) that
 * must not hold the transaction open while it waits. Done once the effect is committed, at most once: a
 * failure (or a stop) is logged, so such work is for what something else also catches up on later.
 */
export type AfterCommit = (work: () => Promise<void>) => void;

export type EventHandler = (event: EventEnvelope, client: PoolClient, afterCommit: AfterCommit) => Promise<void>;

/** A handler's whole effect as one SQL statement: `sql` takes `args` as its one parameter, `$1` (jsonb). */
export interface EffectStatement {
  /**
   * One statement ending in `RETURNING <boolean>` (a row or none): a row saying true hands the event to the
   * handler's `handle` in a transaction of its own instead (the statement's effect is rolled back), for the
   * rare event the statement cannot finish (a mail that waited for this booking, say).
   */
  sql: string;
  args: unknown;
  /**
   * An advisory lock (by name) the statement needs, taken before it in the same transaction: the statement's
   * snapshot then sees what the lock's last holder committed (a lock taken inside the statement would not).
   */
  lock?: string;
}

/**
 * A handler whose usual effect is one statement: the bus runs it in the same statement that takes the key's
 * lock, checks its dead letters and records the event as processed (one round trip, no transaction around it).
 */
export interface StatementHandler {
  /** The event's effect; null: it has none here (it is only recorded); undefined: `handle` does the work. */
  statement(event: EventEnvelope): EffectStatement | null | undefined;
  /** For the events the statement does not finish; run like an EventHandler. Required if `statement` may hand over. */
  handle?: EventHandler;
}

export interface SubscribeOptions {
  /** Consumer group: each group receives every event once; instances of one group share them. */
  group: string;
  /** Handlers by event type; events of other types on the same topics are acknowledged and skipped. */
  handlers: Record<string, EventHandler | StatementHandler>;
}

/** What a dead-letter topic (`<topic>.dead-letter`) carries: the message as received and why it failed. */
export interface DeadLetter {
  topic: string;
  key: string;
  /** The original message value, unchanged. */
  value: string;
  group: string;
  attempts: number;
  error: { message: string; name?: string };
  failedAt: string;
}

/** An event's outbox row, for a statement of the caller's own that writes it (see EventBus.outboxRow). */
export interface OutboxRow<T extends Record<string, unknown> = Record<string, unknown>> {
  event_id: string;
  topic: string;
  key: string;
  envelope: EventEnvelope<T>;
  trace_context: TraceCarrier | null;
  /** The channel to pg_notify (empty payload) in the same transaction, which wakes the relay. */
  channel: string;
}

export interface EventBus {
  /**
   * Writes the event to the outbox with the caller's client, so that it is published only if the
   * caller's transaction commits. Throws when the event does not match its schema.
   */
  publish<T extends Record<string, unknown>>(client: Queryable, input: PublishInput<T>): Promise<EventEnvelope<T>>;
  /**
   * The event as `publish` would write it, for a caller that writes it in a statement (or function) of its own:
   * insert the row into the schema's outbox and pg_notify its channel, in the transaction of the change it
   * announces. Throws when the event does not match its schema.
   */
  outboxRow<T extends Record<string, unknown>>(input: PublishInput<T>): OutboxRow<T>;
  /** Starts relaying this schema's outbox to the transport (idempotent). */
  startRelay(): void;
  /** Subscribes handlers as one consumer group; each event is handled once per group. */
  subscribe(options: SubscribeOptions): Promise<TransportSubscription>;
  /** Graceful: the relay finishes its batch, subscriptions finish the events in hand. */
  stop(): Promise<void>;
  /** Outbox rows not yet published. */
  backlog(): Promise<number>;
  /** The groups subscribed through this bus whose consumer is not consuming (not joined, crashed, stopped). */
  idleConsumers(): string[];
}
