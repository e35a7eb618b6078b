import type { EventEnvelope } from '@suvarna/contracts';
import type { PoolClient, Queryable } from '../db/pool';

/** A message as a transport carries it: the envelope serialized, keyed by aggregate id. */
export interface TransportMessage {
  topic: string;
  key: string;
  value: string;
  /** Message headers: the trace context of the event's producer (`traceparent`, `tracestate`). */
  headers?: Readonly<Record<string, string>>;
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
  subscribe(options: {
    group: string;
    topics: string[];
    handle: (message: TransportMessage) => Promise<void>;
    /** Told, where the broker says (Kafka), how many messages of a partition wait behind those just handled. */
    onLag?: (topic: string, partition: number, messages: number) => void;
  }): Promise<TransportSubscription>;
  /** Throws when the broker cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PublishInput<T extends Record<string, unknown> = Record<string, unknown>> {
  type: string;
  key: string;
  data: T;
  version?: number;
}

export type EventHandler = (event: EventEnvelope, client: PoolClient) => Promise<void>;

export interface SubscribeOptions {
  /** Consumer group: each group receives every event once; instances of one group share them. */
  group: string;
  /** Handlers by event type; events of other types on the same topics are acknowledged and skipped. */
  handlers: Record<string, EventHandler>;
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

export interface EventBus {
  /**
   * Writes the event to the outbox with the caller's client, so that it is published only if the
   * caller's transaction commits. Throws when the event does not match its schema.
   */
  publish<T extends Record<string, unknown>>(client: Queryable, input: PublishInput<T>): Promise<EventEnvelope<T>>;
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
