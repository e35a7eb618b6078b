import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  outboxBacklog: Gauge;
  /** Seconds the oldest unpublished outbox row has waited (0 when none waits). */
  outboxAge: Gauge;
  consumerLag: Gauge<'group' | 'topic'>;
  /** Kafka's lag: messages of a partition after the last batch a group handled, as the broker reported it then. */
  kafkaLag: Gauge<'group' | 'topic' | 'partition'>;
  eventsProcessed: Counter<'group' | 'type' | 'outcome'>;
  /** Dead letters waiting for an operator, by consumer group: the later events of their keys wait behind them. */
  deadLettersParked: Gauge<'group'>;
  /** Business counters by the event type whose publication they count (see BusinessCounter). */
  businessEvents: ReadonlyMap<string, Counter>;
}

/**
 * A business figure counted when its event leaves the outbox: only committed changes count, each once
 * (`suvarna_bookings_created_total` for `booking.created`). Named by Prometheus's conventions: a
 * `suvarna_` prefix and the `_total` suffix of a counter.
 */
export interface BusinessCounter {
  name: `suvarna_${string}_total`;
  help: string;
}

let defaultsCollected = false;

/** One registry per service, so that services sharing a process keep their numbers apart. */
export function createMetrics(service: string, businessCounters: Readonly<Record<string, BusinessCounter>> = {}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (!defaultsCollected) {
    defaultsCollected = true;
    collectDefaultMetrics({ register: registry });
  }
  return {
    registry,
    httpDuration: new Histogram({
      // OpenTelemetry's http.server.request.duration by Prometheus's naming: its _count is the request rate.
      name: 'http_server_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    outboxBacklog: new Gauge({ name: 'outbox_backlog', help: 'Outbox rows not yet published', registers: [registry] }),
    outboxAge: new Gauge({ name: 'outbox_oldest_age_seconds', help: 'Seconds the oldest unpublished outbox row has waited', registers: [registry] }),
    consumerLag: new Gauge({
      name: 'consumer_lag_events',
      help: 'Events received but not yet handled, by consumer group and topic',
      labelNames: ['group', 'topic'],
      registers: [registry],
    }),
    kafkaLag: new Gauge({
      name: 'kafka_consumer_lag_messages',
      help: "Messages of a partition not yet consumed by the group (Kafka only; measured at the end of each batch)",
      labelNames: ['group', 'topic', 'partition'],
      registers: [registry],
    }),
    eventsProcessed: new Counter({
      name: 'events_processed_total',
      help: 'Events handled by consumers, by outcome',
      labelNames: ['group', 'type', 'outcome'],
      registers: [registry],
    }),
    deadLettersParked: new Gauge({
      name: 'dead_letters_parked',
      help: 'Dead letters parked by consumer group, waiting to be replayed or skipped (later events of their keys wait behind them)',
      labelNames: ['group'],
      registers: [registry],
    }),
    businessEvents: new Map(Object.entries(businessCounters).map(([type, { name, help }]) => [type, counterOf(registry, name, help)])),
  };
}

/** The registry's counter of that name, created on first use (several parts of a service may ask for it). */
export function counterOf(registry: Registry, name: string, help: string): Counter {
  const existing = registry.getSingleMetric(name);
  if (existing instanceof Counter) return existing;
  return new Counter({ name, help, registers: [registry] });
}
