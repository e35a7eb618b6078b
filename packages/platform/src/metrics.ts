import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  outboxBacklog: Gauge;
  /** Seconds the oldest unpublished outbox row has waited (0 when none waits). */
  outboxAge: Gauge;
  consumerLag: Gauge<'group' | 'topic'>;
  eventsProcessed: Counter<'group' | 'type' | 'outcome'>;
}

let defaultsCollected = false;

/** One registry per service, so that services sharing a process keep their numbers apart. */
export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (!defaultsCollected) {
    defaultsCollected = true;
    collectDefaultMetrics({ register: registry });
  }
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
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
    eventsProcessed: new Counter({
      name: 'events_processed_total',
      help: 'Events handled by consumers, by outcome',
      labelNames: ['group', 'type', 'outcome'],
      registers: [registry],
    }),
  };
}
