import { quoteIdent, type Pool } from '../db/pool';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics';
import { createTracing, type Tracing } from '../tracing';
import type { BusContext, Handler } from './bus-context';
import { deadLetterStore } from './dead-letter-store';
import { createRequestPoller } from './dead-letters';
import { createEventConsumer, type ConsumerOptions } from './event-consumer';
import { createOutboxRelay, type RelayOptions } from './outbox-relay';
import { createOutboxWriter } from './outbox-writer';
import type { EventBus, Transport } from './types';

export { deadLetterTopicOf } from './dead-letters';
export { InvalidEventError, parseEnvelope } from './envelope';
export type { ConsumerOptions } from './event-consumer';
export type { RelayOptions } from './outbox-relay';
export { outboxChannelOf } from './outbox-writer';

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

/**
 * The transactional outbox and idempotent consumers of one service schema: `publish` writes the
 * event with the caller's transaction (outbox-writer.ts), the relay sends committed rows to the transport
 * (outbox-relay.ts), and `subscribe` runs each event's handler once per consumer group in a transaction that
 * also records the event as processed (event-consumer.ts); what cannot be applied is parked, and operators'
 * replay and skip requests are carried out (dead-letters.ts).
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const { schema, pool, transport, logger, metrics } = options;
  const { tracer } = options.tracing ?? createTracing(schema);
  const log = logger.child({ component: 'event-bus' });
  const context: BusContext = { schema, s: quoteIdent(schema), pool, transport, log, metrics, tracer, letters: deadLetterStore(schema) };
  const handlersByGroup = new Map<string, Record<string, Handler>>();
  let stopped = false;
  const isStopped = () => stopped;
  const requests = createRequestPoller({ ...context, handlersByGroup, isStopped }, options.consumer?.requestPollMs ?? 1_000);
  const consumer = createEventConsumer(context, { handlersByGroup, isStopped, scheduleRequests: requests.schedule }, options.consumer);
  const relay = createOutboxRelay(context, options.relay);

  return {
    ...createOutboxWriter(schema, tracer),
    startRelay: relay.start,
    subscribe: consumer.subscribe,

    async stop() {
      relay.halt();
      stopped = true;
      await requests.stop();
      await relay.stop();
      await consumer.stop();
    },

    backlog: relay.backlog,
    idleConsumers: consumer.idleConsumers,
  };
}
